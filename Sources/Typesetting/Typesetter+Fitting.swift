import Foundation

extension Typesetter {
    /// The quote at its best size: shrink a little, then break words where the language
    /// allows (its hyphenation patterns, inside Japanese phrases), then shrink more — whichever
    /// gives the larger type for the words it breaks (`Self.insideWordCost` of size per break);
    /// never below the style's readable size while breaking words keeps it above. Else, at the
    /// minimum size with the words too wide for a line broken; else cut short with an ellipsis.
    func fitQuote(_ block: AnalyzedBlock, request: LayoutRequest, available: Double) throws(TypesettingError)
        -> BlockPlan
    {
        let style = block.style
        let hangingSide = Self.hangingSide(of: block, enabled: request.hangingPunctuation)
        let hanging = hangingSide != nil
        let width = Double(request.width)
        let sizes = Self.candidateSizes(style)
        // Greedy breaking gives the fewest lines; fewer lines fit as the size
        // shrinks, so "fits" is monotonic and a binary search finds the largest size.
        func fits(_ size: Double, _ mode: LineBreaker.Mode) -> Bool {
            guard
                let lines = Self.breakLines(
                    block, size: size, width: width, hanging: hanging, balanced: false, mode: mode)
            else {
                return false
            }
            return block.height(lines, size: size) <= available
        }
        func plan(_ size: Double, _ mode: LineBreaker.Mode) -> BlockPlan? {
            guard
                let lines = Self.bestLines(
                    block, size: size, width: width, hanging: hanging, available: available, mode: mode)
            else { return nil }
            return BlockPlan(block: block, size: size, lines: lines, hangingSide: hangingSide)
        }
        let whole = Self.firstIndex(in: sizes.count) { fits(sizes[$0], .wholeWords) }
        let wholePlan = whole.flatMap { plan(sizes[$0], .wholeWords) }
        if let wholePlan, whole == 0 || !block.canBreakInsideWords { return wholePlan }
        if block.canBreakInsideWords,
            let broken = Self.firstIndex(in: sizes.count, where: { fits(sizes[$0], .hyphenating) })
        {
            // The largest size that fits with words broken, and a few smaller ones that may
            // need fewer breaks, down to where whole words fit.
            var candidates: [BlockPlan] = wholePlan.map { [$0] } ?? []
            var tried: Set<Int> = []
            for share in [1.0, 0.95, 0.9, 0.85, 0.8, 0.75] {
                let target = sizes[broken] * share
                guard let index = sizes.firstIndex(where: { $0 <= target }), index < (whole ?? sizes.count),
                    tried.insert(index).inserted, let setting = plan(sizes[index], .hyphenating)
                else { continue }
                candidates.append(setting)
            }
            if let best = Self.best(candidates, readableSize: style.readableSize) { return best }
        }
        if let wholePlan { return wholePlan }
        // A word wider than the line even at the smallest size: set it there, broken in as
        // few places as that size allows.
        if fits(style.minSize, .splittingWideWords), let setting = plan(style.minSize, .splittingWideWords) {
            return setting
        }
        return try clamp(block, request: request, available: available, hangingSide: hangingSide)
    }

    /// What each line ending inside a word costs, as a share of the type's size: a card set
    /// 8 % larger is worth one hyphen, so an ordinary sentence is not hyphenated to gain a few
    /// pixels, while three long compounds broken six times at 100 px (×0.61) beat whole
    /// words at 40 px.
    static let insideWordCost = 0.08

    /// The setting with the largest size discounted for its breaks inside words; among those
    /// at the readable size or above, if any is.
    static func best(_ candidates: [BlockPlan], readableSize: Double?) -> BlockPlan? {
        func score(_ plan: BlockPlan) -> Double {
            plan.size * pow(1 - insideWordCost, Double(plan.lines.filter(\.endsInsideWord).count))
        }
        let readable = candidates.filter { $0.size >= (readableSize ?? 0) }
        return (readable.isEmpty ? candidates : readable).max { score($0) < score($1) }
    }

    /// Balanced lines if they fit `available` pixels of height, else the greedy
    /// lines (balancing can move tall glyphs next to deep ones and widen the line step).
    static func bestLines(
        _ block: AnalyzedBlock, size: Double, width: Double, hanging: Bool, available: Double,
        mode: LineBreaker.Mode = .splittingWideWords
    ) -> [BlockPlan.Line]? {
        if let balanced = breakLines(
            block, size: size, width: width, hanging: hanging, balanced: true, mode: mode),
            block.height(balanced, size: size) <= available
        {
            return balanced
        }
        guard
            let greedy = breakLines(
                block, size: size, width: width, hanging: hanging, balanced: false, mode: mode),
            block.height(greedy, size: size) <= available
        else { return nil }
        return greedy
    }

    /// The speaker at the largest size that puts each of its paragraphs on one
    /// line, or at its minimum size, wrapped.
    func fitSpeaker(_ block: AnalyzedBlock, request: LayoutRequest) throws(TypesettingError) -> BlockPlan {
        let width = Double(request.width)
        let height = Double(request.height)
        let sizes = Self.candidateSizes(block.style)
        let oneLineEach = Self.firstIndex(in: sizes.count) { index in
            guard
                let lines = Self.breakLines(
                    block, size: sizes[index], width: width, hanging: false, balanced: false, mode: .wholeWords)
            else {
                return false
            }
            return lines.count == block.paragraphs.count && block.height(lines, size: sizes[index]) <= height
        }
        let size = oneLineEach.map { sizes[$0] } ?? block.style.minSize
        // A long name wraps at a readable size, its words whole if they can be.
        let lines =
            Self.bestLines(block, size: size, width: width, hanging: false, available: height, mode: .wholeWords)
            ?? Self.bestLines(block, size: size, width: width, hanging: false, available: height)
        guard let lines else {
            throw TypesettingError(
                .boxTooSmall(width: request.width, height: request.height, fontSize: size),
                textIdentifier: request.identifier
            )
        }
        return BlockPlan(block: block, size: size, lines: lines, hangingSide: nil)
    }

    // MARK: - Clamping

    /// Keeps the lines that fit at the minimum size and ends the last one in an
    /// ellipsis, at a break opportunity if one leaves room for it.
    private func clamp(
        _ block: AnalyzedBlock,
        request: LayoutRequest,
        available: Double,
        hangingSide: TextAlignment?
    ) throws(TypesettingError) -> BlockPlan {
        let style = block.style
        let size = style.minSize
        let width = Double(request.width)
        let tooSmall = TypesettingError(
            .boxTooSmall(width: request.width, height: request.height, fontSize: size),
            textIdentifier: request.identifier
        )
        guard let lines = Self.breakLines(block, size: size, width: width, hanging: hangingSide != nil, balanced: false)
        else { throw tooSmall }
        // Height only grows with the line count, so a binary search finds how many lines fit;
        // measuring every prefix would be quadratic in a text of thousands of lines.
        let keep =
            Self.firstIndex(in: lines.count) { block.height(Array(lines[...$0]), size: size) > available }
            ?? lines.count
        guard keep > 0 else { throw tooSmall }

        let last = lines[keep - 1]
        let paragraph = block.paragraphs[last.paragraph]
        let hangs = hangingSide != nil && last.paragraph == 0
        let limit = width / size - (hangingSide != nil ? block.hangingWidth : 0)
        let breaker = LineBreaker(paragraph: paragraph, limit: limit, hanging: hangs ? block.hangingCount : 0)
        let ellipsis = style.fonts.fontIndex(for: "…".unicodeScalars) != nil ? "…" : "..."
        let ellipsisWidth =
            try analyze(ellipsis, style: style, language: request.language, identifier: request.identifier)
            .paragraphs.first.map { $0.prefix[$0.count] } ?? 0

        // Cut at a break opportunity if possible, else between any two characters.
        let start = last.characters.lowerBound
        let opportunities = (breaker.endings() ?? []).filter { $0 > start && $0 <= last.characters.upperBound }
        // The last line kept may be empty (a blank line of the text): then there is nothing to cut inside.
        let inside = start < last.characters.upperBound ? Array((start + 1)..<last.characters.upperBound) : []
        let anywhere = inside.filter { !opportunities.contains($0) }
        let cuts = opportunities.reversed() + anywhere.reversed() + [start]
        let earlier = block.paragraphs[..<last.paragraph].map { $0.text(0..<$0.count) }
        for cut in cuts where cut == start || breaker.width(from: start, to: cut) + ellipsisWidth <= limit {
            var kept = paragraph.characters[..<cut]
            while let final = kept.last, final.isWhitespace || Self.weakEndings.contains(final) { kept.removeLast() }
            let text = (earlier + [String(kept) + ellipsis]).joined(separator: "\n")
            let truncated = try analyze(text, style: style, language: request.language, identifier: request.identifier)
            guard
                let lines = Self.bestLines(
                    truncated, size: size, width: width, hanging: hangingSide != nil, available: available)
            else { continue }
            return BlockPlan(
                block: truncated, size: size, lines: lines, hangingSide: hangingSide,
                clamping: Clamping(lineCount: lines.count, fontSize: size, ending: Clamping.ending(of: String(kept)))
            )
        }
        throw tooSmall
    }

    /// Punctuation that looks wrong right before an ellipsis.
    private static let weakEndings: Set<Character> = [",", ";", ":", "-", "–", "—", "·"]

    // MARK: - Breaking

    /// The lines of every paragraph of `block` at `size`, greedy or balanced; nil when some
    /// character is wider than the box, or some word is and `mode` may not break it.
    static func breakLines(
        _ block: AnalyzedBlock,
        size: Double,
        width: Double,
        hanging: Bool,
        balanced: Bool,
        mode: LineBreaker.Mode = .splittingWideWords
    ) -> [BlockPlan.Line]? {
        let limit = width / size - (hanging ? block.hangingWidth : 0)
        var lines: [BlockPlan.Line] = []
        for (index, paragraph) in block.paragraphs.enumerated() {
            let breaker = LineBreaker(
                paragraph: paragraph, limit: limit, hanging: hanging && index == 0 ? block.hangingCount : 0,
                mode: mode)
            guard let endings = breaker.endings() else { return nil }
            var ranges = breaker.greedy(endings)
            if balanced { ranges = breaker.balanced(endings, lineCount: ranges.count) }
            lines += ranges.map { range in
                let end = range.upperBound
                return BlockPlan.Line(
                    paragraph: index, characters: range,
                    hyphenated: end < paragraph.count && breaker.hyphenEndings.contains(end),
                    endsInsideWord: breaker.isInsideWord(end))
            }
        }
        return lines
    }

    /// The side an opening quotation mark hangs into: the start side of the first paragraph,
    /// when that paragraph is aligned to it; `.center` for centred text, whose first line is
    /// then centred on its letters with the mark outside them (as `hanging-punctuation: first`
    /// sets it in a browser), not pushed off centre by half the mark.
    static func hangingSide(of block: AnalyzedBlock, enabled: Bool) -> TextAlignment? {
        guard enabled, block.hangingCount > 0, let first = block.paragraphs.first else { return nil }
        let start: TextAlignment = first.isRightToLeft ? .right : .left
        switch resolved(block.style.alignment, rightToLeft: first.isRightToLeft) {
        case start: return start
        case .center: return .center
        default: return nil
        }
    }

    static func resolved(_ alignment: TextAlignment, rightToLeft: Bool) -> TextAlignment {
        alignment.resolved(rightToLeft: rightToLeft)
    }

    /// The sizes to try, largest first: the maximum, then whole pixels less, then the minimum.
    static func candidateSizes(_ style: TextStyle) -> [Double] {
        var sizes: [Double] = []
        var size = style.maxSize
        while size > style.minSize {
            sizes.append(size)
            size -= 1
        }
        sizes.append(style.minSize)
        return sizes
    }

    /// The first index in `0..<count` where `predicate` holds, for a predicate
    /// that is false up to some index and true from there on.
    static func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low < count ? low : nil
    }
}
