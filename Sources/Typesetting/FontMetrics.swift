/// A font's vertical metrics and the average width of running text, each a fraction of its
/// em: what a page needs to make a fallback font take the same room (`size-adjust`,
/// `ascent-override`, …) while the web font loads.
public struct FontMetrics: Sendable, Equatable {
    /// Above the baseline, as browsers read it (hhea, or OS/2 typo metrics when the font asks).
    public var ascent: Double
    /// Below the baseline, positive.
    public var descent: Double
    public var lineGap: Double
    /// The advance of an average letter of English text (the letters weighted by how often
    /// they occur, the space included), which decides where lines wrap.
    public var averageWidth: Double

    public init(ascent: Double, descent: Double, lineGap: Double, averageWidth: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.averageWidth = averageWidth
    }

    /// How often each letter occurs in English text, per thousand letters, and the space
    /// (about one character in six).
    static let letterFrequencies: [(Character, Double)] = [
        ("a", 82), ("b", 15), ("c", 28), ("d", 43), ("e", 127), ("f", 22), ("g", 20), ("h", 61), ("i", 70),
        ("j", 1.5), ("k", 7.7), ("l", 40), ("m", 24), ("n", 67), ("o", 75), ("p", 19), ("q", 0.95), ("r", 60),
        ("s", 63), ("t", 91), ("u", 28), ("v", 9.8), ("w", 24), ("x", 1.5), ("y", 20), ("z", 0.74), (" ", 200),
    ]
}
