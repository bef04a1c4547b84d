/// Where Japanese phrases (bunsetsu: a word with the particles and endings that follow it)
/// begin, by BudouX's published model — the model Chromium uses for `word-break:
/// auto-phrase`, so a card breaks its Japanese lines where a browser would: `彼女は` and
/// `吾輩は` stay whole instead of breaking between any two characters.
///
/// Hand-written because no library on the system does it: ICU 72 has no phrase breaking
/// (its `lw=phrase` arrived in ICU 73). The scoring follows BudouX's own parser: each gap
/// between two characters sums the weights of the characters, pairs and triples around it,
/// and a phrase starts where the sum is positive. The weights are BudouX's, unchanged
/// (`JapanesePhraseModel+Weights.swift`).
struct JapanesePhraseModel: Sendable {
    /// The feature groups in the model's order: characters at offsets −3…+2 from the gap
    /// (UW1–UW6), pairs (BW1–BW3) and triples (TW1–TW4).
    private var groups: [String: [String: Int]] = [:]
    private let baseScore: Int

    /// The model, read once per process from the weights compiled into the binary.
    static let japanese = JapanesePhraseModel(weights: weights)

    init(weights: String) {
        var groups: [String: [String: Int]] = [:]
        var total = 0
        for line in weights.split(separator: "\n") {
            // Split on tabs only: some features are an ideographic space.
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let score = Int(fields[2]) else { continue }
            groups[String(fields[0]), default: [:]][String(fields[1])] = score
            total += score
        }
        self.groups = groups
        baseScore = -total / 2
    }

    /// For each scalar, whether a new phrase starts right after it.
    func phraseEndings(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var endings = [Bool](repeating: false, count: scalars.count)
        guard scalars.count > 1 else { return endings }
        let text = scalars.map { String($0) }
        func score(_ group: String, _ range: Range<Int>) -> Int {
            guard range.lowerBound >= 0, range.upperBound <= text.count, let weights = groups[group] else { return 0 }
            let key = range.count == 1 ? text[range.lowerBound] : text[range].joined()
            return weights[key] ?? 0
        }
        for gap in 1..<scalars.count {
            var total = baseScore
            total += score("UW1", (gap - 3)..<(gap - 2)) + score("UW2", (gap - 2)..<(gap - 1))
            total += score("UW3", (gap - 1)..<gap) + score("UW4", gap..<(gap + 1))
            total += score("UW5", (gap + 1)..<(gap + 2)) + score("UW6", (gap + 2)..<(gap + 3))
            total += score("BW1", (gap - 2)..<gap) + score("BW2", (gap - 1)..<(gap + 1))
            total += score("BW3", gap..<(gap + 2))
            total += score("TW1", (gap - 3)..<gap) + score("TW2", (gap - 2)..<(gap + 1))
            total += score("TW3", (gap - 1)..<(gap + 2)) + score("TW4", gap..<(gap + 3))
            if total > 0 { endings[gap - 1] = true }
        }
        return endings
    }
}
