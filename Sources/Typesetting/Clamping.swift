/// Why and how a text was cut short: it did not fit its box even at the
/// minimum size, so the lines that fit were kept and the last one ends in "…".
public struct Clamping: Sendable, Hashable, CustomStringConvertible {
    /// The number of quote lines kept.
    public var lineCount: Int
    /// The font size the quote was set at (the style's minimum).
    public var fontSize: Double

    /// A text cut to `lineCount` lines at `fontSize` pixels.
    public init(lineCount: Int, fontSize: Double) {
        self.lineCount = lineCount
        self.fontSize = fontSize
    }

    /// "clamped to 6 lines at 28 px", ready for a warning such as "quote 'q-7' clamped to …".
    public var description: String {
        "clamped to \(lineCount) line\(lineCount == 1 ? "" : "s") at \(fontSize.pixelText) px"
    }
}
