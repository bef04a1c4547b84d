/// A block's size and line breaks, decided but not yet placed.
struct BlockPlan {
    /// One laid-out line to be: which paragraph, which characters.
    struct Line {
        var paragraph: Int
        var characters: Range<Int>
        /// Whether the line ends inside a word, at a hyphenation point or soft hyphen, and shows a hyphen.
        var hyphenated = false
        /// Whether the line ends where only breaking words allows: at a hyphenation point, or
        /// inside a phrase the language keeps whole.
        var endsInsideWord = false
    }

    var block: AnalyzedBlock
    var size: Double
    var lines: [Line]
    /// The side the opening quotation mark hangs into, if it hangs.
    var hangingSide: TextAlignment?
    var clamping: Clamping?

    var height: Double { block.height(lines, size: size) }
    /// Baseline to baseline, in em.
    var lineStep: Double { block.lineStep(lines) }
}
