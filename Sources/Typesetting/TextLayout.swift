/// The quote and speaker of one card laid out in their box: sizes, lines,
/// glyph positions and ink bounds, all in pixels relative to the box.
///
/// A layout is a plain value: it can be kept, compared and sent to another
/// thread. Turn it into pixels with `Typesetter.rasterize(_:)`.
public struct TextLayout: Sendable, Hashable {
    /// The request's identifier.
    public var identifier: String
    /// The box's width in pixels.
    public var width: Int
    /// The box's height in pixels.
    public var height: Int
    /// The fonts the glyphs refer to (`PositionedGlyph.font` indexes this).
    public var fonts: [Font]
    /// The quote's lines at its chosen size.
    public var quote: TextBlock
    /// The speaker's lines at its chosen size, nil without a speaker.
    public var speaker: TextBlock?
    /// Set when the quote did not fit at its minimum size and was cut short.
    public var clamping: Clamping?
    /// Characters no installed font has, drawn as stand-ins: each a warning for the caller.
    public var substitutions: [CharacterSubstitution] = []

    /// Whether the quote was cut short with an ellipsis.
    public var isClamped: Bool { clamping != nil }

    /// The quote's lines followed by the speaker's.
    public var lines: [TextLine] { quote.lines + (speaker?.lines ?? []) }

    /// The box around all ink, nil when there is none.
    public var inkBounds: TextRect? {
        lines.compactMap(\.inkBounds).reduce(nil) { bounds, line in bounds?.union(line) ?? line }
    }
}
