/// One glyph as HarfBuzz placed it, in em, y up as HarfBuzz has it.
struct ShapedGlyph {
    var glyph: UInt32
    /// Index of the first scalar of the glyph's cluster within the paragraph.
    var cluster: Int
    var advance: Double
    var xOffset: Double
    var yOffset: Double
}
