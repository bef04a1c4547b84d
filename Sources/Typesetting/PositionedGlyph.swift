/// A glyph placed in the text box.
public struct PositionedGlyph: Sendable, Hashable {
    /// Index into `TextLayout.fonts`.
    public var font: Int
    /// The glyph id within that font.
    public var glyph: UInt32
    /// The glyph's origin (on the baseline) in pixels from the box's top-left corner, y down.
    public var x: Double
    public var y: Double

    /// Glyph `glyph` of `TextLayout.fonts[font]` with its origin at (`x`, `y`).
    public init(font: Int, glyph: UInt32, x: Double, y: Double) {
        self.font = font
        self.glyph = glyph
        self.x = x
        self.y = y
    }
}
