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

    /// Whether some line may end inside a word: at a hyphenation point of the language, or
    /// at a fallback opportunity of its rules.
    var canBreakInsideWords: Bool {
        paragraphs.contains { paragraph in
            paragraph.hyphenSites.values.contains { !$0.isSoft } || paragraph.fallbackBreakAfter.contains(true)
        }
    }

    /// Space kept between the ink of neighbouring lines, in em.
    static let clearance = 0.05

    /// The baseline-to-baseline distance in em for these lines: the style's
    /// line height, or more where the ink of two neighbouring lines would
    /// otherwise touch (tall marks over a line, deep descenders under the one above).
    func lineStep(_ lines: [BlockPlan.Line]) -> Double {
        var step = style.lineHeight
        var previousBottom: Double?
        for line in lines {
            let ink = paragraphs[line.paragraph].inkExtent(line.characters)
            if let previousBottom, let ink { step = max(step, previousBottom - ink.top + Self.clearance) }
            previousBottom = ink?.bottom
        }
        return step
    }

    /// The height in pixels of these lines at `size`, with one pixel to spare
    /// for rounding baselines to whole pixels.
    func height(_ lines: [BlockPlan.Line], size: Double) -> Double {
        size * (Double(max(lines.count, 1) - 1) * lineStep(lines) + ascent + descent) + 1
    }
}
