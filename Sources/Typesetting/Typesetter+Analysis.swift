import CHarfBuzz
import Foundation
import LineBreaking

extension Typesetter {
    /// Splits `text` into paragraphs and analyses each; see `Paragraph`.
    func analyze(
        _ text: String,
        style: TextStyle,
        language: String?,
        identifier: String
    ) throws(TypesettingError) -> AnalyzedBlock {
        let hbLanguage = Shaper.language(language)
        var paragraphs: [Paragraph] = []
        // Installed fonts found for characters the chain lacks join it, for this text only.
        var style = style
        for paragraph in Self.paragraphs(of: text) {
            paragraphs.append(
                try analyzeParagraph(
                    paragraph, chain: &style.fonts, style: style, language: language, hbLanguage: hbLanguage,
                    identifier: identifier)
            )
        }
        let primary = try shapingFont(style.fonts.primary)
        let ink = paragraphs.compactMap { $0.inkExtent(0..<$0.count) }
        let inkTop = ink.map(\.top).min() ?? 0
        let inkBottom = ink.map(\.bottom).max() ?? 0
        var hangingCount = 0
        if let first = paragraphs.first, let mark = first.characters.first, Self.hangingMarks.contains(mark) {
            hangingCount = 1
            if first.count > 1, ["\u{202F}", "\u{00A0}"].contains(first.characters[1]) { hangingCount = 2 }
        }
        return AnalyzedBlock(
            paragraphs: paragraphs,
            style: style,
            ascent: max(primary.ascender, -inkTop),
            descent: max(primary.descender, inkBottom),
            hangingCount: hangingCount,
            hangingWidth: paragraphs.first.map { $0.prefix[hangingCount] } ?? 0
        )
    }

    /// Quotation marks that may open a text and hang outside its edge.
    /// CJK corner brackets are left out: they are full-width, with their space built in.
    static let hangingMarks: Set<Character> = ["\"", "'", "“", "‘", "„", "‚", "«", "»", "‹", "›", "”", "’"]

    /// Paragraphs split at line feeds (and CR LF, CR, U+2028, U+2029); tabs
    /// become spaces and other control characters are dropped.
    static func paragraphs(of text: String) -> [String] {
        var cleaned = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                continue
            case "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}":
                cleaned.append("\n")
            case "\t":
                cleaned.append(" ")
            default:
                if scalar.properties.generalCategory != .control { cleaned.append(scalar) }
            }
        }
        return String(cleaned).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: - Paragraph

    private func analyzeParagraph(
        _ text: String,
        chain: inout FontChain,
        style: TextStyle,
        language: String?,
        hbLanguage: hb_language_t?,
        identifier: String
    ) throws(TypesettingError) -> Paragraph {
        var characters = Array(text)
        let languageFace = chain.fallback?.languageFace(for: language, like: chain.primary)
        var scalars: [UInt32] = []
        var scalarStart: [Int] = []
        var characterOfScalar: [Int] = []
        var fonts: [Int] = []
        scalars.reserveCapacity(characters.count)
        var substitutions: [CharacterSubstitution] = []
        for index in characters.indices {
            let character = characters[index]
            var font = FontChain.resolve(character, in: &chain, language: language, languageFace: languageFace)
            if font == nil {
                // No installed font has it (an emoji newer than the emoji font): a stand-in and a
                // warning, rather than no card.
                let scalar =
                    chain.missingScalars(of: character).first
                    ?? character.unicodeScalars[character.unicodeScalars.startIndex]
                for standIn in CharacterSubstitution.standIns(for: character) {
                    guard let found = FontChain.resolve(standIn, in: &chain, language: language) else { continue }
                    substitutions.append(
                        CharacterSubstitution(original: character, replacement: standIn, missing: scalar))
                    characters[index] = standIn
                    font = found
                    break
                }
                guard font != nil else {
                    throw TypesettingError(
                        .missingCharacter(scalar, fonts: chain.fonts.map(\.description)), textIdentifier: identifier)
                }
            }
            scalarStart.append(scalars.count)
            for scalar in characters[index].unicodeScalars {
                scalars.append(scalar.value)
                characterOfScalar.append(index)
            }
            fonts.append(font ?? 0)
        }
        scalarStart.append(scalars.count)

        let bidi = try BidiLevels(scalars)
        let opportunities = LineBreakRules.opportunities(scalars, language: language)
        let scalarBreaks = opportunities.preferred
        let count = characters.count
        let levels = (0..<count).map { bidi.levels[scalarStart[$0]] }
        let scripts = Self.resolvedScripts(characters)
        var breakAfter = (0..<count).map { scalarBreaks[scalarStart[$0 + 1] - 1] }
        let isSpace = characters.map { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
        // A spaced dash ends the line before rather than starting the next one: "word —" stays together.
        for index in 0..<max(0, count - 1) where isSpace[index] && breakAfter[index] {
            if Self.spacedDashes.contains(characters[index + 1]), index + 2 >= count || isSpace[index + 2] {
                breakAfter[index] = false
            }
        }
        let spacing = scripts.map { Self.isJoined($0) ? 0 : style.letterSpacing }
        let runs = Self.runs(fonts: fonts, levels: levels, scripts: scripts)

        // Shape each run once at the em scale, and give every character its advance and ink.
        var advance = [Double](repeating: 0, count: count)
        var penStart = [Double](repeating: .infinity, count: count)
        var penEnd = [Double](repeating: -.infinity, count: count)
        var inkLeft = [Double](repeating: .infinity, count: count)
        var inkRight = [Double](repeating: -.infinity, count: count)
        var inkTop = [Double](repeating: .infinity, count: count)
        var inkBottom = [Double](repeating: -.infinity, count: count)
        let features = style.letterSpacing == 0 ? [] : Shaper.noLigatures
        for run in runs {
            let font = try shapingFont(chain.fonts[run.font])
            let glyphs = try shaper.shape(
                scalars, range: scalarStart[run.characters.lowerBound]..<scalarStart[run.characters.upperBound],
                font: font, rightToLeft: run.isRightToLeft, script: run.script, language: hbLanguage, features: features
            )
            var pen = 0.0
            for glyph in glyphs {
                let character = characterOfScalar[glyph.cluster]
                if glyph.glyph == 0, let scalar = Unicode.Scalar(scalars[glyph.cluster]), FontChain.needsGlyph(scalar) {
                    throw TypesettingError(
                        .missingCharacter(scalar, fonts: chain.fonts.map(\.description)),
                        file: font.font.file.path, textIdentifier: identifier
                    )
                }
                advance[character] += glyph.advance
                penStart[character] = min(penStart[character], pen)
                penEnd[character] = max(penEnd[character], pen + glyph.advance)
                if let ink = font.ink(of: glyph.glyph) {
                    inkLeft[character] = min(inkLeft[character], pen + glyph.xOffset + ink.left)
                    inkRight[character] = max(inkRight[character], pen + glyph.xOffset + ink.right)
                    inkTop[character] = min(inkTop[character], ink.top - glyph.yOffset)
                    inkBottom[character] = max(inkBottom[character], ink.bottom - glyph.yOffset)
                }
                pen += glyph.advance
            }
        }
        var overhang = [Double](repeating: 0, count: count)
        var prefix = [0.0]
        prefix.reserveCapacity(count + 1)
        for index in 0..<count {
            if inkLeft[index] <= inkRight[index] {
                overhang[index] = max(0, penStart[index] - inkLeft[index], inkRight[index] - penEnd[index])
            }
            advance[index] += spacing[index]
            prefix.append(prefix[index] + advance[index])
        }
        var contentEnd = [0]
        for end in stride(from: 1, through: count, by: 1) {
            contentEnd.append(isSpace[end - 1] ? contentEnd[end - 1] : end)
        }
        let joinsPrevious = (0..<count).map { $0 > 0 && penStart[$0] == .infinity && !isSpace[$0] }
        var paragraph = Paragraph(
            characters: characters, scalars: scalars, scalarStart: scalarStart, characterOfScalar: characterOfScalar,
            font: fonts, level: levels, script: scripts, isSpace: isSpace, breakAfter: breakAfter, spacing: spacing,
            isRightToLeft: bidi.isRightToLeft, runs: runs, advance: advance, overhang: overhang, prefix: prefix,
            contentEnd: contentEnd, inkTop: inkTop, inkBottom: inkBottom
        )
        paragraph.joinsPrevious = joinsPrevious
        paragraph.substitutions = substitutions
        paragraph.fallbackBreakAfter = (0..<count).map { character in
            let last = scalarStart[character + 1] - 1
            return opportunities.fallback[last] && !scalarBreaks[last]
        }
        if let hyphenator = Hyphenator.forLanguage(language), !bidi.isRightToLeft {
            paragraph.hyphenAfter = Self.hyphenationPoints(characters, hyphenator)
        }
        try addHyphenSites(to: &paragraph, chain: chain, language: language, hbLanguage: hbLanguage)
        if language?.split(separator: "-").first?.lowercased() == "ja" {
            try addBracketTrims(to: &paragraph, chain: chain, hbLanguage: hbLanguage)
        }
        return paragraph
    }

    /// Full-width opening brackets, whose left half is blank.
    static let openingBrackets: Set<Character> = ["「", "『", "（", "〔", "［", "｛", "〈", "《", "【", "〘", "〖", "〝"]
    /// Full-width closing brackets and Japanese stops, whose right half is blank.
    static let closingPunctuation: Set<Character> = [
        "」", "』", "）", "〕", "］", "｝", "〉", "》", "】", "〙", "〗", "〟", "。", "、", "，", "．",
    ]

    /// How much of each Japanese bracket and stop is blank, from the font's own half-width
    /// forms (OpenType `halt`): what a line gives up where one starts or ends it. A font
    /// without them trims nothing.
    private func addBracketTrims(
        to paragraph: inout Paragraph, chain: FontChain, hbLanguage: hb_language_t?
    ) throws(TypesettingError) {
        var start = [Double](repeating: 0, count: paragraph.count)
        var end = start
        for (index, character) in paragraph.characters.enumerated() {
            let opening = Self.openingBrackets.contains(character)
            guard opening || Self.closingPunctuation.contains(character),
                let scalar = character.unicodeScalars.first?.value
            else { continue }
            let font = try shapingFont(chain.fonts[paragraph.font[index]])
            let halved = try shaper.shape(
                [scalar], range: 0..<1, font: font, rightToLeft: false, script: HB_SCRIPT_HAN, language: hbLanguage,
                features: Shaper.halfWidth(0..<1)
            ).reduce(0) { $0 + $1.advance }
            let blank = max(0, paragraph.advance[index] - paragraph.spacing[index] - halved)
            if opening { start[index] = blank } else { end[index] = blank }
        }
        let largest = (start.max() ?? 0) + (end.max() ?? 0)
        guard largest > 0 else { return }
        paragraph.trimAtLineStart = start
        paragraph.trimAtLineEnd = end
        paragraph.largestTrim = largest
    }

    /// The hyphen of every place a line may end inside a word: after each soft hyphen, and
    /// one past each hyphenation point, in the font of the letter before it.
    private func addHyphenSites(
        to paragraph: inout Paragraph, chain: FontChain, language: String?, hbLanguage: hb_language_t?
    ) throws(TypesettingError) {
        let softEnds = paragraph.characters.indices.filter { paragraph.characters[$0] == "\u{AD}" }.map { $0 + 1 }
        let characters = paragraph.characters
        let repeatedStarts =
            Self.repeatsHyphens(language)
            ? (2..<max(2, characters.count)).filter { start in
                ["-", "\u{2010}"].contains(characters[start - 1]) && paragraph.breakAfter[start - 1]
                    && characters[start - 2].isLetter && characters[start].isLetter
            } : []
        guard !softEnds.isEmpty || !paragraph.hyphenAfter.isEmpty || !repeatedStarts.isEmpty else { return }
        var widths: [Int: (scalar: UInt32, width: Double)] = [:]
        func site(_ end: Int, isSoft: Bool) throws(TypesettingError) -> Paragraph.HyphenSite {
            // The font of the last visible letter before the break draws its hyphen.
            var letter = end - 1
            while letter > 0, Paragraph.isInvisible(paragraph.characters[letter]) { letter -= 1 }
            let font = paragraph.font[letter]
            if widths[font] == nil {
                let scalar = Self.hyphen(for: language, in: chain.fonts[font])
                widths[font] = (scalar, try advance(of: scalar, in: chain.fonts[font], hbLanguage))
            }
            paragraph.hyphen = widths[font]?.scalar ?? paragraph.hyphen
            return Paragraph.HyphenSite(width: widths[font]?.width ?? 0, font: font, isSoft: isSoft)
        }
        for end in paragraph.hyphenAfter.map({ $0 + 1 }) { paragraph.hyphenSites[end] = try site(end, isSoft: false) }
        for end in softEnds where end < paragraph.count { paragraph.hyphenSites[end] = try site(end, isSoft: true) }
        for start in repeatedStarts { paragraph.repeatedHyphens[start] = try site(start - 1, isSoft: true) }
    }

    /// Languages that write a compound's own hyphen again at the start of the next line when
    /// the compound breaks there, so the reader knows the hyphen belongs to the word.
    static func repeatsHyphens(_ language: String?) -> Bool {
        guard let base = language?.split(separator: "-").first?.lowercased() else { return false }
        return ["pl", "pt", "cs", "sk", "hr"].contains(base)
    }

    /// The hyphen a language draws where a word breaks: Armenian its own `֊`; every other
    /// language the typographic hyphen U+2010 as Chromium draws it, or the hyphen-minus where
    /// the font has no U+2010.
    static func hyphen(for language: String?, in font: Font) -> UInt32 {
        let base = language?.split(separator: "-").first?.lowercased()
        if base == "hy", font.covers("\u{058A}") { return 0x058A }
        return font.covers("\u{2010}") ? 0x2010 : 0x2D
    }

    /// Dashes that, set between spaces, belong to the end of a line.
    static let spacedDashes: Set<Character> = ["—", "–", "-"]

    /// The hyphenation points of every word (a run of letters) of five letters or more, but
    /// for those of an address (a URL, an e-mail address): a hyphen there changes what it says.
    static func hyphenationPoints(_ characters: [Character], _ hyphenator: Hyphenator) -> [Int] {
        var isAddress = [Bool](repeating: false, count: characters.count)
        var tokenStart = 0
        for index in 0...characters.count where index == characters.count || characters[index].isWhitespace {
            let token = String(characters[tokenStart..<index])
            if token.contains("://") || token.contains("@") || token.lowercased().hasPrefix("www.") {
                for position in tokenStart..<index { isAddress[position] = true }
            }
            tokenStart = index + 1
        }
        var points: [Int] = []
        var start: Int?
        for index in 0...characters.count {
            let isLetter = index < characters.count && characters[index].isLetter && !isAddress[index]
            if isLetter, start == nil { start = index }
            if !isLetter, let first = start {
                if index - first >= 5 {
                    points += hyphenator.points(in: Array(characters[first..<index])).map { first + $0 }
                }
                start = nil
            }
        }
        return points
    }

    /// The advance of one character in `font`, in em.
    func advance(of scalar: UInt32, in font: Font, _ language: hb_language_t?) throws(TypesettingError) -> Double {
        let shaping = try shapingFont(font)
        let glyphs = try shaper.shape(
            [scalar], range: 0..<1, font: shaping, rightToLeft: false, script: Shaper.script(of: scalar),
            language: language, features: [])
        return glyphs.reduce(0) { $0 + $1.advance }
    }

    /// Each character's script, with Common and Inherited characters (spaces,
    /// punctuation, marks) taking the script of the text around them.
    static func resolvedScripts(_ characters: [Character]) -> [hb_script_t] {
        var scripts = characters.map { character in
            Shaper.script(of: character.unicodeScalars[character.unicodeScalars.startIndex].value)
        }
        let shared: Set<UInt32> = [HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue]
        guard let firstReal = scripts.first(where: { !shared.contains($0.rawValue) }) else { return scripts }
        var current = firstReal
        for index in scripts.indices {
            if shared.contains(scripts[index].rawValue) { scripts[index] = current } else { current = scripts[index] }
        }
        return scripts
    }

    /// Scripts whose letters join; letter spacing would break them apart.
    static func isJoined(_ script: hb_script_t) -> Bool {
        [HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MONGOLIAN, HB_SCRIPT_MANDAIC, HB_SCRIPT_ADLAM]
            .contains(script)
    }

    static func runs(fonts: [Int], levels: [UInt8], scripts: [hb_script_t]) -> [TextRun] {
        var runs: [TextRun] = []
        for index in fonts.indices {
            if var last = runs.last, last.font == fonts[index], last.level == levels[index],
                last.script == scripts[index]
            {
                last.characters = last.characters.lowerBound..<(index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(
                    TextRun(
                        characters: index..<(index + 1), font: fonts[index], level: levels[index],
                        script: scripts[index]))
            }
        }
        return runs
    }
}
