/// A glyph rendered by FreeType: 8-bit coverage and where it sits relative to
/// the glyph's (whole-pixel) origin.
struct GlyphBitmap {
    /// Identifies a rendering: the face, glyph, size (26.6 fixed point) and the
    /// origin's offset within its pixel in quarters of a pixel.
    struct Key: Hashable {
        var face: Int
        var glyph: UInt32
        var size: Int
        var quarterX: UInt8
        var quarterY: UInt8
    }

    /// Columns from the origin to the bitmap's left edge.
    var left: Int
    /// Rows from the bitmap's top edge down to the origin.
    var top: Int
    var width: Int
    var height: Int
    var pixels: [UInt8]
}
