import Testing

@testable import Typesetting

/// Typography round three, in the typesetter: hyphens drawn, hyphenation weighed against
/// shrinking, the face made for each script, Japanese phrases, emoji newer than the fonts,
/// URLs and hanging punctuation.
@Suite struct TypographyTests {
    private static let hyphens: Set<Character> = ["-", "\u{2010}"]

    private func layout(
        _ text: String, language: String?, width: Int = 1040, height: Int = 470, size: ClosedRange<Double> = 24...72,
        readable: Double? = nil, alignment: TextAlignment = .natural, chain: FontChain? = nil
    ) throws -> TextLayout {
        var request = try Fixtures.request(
            text, language: language, width: width, height: height, chain: chain, size: size, alignment: alignment)
        request.quoteStyle.readableSize = readable
        return try Typesetter().layout(request)
    }

    // MARK: - Hyphens

    @Test("a soft hyphen at a line's end is drawn as a hyphen; elsewhere it is invisible and not in the text")
    func softHyphens() throws {
        let text = "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrt"
        let narrow = try layout(text, language: "de", width: 260, height: 800, size: 60...60)
        let lines = narrow.quote.lines
        #expect(lines.count > 1)
        for line in lines.dropLast() {
            #expect(Self.hyphens.contains(line.text.last ?? " "), "\(lines.map(\.text))")
        }
        for line in lines { #expect(!line.text.contains("\u{AD}")) }
        // The hyphen is a glyph of the line, inside the box.
        let first = try #require(lines.first)
        #expect(first.glyphs.count == "Donau".count + 1, "\(first.glyphs.count) glyphs")
        let wide = try layout(text, language: "de", width: 2000, size: 40...40)
        #expect(wide.quote.lines.map(\.text) == ["Donaudampfschifffahrt"])
    }

    @Test("the hyphen is the language's: Armenian breaks with ֊")
    func armenianHyphen() throws {
        let chain = try Fixtures.chain(["Noto Sans Armenian Bold"])
        let text = "Կաթիլ\u{AD}կաթիլ\u{AD}լիճ\u{AD}կդառնա"
        let narrow = try layout(text, language: "hy", width: 300, height: 800, size: 60...60, chain: chain)
        #expect(narrow.quote.lines.first?.text.last == "\u{058A}", "\(narrow.quote.lines.map(\.text))")
    }

    @Test("Polish writes a compound's hyphen again at the start of the next line; English does not")
    func repeatedHyphen() throws {
        let polish = try layout("biało-czerwona flaga", language: "pl", width: 300, height: 800, size: 60...60)
        #expect(
            polish.quote.lines.map(\.text) == ["biało-", "-czerwona", "flaga"], "\(polish.quote.lines.map(\.text))")
        let english = try layout("well-known facts", language: "en", width: 200, height: 800, size: 60...60)
        #expect(!english.quote.lines.contains { $0.text.hasPrefix("-") }, "\(english.quote.lines.map(\.text))")
    }

    // MARK: - Fitting

    @Test("long compounds are hyphenated at a large size rather than shrunk to fit whole")
    func hyphenateBeforeShrinking() throws {
        let text =
            "Die Donaudampfschifffahrtsgesellschaftskapitäne, Rindfleischetikettierungsüberwachungsaufgaben und Grundstücksverkehrsgenehmigungszuständigkeiten."
        let fitted = try layout(text, language: "de", width: 950, height: 1300, size: 36...130)
        #expect(fitted.quote.fontSize >= 80, "\(fitted.quote.fontSize): \(fitted.quote.lines.map(\.text))")
        #expect(fitted.quote.lines.contains { Self.hyphens.contains($0.text.last ?? " ") })
        #expect(fitted.quote.lines.first?.text != "Die")
    }

    @Test("whole words win when hyphens would gain only a little size")
    func wholeWordsWhenCheap() throws {
        let text = "Change is neither good nor bad. It simply is, and we make of it what we will."
        let fitted = try layout(text, language: "en", size: 24...120)
        #expect(!fitted.quote.lines.contains { Self.hyphens.contains($0.text.last ?? " ") })
    }

    @Test("below the readable size, hyphenation comes first whatever it costs")
    func readableSizeIsAFloor() throws {
        let text = "Unverhältnismäßigkeitsgrundsatz und Verfassungsbeschwerde"
        let free = try layout(text, language: "de", width: 500, height: 400, size: 20...90)
        let floored = try layout(text, language: "de", width: 500, height: 400, size: 20...90, readable: 60)
        #expect(floored.quote.fontSize >= 60, "\(floored.quote.fontSize)")
        #expect(floored.quote.fontSize >= free.quote.fontSize)
    }

    // MARK: - Faces

    @Test(
        "an installed fallback is the bold face made for the script, asked for with the language",
        arguments: [
            ("ລ", "lo", "Noto Sans Lao"), ("ა", "ka", "Noto Sans Georgian"), ("Ա", "hy", "Noto Sans Armenian"),
            ("ස", "si", "Noto Sans Sinhala"),
        ])
    func faceForTheScript(character: Character, language: String, family: String) throws {
        let bold = try Fixtures.library.font(named: "League Spartan Bold")
        let font = try #require(Fixtures.library.fallbackFont(for: character, like: bold, language: language))
        #expect(font.family == family && font.isBold, "\(font)")
        // Without a language, the script names one.
        let inferred = try #require(Fixtures.library.fallbackFont(for: character, like: bold, language: nil))
        #expect(inferred.family == family, "\(inferred)")
    }

    @Test("Urdu is set in Nastaliq, Persian and Arabic in the chain's Naskh")
    func urduInNastaliq() throws {
        let chain = try Fixtures.chain(["League Spartan Bold", "Noto Sans Arabic Bold"])
        let urdu = try layout("محنت کامیابی کی کنجی ہے۔", language: "ur", chain: chain)
        #expect(urdu.fonts.contains { $0.family == "Noto Nastaliq Urdu" })
        let arabic = try layout("العلم نور والجهل ظلام.", language: "ar", chain: chain)
        #expect(!arabic.fonts.contains { $0.family == "Noto Nastaliq Urdu" })
    }

    @Test("Traditional and Simplified Chinese are told apart by their characters")
    func chineseForms() {
        #expect(ScriptLanguage.infer("學而不思則罔，思而不學則殆。") == "zh-Hant")
        #expect(ScriptLanguage.infer("千里之行，始于足下。") == "zh-Hans")
        #expect(ScriptLanguage.infer("人口") == "zh-Hans")
    }

    // MARK: - Emoji newer than the fonts

    @Test("an emoji no installed font has is replaced and reported, not an error")
    func newerEmoji() throws {
        let fitted = try layout("Monday again 🫩", language: "en")
        #expect(fitted.substitutions.map(\.original) == ["🫩"])
        #expect(!fitted.quote.lines.map(\.text).joined().contains("🫩"))
        #expect(fitted.substitutions.first?.description.contains("U+1FAE9") == true)
    }

    // MARK: - Japanese

    @Test("Japanese brackets give up their blank half at the start of a line that is not a paragraph's first")
    func bracketTrimming() throws {
        let chain = try Fixtures.chain(["Noto Sans CJK JP Bold"])
        let text = "吾輩は猫である。「名前はまだ無い」と言った。"
        let narrow = try layout(
            text, language: "ja", width: 400, height: 900, size: 50...50, alignment: .left, chain: chain)
        let lines = narrow.quote.lines
        let opening = try #require(lines.dropFirst().first { $0.text.hasPrefix("「") }, "\(lines.map(\.text))")
        let plain = try #require(lines.first)
        // The bracket's ink sits on the edge where the other lines' ink starts (within a tenth of an em).
        let openingInk = try #require(opening.inkBounds), plainInk = try #require(plain.inkBounds)
        #expect(abs(openingInk.minX - plainInk.minX) < 5, "\(openingInk.minX) vs \(plainInk.minX)")
    }

    // MARK: - The speaker's rank

    @Test("a speaker scale keeps the speaker that share of the quote's size, down to its own minimum")
    func speakerScale() throws {
        var request = try Fixtures.request(
            "Change is neither good nor bad. It simply is.", speaker: "— Don Draper", size: 24...72)
        request.speakerStyle = TextStyle(fonts: request.speakerStyle.fonts, maxSize: 100, minSize: 12)
        let equal = try Typesetter().layout(request)
        #expect(try #require(equal.speaker).fontSize == equal.quote.fontSize)
        request.speakerScale = 0.6
        let ranked = try Typesetter().layout(request)
        let speaker = try #require(ranked.speaker)
        #expect(
            speaker.fontSize <= ranked.quote.fontSize * 0.6 + 0.01, "\(speaker.fontSize) vs \(ranked.quote.fontSize)")
        #expect(speaker.fontSize >= ranked.quote.fontSize * 0.6 - 1)
    }

    // MARK: - Hanging punctuation

    @Test("a centred quote hangs its opening mark: the letters are centred, the mark outside them")
    func centredHanging() throws {
        let text = "“Time and tide wait for no man.”"
        let fitted = try layout(text, language: "en", width: 1200, size: 40...40, alignment: .center)
        let line = try #require(fitted.quote.lines.first)
        let markWidth = try #require(line.glyphs.dropFirst().first).x - line.glyphs[0].x
        let lettersLeft = line.glyphs[1].x - line.x
        let left = line.x + lettersLeft, right = 1200 - (line.x + line.width)
        // Centred on the letters (and the closing mark), not on the opening mark.
        #expect(abs(left - right) < markWidth * 0.6, "left \(left), right \(right)")
    }
}
