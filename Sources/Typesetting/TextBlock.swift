/// The lines of one part of the text (the quote, or the speaker) at the size chosen for it.
public struct TextBlock: Sendable, Hashable {
    /// The chosen font size in pixels.
    public var fontSize: Double
    /// The lines from top to bottom.
    public var lines: [TextLine]
}
