import CHarfBuzz

extension Typesetter {
    /// Places a planned block's lines, its first line box starting at `top`,
    /// between text edges `margins` in from the sides of the box. Natural, start and end
    /// alignment follow `naturalRightToLeft` if given, else each paragraph's direction.
    func place(
        _ plan: BlockPlan,
        top: Double,
        boxWidth: Double,
        margins: (left: Double, right: Double),
        naturalRightToLeft: Bool? = nil,
        fonts: [Font],
        language: String?
    ) throws(TypesettingError) -> TextBlock {
        let block = plan.block
        let size = plan.size
        let left = margins.left
        let right = boxWidth - margins.right
        let fontIndex = block.style.fonts.fonts.map { font in fonts.firstIndex(of: font) ?? 0 }
        let hbLanguage = Shaper.language(language)
        let lineStep = plan.lineStep
        var lines: [TextLine] = []
        for (number, line) in plan.lines.enumerated() {
            let paragraph = block.paragraphs[line.paragraph]
            var content = line.characters.lowerBound..<paragraph.contentEnd[line.characters.upperBound]
            let hyphenSite = line.hyphenated ? paragraph.hyphenSites[line.characters.upperBound] : nil
            // The hyphen drawn at a soft hyphen stands in its place.
            if hyphenSite != nil, content.count > 1, paragraph.characters[content.upperBound - 1] == "\u{AD}" {
                content = content.lowerBound..<(content.upperBound - 1)
            }
            let hanging =
                plan.hangingSide != nil && line.paragraph == 0 && content.lowerBound == 0 ? block.hangingCount : 0
            var shaped = try shapeLine(paragraph, content, block: block, hanging: hanging, language: hbLanguage)
            if let hyphenSite {
                try appendHyphen(
                    paragraph.hyphen, to: &shaped, font: hyphenSite.font, block: block, language: hbLanguage)
            }
            let repeatedHyphen = content.lowerBound > 0 ? paragraph.repeatedHyphens[content.lowerBound] : nil
            if let repeatedHyphen {
                try prependHyphen(
                    paragraph.hyphen, to: &shaped, font: repeatedHyphen.font, block: block, language: hbLanguage)
            }
            // Half a pixel down, so rounding the baseline to a whole pixel never lifts ink above `top`.
            let baseline = (top + 0.5 + (block.ascent + Double(number) * lineStep) * size).rounded()
            let alignment = Self.resolved(
                block.style.alignment, rightToLeft: naturalRightToLeft ?? paragraph.isRightToLeft)
            var x: Double
            if hanging > 0, plan.hangingSide == .center {
                // Centred on what follows the mark (before it, in a right-to-left line).
                let lower = paragraph.isRightToLeft ? min(0, shaped.inkLeft) : shaped.hangingEnd
                let upper = paragraph.isRightToLeft ? shaped.hangingStart : max(shaped.advance, shaped.inkRight)
                x = (left + right - (lower + upper) * size) / 2
            } else if hanging > 0, plan.hangingSide == .left {
                x = left - shaped.hangingEnd * size
            } else if hanging > 0 {
                x = right - shaped.hangingStart * size
            } else {
                let lower = min(0, shaped.inkLeft) * size
                let upper = max(shaped.advance, shaped.inkRight) * size
                switch alignment {
                case .right: x = right - upper
                case .center: x = (left + right - lower - upper) / 2
                // Resolved above: only `.left` is left.
                case .left, .natural, .start, .end: x = left - lower
                }
            }
            // Ink stays inside the box even where a glyph overhangs its advance,
            // with an eighth of a pixel to spare for the rasteriser's quarter-pixel positions.
            if shaped.hasInk {
                x = min(x, boxWidth - Self.edgeAllowance - shaped.inkRight * size)
                x = max(x, Self.edgeAllowance - shaped.inkLeft * size)
            }
            let glyphs = shaped.glyphs.map { glyph in
                PositionedGlyph(
                    font: fontIndex[glyph.font], glyph: glyph.glyph, x: x + glyph.x * size, y: baseline - glyph.y * size
                )
            }
            let ink =
                shaped.hasInk
                ? TextRect(
                    minX: x + shaped.inkLeft * size, minY: baseline + shaped.inkTop * size,
                    maxX: x + shaped.inkRight * size, maxY: baseline + shaped.inkBottom * size
                )
                : nil
            var fontRuns: [TextLine.FontRun] = []
            for run in paragraph.runs {
                let characters = run.characters.clamped(to: content)
                guard !characters.isEmpty else { continue }
                let font = fontIndex[run.font]
                let text = paragraph.visibleText(characters)
                guard !text.isEmpty else { continue }
                if fontRuns.last?.font == font {
                    fontRuns[fontRuns.count - 1].text += text
                } else {
                    fontRuns.append(TextLine.FontRun(font: font, text: text))
                }
            }
            lines.append(
                TextLine(
                    text: (repeatedHyphen.map { _ in hyphenText(paragraph) } ?? "") + paragraph.visibleText(content)
                        + (hyphenSite.map { _ in hyphenText(paragraph) } ?? ""),
                    fontSize: size, baseline: baseline,
                    ascent: block.ascent * size, descent: block.descent * size, x: x, width: shaped.advance * size,
                    isRightToLeft: paragraph.isRightToLeft, glyphs: glyphs, inkBounds: ink, fontRuns: fontRuns
                )
            )
        }
        return TextBlock(fontSize: size, lines: lines)
    }

    static let edgeAllowance = 0.125

    /// A line shaped for placement, in em from its left end and baseline (y up).
    struct ShapedLine {
        struct Glyph {
            var font: Int
            var glyph: UInt32
            var x: Double
            var y: Double
        }

        var glyphs: [Glyph] = []
        var advance = 0.0
        var inkLeft = Double.infinity
        var inkRight = -Double.infinity
        var inkTop = Double.infinity
        var inkBottom = -Double.infinity
        /// Where the hanging characters' advance begins and ends.
        var hangingStart = Double.infinity
        var hangingEnd = -Double.infinity

        var hasInk: Bool { inkLeft <= inkRight }
    }

    /// Reshapes one line's characters run by run (so ligatures and joining
    /// match the line, not the paragraph), in visual order (UAX #9 rule L2).
    private func shapeLine(
        _ paragraph: Paragraph,
        _ content: Range<Int>,
        block: AnalyzedBlock,
        hanging: Int,
        language: hb_language_t?
    ) throws(TypesettingError) -> ShapedLine {
        let pieces = paragraph.runs.compactMap { run -> TextRun? in
            let characters = run.characters.clamped(to: content)
            guard !characters.isEmpty else { return nil }
            var piece = run
            piece.characters = characters
            return piece
        }
        var features = block.style.letterSpacing == 0 ? [] : Shaper.noLigatures
        // A bracket that starts a line (not the paragraph's first) or a stop that ends one is
        // drawn in its half-width form, as the line was measured.
        if let first = content.first, first > 0, paragraph.trimAtLineStart.indices.contains(first),
            paragraph.trimAtLineStart[first] > 0
        {
            features += Shaper.halfWidth(paragraph.scalarRange(first..<(first + 1)))
        }
        if let last = content.last, paragraph.trimAtLineEnd.indices.contains(last), paragraph.trimAtLineEnd[last] > 0 {
            features += Shaper.halfWidth(paragraph.scalarRange(last..<(last + 1)))
        }
        var line = ShapedLine()
        var previous: Int?
        for piece in Self.visualOrder(pieces) {
            let font = try shapingFont(block.style.fonts.fonts[piece.font])
            let glyphs = try shaper.shape(
                paragraph.scalars, range: paragraph.scalarRange(piece.characters), font: font,
                rightToLeft: piece.isRightToLeft, script: piece.script, language: language, features: features
            )
            for glyph in glyphs {
                let character = paragraph.characterOfScalar[glyph.cluster]
                if let previous, previous != character, paragraph.spacing[previous] != 0,
                    paragraph.spacing[character] != 0
                {
                    line.advance += block.style.letterSpacing
                }
                previous = character
                let x = line.advance + glyph.xOffset
                line.glyphs.append(ShapedLine.Glyph(font: piece.font, glyph: glyph.glyph, x: x, y: glyph.yOffset))
                if let ink = font.ink(of: glyph.glyph) {
                    line.inkLeft = min(line.inkLeft, x + ink.left)
                    line.inkRight = max(line.inkRight, x + ink.right)
                    line.inkTop = min(line.inkTop, ink.top - glyph.yOffset)
                    line.inkBottom = max(line.inkBottom, ink.bottom - glyph.yOffset)
                }
                if character < hanging {
                    line.hangingStart = min(line.hangingStart, line.advance)
                    line.hangingEnd = max(line.hangingEnd, line.advance + glyph.advance)
                }
                line.advance += glyph.advance
            }
        }
        return line
    }

    /// The hyphen a line broken inside a word ends in, as text.
    private func hyphenText(_ paragraph: Paragraph) -> String {
        Unicode.Scalar(paragraph.hyphen).map { String(Character($0)) } ?? "-"
    }

    /// A hyphen at the end of a line broken inside a word (left-to-right lines only: the
    /// scripts written right to left are not hyphenated).
    private func appendHyphen(
        _ hyphen: UInt32, to line: inout ShapedLine, font fontIndex: Int, block: AnalyzedBlock,
        language: hb_language_t?
    ) throws(TypesettingError) {
        let font = try shapingFont(block.style.fonts.fonts[fontIndex])
        let glyphs = try shaper.shape(
            [hyphen], range: 0..<1, font: font, rightToLeft: false, script: Shaper.script(of: hyphen),
            language: language, features: [])
        for glyph in glyphs {
            let x = line.advance + glyph.xOffset
            line.glyphs.append(ShapedLine.Glyph(font: fontIndex, glyph: glyph.glyph, x: x, y: glyph.yOffset))
            if let ink = font.ink(of: glyph.glyph) {
                line.inkLeft = min(line.inkLeft, x + ink.left)
                line.inkRight = max(line.inkRight, x + ink.right)
                line.inkTop = min(line.inkTop, ink.top - glyph.yOffset)
                line.inkBottom = max(line.inkBottom, ink.bottom - glyph.yOffset)
            }
            line.advance += glyph.advance
        }
    }

    /// A hyphen at the start of a line, the compound's own repeated: the line's glyphs move
    /// right by its advance.
    private func prependHyphen(
        _ hyphen: UInt32, to line: inout ShapedLine, font fontIndex: Int, block: AnalyzedBlock,
        language: hb_language_t?
    ) throws(TypesettingError) {
        var start = ShapedLine()
        try appendHyphen(hyphen, to: &start, font: fontIndex, block: block, language: language)
        let shift = start.advance
        start.glyphs += line.glyphs.map { glyph in
            var moved = glyph
            moved.x += shift
            return moved
        }
        if line.hasInk {
            start.inkLeft = min(start.inkLeft, line.inkLeft + shift)
            start.inkRight = max(start.inkRight, line.inkRight + shift)
            start.inkTop = min(start.inkTop, line.inkTop)
            start.inkBottom = max(start.inkBottom, line.inkBottom)
        }
        start.advance += line.advance
        start.hangingStart = line.hangingStart + shift
        start.hangingEnd = line.hangingEnd + shift
        line = start
    }

    /// Runs in the order they appear from left to right: from the highest level
    /// down to the lowest odd one, every stretch at that level or above is reversed.
    static func visualOrder(_ runs: [TextRun]) -> [TextRun] {
        guard let highest = runs.map(\.level).max(), let lowestOdd = runs.map(\.level).filter({ $0 % 2 == 1 }).min()
        else {
            return runs
        }
        var order = runs
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard order[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, order[end].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
