/// Chooses where the lines of one paragraph end, at a given line width in em.
///
/// Lines end only at UAX #14 break opportunities; a stretch between two
/// opportunities that is wider than a line by itself (a long URL) may also
/// break between any two characters, as a last resort.
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

    /// Where lines may end, in increasing order, always including the paragraph's end;
    /// nil when a single character is wider than a line.
    func endings() -> [Int]? {
        let count = paragraph.count
        guard count > 0 else { return [0] }
        var endings: [Int] = []
        var previous = 0
        for character in 0..<count where paragraph.breakAfter[character] || character == count - 1 {
            let end = character + 1
            if width(from: previous, to: end) > limit {
                // The last resort: break this stretch between any two characters.
                for inside in (previous + 1)..<end {
                    if width(from: inside - 1, to: inside) > limit { return nil }
                    endings.append(inside)
                }
                if width(from: end - 1, to: end) > limit { return nil }
            }
            endings.append(end)
            previous = end
        }
        return endings
    }

    /// The width of a line holding `start..<end`, with hanging characters left out.
    func width(from start: Int, to end: Int) -> Double {
        paragraph.width(from: start == 0 ? min(hanging, end) : start, to: end)
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
