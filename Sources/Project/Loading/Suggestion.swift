/// Finds the likely intended word for a misspelt key, column, choice or time zone.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, ignoring case, if it is close enough
    /// to be a plausible typo (ties go to the earlier candidate); failing that, the only
    /// candidate that `word` begins.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        // Allow one edit per three characters, at least one and at most three.
        let limit = max(1, min(3, target.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        // A cut-short name ("unlock" for "unlockTime") is far in edits but plain to a reader.
        guard target.count >= 4 else { return nil }
        let lowered = word.lowercased()
        let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) && $0 != word }
        return extensions.count == 1 ? extensions.first : nil
    }

    /// Levenshtein distance, giving up early (returning more than `limit`) once it cannot be within it.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
