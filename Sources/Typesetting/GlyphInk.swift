/// The ink box of a glyph relative to its origin on the baseline, in em, y down
/// (so `top` is negative for ink above the baseline).
struct GlyphInk: Hashable {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double

    var isEmpty: Bool { left >= right || top >= bottom }
}
