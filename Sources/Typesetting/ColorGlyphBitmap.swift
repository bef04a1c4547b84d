/// A colour glyph (an emoji) as FreeType drew it: premultiplied RGBA at the size of the
/// font's bitmap strike, which is scaled to the text size when the card is composed.
public struct ColorGlyphBitmap: Sendable, Hashable {
    /// Columns from the glyph's origin to the bitmap's left edge, in strike pixels.
    var left: Int
    /// Rows from the bitmap's top edge down to the origin, in strike pixels.
    var top: Int
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, premultiplied.
    public let pixels: [UInt8]
    /// Text pixels per strike pixel (1 for a scalable colour font drawn at the text size).
    var scale: Double
}
