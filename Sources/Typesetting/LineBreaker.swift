/// Chooses where the lines of one paragraph end, at a given line width in em.
///
/// Lines end at UAX #14 break opportunities, soft hyphens among them (the line then ends in a
/// hyphen). What else may end a line depends on the `Mode`:
/// - `wholeWords`: nothing else; a stretch between two opportunities wider than a line fails.
/// - `hyphenating`: also every hyphenation point of the language's patterns (with a hyphen)
///   and the fallback opportunities of its rules (inside a Japanese phrase, between Korean
///   syllables); a stretch still too wide may break after the `/ . - ? & = # _ ~ :` of a URL.
/// - `splittingWideWords`, the last resort: only a stretch wider than a line by itself breaks
///   inside, at its hyphenation points, fallback opportunities and URL breaks if they do, else
///   between any two characters.
///
/// `greedy()` fills each line as far as it goes, which gives the fewest lines;
/// `balanced(lineCount:)` spreads the text over that many lines so they come
/// out similar in length, minimising the sum of squared slack over all lines
/// (dynamic programming), which also keeps a lone word off the last line; a line ending
/// inside a word costs as much as a line a third empty, so words break only where that helps.
struct LineBreaker {
    enum Mode {
        case wholeWords
        case hyphenating
        case splittingWideWords
    }

    let paragraph: Paragraph
    /// The line width in em.
    let limit: Double
    /// Characters at the start of the paragraph that hang outside the text edge and take no width.
    let hanging: Int
    let mode: Mode
    /// Line ends inside words where a hyphen is drawn: after soft hyphens always, one past a
    /// hyphenation point when the mode breaks words.
    let hyphenEndings: Set<Int>

    init(paragraph: Paragraph, limit: Double, hanging: Int, mode: Mode = .splittingWideWords) {
        self.paragraph = paragraph
        self.limit = limit
        self.hanging = hanging
        self.mode = mode
        hyphenEndings = Set(paragraph.hyphenSites.filter { mode != .wholeWords || $0.value.isSoft }.keys)
    }

    /// Characters after which a URL may break as a last resort.
    static let urlBreaks: Set<Character> = ["/", ".", "-", "?", "&", "=", "#", "_", "~", ":"]

    /// Whether a line may end at `end` inside a word: at a hyphenation point or a fallback
    /// opportunity of the language, never inside a glyph.
    func isInsideWord(_ end: Int) -> Bool {
        guard end > 0, end < paragraph.count, !paragraph.breakAfter[end - 1], !paragraph.joinsPrevious[end] else {
            return false
        }
        if let site = paragraph.hyphenSites[end], !site.isSoft { return true }
        return paragraph.fallbackBreakAfter.indices.contains(end - 1) && paragraph.fallbackBreakAfter[end - 1]
    }

    /// Where lines may end, in increasing order, always including the paragraph's end;
    /// nil when a stretch is wider than a line and the mode may not break it, or when a
    /// single character is wider than a line.
    func endings() -> [Int]? {
        let count = paragraph.count
        guard count > 0 else { return [0] }
        var endings: [Int] = []
        var previous = 0
        for character in 0..<count {
            let end = character + 1
            guard paragraph.breakAfter[character] || end == count || (mode == .hyphenating && isInsideWord(end))
            else { continue }
            if width(from: previous, to: end) > limit {
                guard mode != .wholeWords, let inside = split(previous..<end) else { return nil }
                endings += inside
            }
            endings.append(end)
            previous = end
        }
        return endings
    }

    /// Line ends inside a stretch too wide for a line: its hyphenation points and URL breaks,
    /// if every piece between them then fits; else, splitting wide words, every position.
    private func split(_ stretch: Range<Int>) -> [Int]? {
        // Never between the characters of one glyph (the two letters of an "ff" ligature).
        let inside = ((stretch.lowerBound + 1)..<stretch.upperBound).filter { !paragraph.joinsPrevious[$0] }
        let preferred = inside.filter {
            hyphenEndings.contains($0) || isInsideWord($0) || Self.urlBreaks.contains(paragraph.characters[$0 - 1])
        }
        var start = stretch.lowerBound
        var fits = !preferred.isEmpty
        for end in preferred + [stretch.upperBound] where fits {
            fits = width(from: start, to: end) <= limit
            start = end
        }
        if fits { return preferred }
        guard mode == .splittingWideWords else { return nil }
        // Every position: each piece between two of them must still fit.
        start = stretch.lowerBound
        for end in inside + [stretch.upperBound] {
            if width(from: start, to: end) > limit { return nil }
            start = end
        }
        return inside
    }

    /// The width of a line holding `start..<end`, with hanging characters left out, and the
    /// hyphen it ends in when it ends at a hyphenation point or soft hyphen.
    func width(from start: Int, to end: Int) -> Double {
        var hyphen = 0.0
        if !hyphenEndings.isEmpty, end < paragraph.count, hyphenEndings.contains(end) {
            hyphen = paragraph.hyphenSites[end]?.width ?? 0
        }
        if start > 0, !paragraph.repeatedHyphens.isEmpty, let repeated = paragraph.repeatedHyphens[start] {
            hyphen += repeated.width
        }
        return paragraph.width(from: start == 0 ? min(hanging, end) : start, to: end) + hyphen
            - trim(from: start, to: end)
    }

    /// The blank halves a line of `start..<end` gives up: of an opening bracket it starts with
    /// (not on the paragraph's first line), of closing punctuation it ends in.
    func trim(from start: Int, to end: Int) -> Double {
        guard paragraph.largestTrim > 0 else { return 0 }
        let last = paragraph.contentEnd[end] - 1
        guard last >= start else { return 0 }
        return (start > 0 ? paragraph.trimAtLineStart[start] : 0) + paragraph.trimAtLineEnd[last]
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

    /// What a line ending inside a word (at a hyphen or inside a phrase) costs in balancing,
    /// in squared em: as much as a line a third empty.
    private var insideWordCost: Double { limit * limit / 9 }

    /// Exactly `lineCount` lines of similar length (fewer only if impossible).
    func balanced(_ endings: [Int], lineCount: Int) -> [Range<Int>] {
        guard paragraph.count > 0, lineCount > 1 else { return greedy(endings) }
        let nodes = [0] + endings
        let penalty = nodes.map { end -> Double in
            end < paragraph.count && (isInsideWord(end) || hyphenEndings.contains(end)) ? insideWordCost : 0
        }
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
                    if start > 0, paragraph.minimumWidth(from: start, to: end) - paragraph.largestTrim > limit { break }
                    let width = width(from: start, to: end)
                    if width <= limit, cost[line - 1][i] < .infinity {
                        let slack = limit - width
                        let total = cost[line - 1][i] + slack * slack + penalty[j]
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
