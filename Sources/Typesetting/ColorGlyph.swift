/// A colour glyph placed in the text box: its bitmap and the rectangle, in box pixels
/// (fractional), that it is to be scaled into.
public struct ColorGlyph: Sendable, Hashable {
    public let bitmap: ColorGlyphBitmap
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double
}
