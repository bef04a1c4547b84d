import CHarfBuzz

/// Characters of a paragraph set with one font, at one bidi level, in one script:
/// the unit HarfBuzz shapes.
struct TextRun {
    var characters: Range<Int>
    var font: Int
    var level: UInt8
    var script: hb_script_t

    var isRightToLeft: Bool { level % 2 == 1 }
}
