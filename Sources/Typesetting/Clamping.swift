/// Why and how a text was cut short: it did not fit its box even at the
/// minimum size, so the lines that fit were kept and the last one ends in "…".
public struct Clamping: Sendable, Hashable, CustomStringConvertible {
    /// The number of quote lines kept.
    public var lineCount: Int
    /// The font size the quote was set at (the style's minimum).
    public var fontSize: Double
    /// The last words kept, before the ellipsis: where a reader of the card stops.
    public var ending: String

    /// A text cut to `lineCount` lines at `fontSize` pixels.
    public init(lineCount: Int, fontSize: Double, ending: String = "") {
        self.lineCount = lineCount
        self.fontSize = fontSize
        self.ending = ending
    }

    /// "clamped to 6 lines at 28 px, ending “…a dull boy…”", ready for a warning such as
    /// "quote 'q-7' clamped to …".
    public var description: String {
        let lines = "clamped to \(lineCount) line\(lineCount == 1 ? "" : "s") at \(fontSize.pixelText) px"
        return ending.isEmpty ? lines : "\(lines), ending “…\(ending)…”"
    }

    /// The last few whole words of `kept` (at most about 30 characters).
    static func ending(of kept: String) -> String {
        let words = kept.split(whereSeparator: \.isWhitespace)
        var ending: [Substring] = []
        var length = 0
        for word in words.reversed() {
            if !ending.isEmpty, length + word.count > 30 { break }
            ending.insert(word, at: 0)
            length += word.count + 1
        }
        return ending.joined(separator: " ")
    }
}
