/// A block of text (the quote or the speaker) analysed once, ready to be
/// measured at any size: everything in it is in em.
struct AnalyzedBlock {
    var paragraphs: [Paragraph]
    var style: TextStyle
    /// From the baseline up to the top of the first line box, in em: the primary
    /// font's ascender, or more if some glyph's ink reaches higher.
    var ascent: Double
    /// From the baseline down to the bottom of the last line box, in em.
    var descent: Double
    /// How many characters at the start of the first paragraph hang outside the
    /// text edge (an opening quotation mark and the space French puts after it).
    var hangingCount: Int
    /// Their advance, in em.
    var hangingWidth: Double

    /// The height in pixels of `lineCount` lines at `size`, with one pixel to
    /// spare for rounding baselines to whole pixels.
    func height(lineCount: Int, size: Double) -> Double {
        size * (Double(max(lineCount, 1) - 1) * style.lineHeight + ascent + descent) + 1
    }
}
