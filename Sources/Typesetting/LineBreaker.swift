/// Chooses where the lines of one paragraph end, at a given line width in em.
///
/// Lines end only at UAX #14 break opportunities. Only when `splitting` (the caller found
/// no size at which every word fits) may a stretch between two opportunities that is wider
/// than a line by itself break inside: at its hyphenation points (the line then ends in a
/// hyphen), else after the `/ . - ? & = # _ ~ :` of a URL, else — the last resort —
/// between any two characters.
///
/// `greedy()` fills each line as far as it goes, which gives the fewest lines;
/// `balanced(lineCount:)` spreads the text over that many lines so they come
/// out similar in length, minimising the sum of squared slack over all lines
/// (dynamic programming), which also keeps a lone word off the last line.
struct LineBreaker {
    let paragraph: Paragraph
    /// The line width in em.
    let limit: Double
    /// Characters at the start of the paragraph that hang outside the text edge and take no width.
    let hanging: Int
    /// Whether words too wide for a line may be broken inside.
    let splitting: Bool
    /// Line ends inside words where a hyphen is drawn (one past a hyphenation point).
    let hyphenEndings: Set<Int>

    init(paragraph: Paragraph, limit: Double, hanging: Int, splitting: Bool = true) {
        self.paragraph = paragraph
        self.limit = limit
        self.hanging = hanging
        self.splitting = splitting
        hyphenEndings = splitting && !paragraph.hyphenAfter.isEmpty ? Set(paragraph.hyphenAfter.map { $0 + 1 }) : []
    }

    /// Characters after which a URL may break as a last resort.
    static let urlBreaks: Set<Character> = ["/", ".", "-", "?", "&", "=", "#", "_", "~", ":"]

    /// Where lines may end, in increasing order, always including the paragraph's end;
    /// nil when a stretch is wider than a line and may not be split, or when a single
    /// character is wider than a line.
    func endings() -> [Int]? {
        let count = paragraph.count
        guard count > 0 else { return [0] }
        var endings: [Int] = []
        var previous = 0
        for character in 0..<count where paragraph.breakAfter[character] || character == count - 1 {
            let end = character + 1
            if width(from: previous, to: end) > limit {
                guard splitting else { return nil }
                guard let inside = split(previous..<end) else { return nil }
                endings += inside
            }
            endings.append(end)
            previous = end
        }
        return endings
    }

    /// Line ends inside a stretch too wide for a line: its hyphenation points and URL breaks,
    /// if every piece between them then fits, else every position.
    private func split(_ stretch: Range<Int>) -> [Int]? {
        // Never between the characters of one glyph (the two letters of an "ff" ligature).
        let inside = ((stretch.lowerBound + 1)..<stretch.upperBound).filter { !paragraph.joinsPrevious[$0] }
        let preferred = inside.filter {
            hyphenEndings.contains($0) || Self.urlBreaks.contains(paragraph.characters[$0 - 1])
        }
        var start = stretch.lowerBound
        var fits = !preferred.isEmpty
        for end in preferred + [stretch.upperBound] where fits {
            fits = width(from: start, to: end) <= limit
            start = end
        }
        if fits { return preferred }
        // Every position: each piece between two of them must still fit.
        start = stretch.lowerBound
        for end in inside + [stretch.upperBound] {
            if width(from: start, to: end) > limit { return nil }
            start = end
        }
        return inside
    }

    /// The width of a line holding `start..<end`, with hanging characters left out, and the
    /// hyphen it ends in when it ends at a hyphenation point.
    func width(from start: Int, to end: Int) -> Double {
        let hyphen =
            !hyphenEndings.isEmpty && hyphenEndings.contains(end) && end < paragraph.count ? paragraph.hyphenWidth : 0
        return paragraph.width(from: start == 0 ? min(hanging, end) : start, to: end) + hyphen
    }

    /// Each line as full as it can be: the fewest lines.
    func greedy(_ endings: [Int]) -> [Range<Int>] {
        guard paragraph.count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while start < paragraph.count {
            var end = endings[index]
            index += 1
            while index < endings.count, width(from: start, to: endings[index]) <= limit {
                end = endings[index]
                index += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Exactly `lineCount` lines of similar length (fewer only if impossible).
    func balanced(_ endings: [Int], lineCount: Int) -> [Range<Int>] {
        guard paragraph.count > 0, lineCount > 1 else { return greedy(endings) }
        let nodes = [0] + endings
        // cost[k][j]: the least total squared slack of k lines ending at nodes[j].
        var cost = [[Double]](repeating: [Double](repeating: .infinity, count: nodes.count), count: lineCount + 1)
        var from = [[Int]](repeating: [Int](repeating: -1, count: nodes.count), count: lineCount + 1)
        cost[0][0] = 0
        for line in 1...lineCount {
            for j in 1..<nodes.count {
                var i = j - 1
                while i >= 0 {
                    let start = nodes[i]
                    let end = nodes[j]
                    if start > 0, paragraph.minimumWidth(from: start, to: end) > limit { break }
                    let width = width(from: start, to: end)
                    if width <= limit, cost[line - 1][i] < .infinity {
                        let slack = limit - width
                        let total = cost[line - 1][i] + slack * slack
                        if total < cost[line][j] {
                            cost[line][j] = total
                            from[line][j] = i
                        }
                    }
                    i -= 1
                }
            }
        }
        guard cost[lineCount][nodes.count - 1] < .infinity else { return greedy(endings) }
        var lines: [Range<Int>] = []
        var j = nodes.count - 1
        for line in stride(from: lineCount, to: 0, by: -1) {
            let i = from[line][j]
            lines.append(nodes[i]..<nodes[j])
            j = i
        }
        return lines.reversed()
    }
}
