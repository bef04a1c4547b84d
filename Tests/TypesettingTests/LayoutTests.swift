import Testing
import Typesetting

@Suite struct LayoutTests {
    // MARK: - Fitting

    @Test(arguments: Samples.all.map(\.name))
    func theChosenSizeIsTheLargestThatFits(name: String) throws {
        let sample = try #require(Samples.all.first { $0.name == name })
        let typesetter = try Typesetter()
        let fitted = try typesetter.layout(
            try Fixtures.request(sample.text, language: sample.language, height: 300, size: 16...120))
        #expect(fitted.clamping == nil)
        let size = fitted.quote.fontSize
        #expect(size < 120)
        let atSize = try typesetter.layout(
            try Fixtures.request(sample.text, language: sample.language, height: 300, size: size...size))
        #expect(atSize.clamping == nil)
        #expect(atSize.quote.lines.map(\.text) == fitted.quote.lines.map(\.text))
        // One pixel larger, the words no longer fit whole: the text is cut short, or breaks a word.
        let larger = try typesetter.layout(
            try Fixtures.request(sample.text, language: sample.language, height: 300, size: (size + 1)...(size + 1)))
        #expect(larger.clamping != nil || larger.quote.lines.contains { ["-", "\u{2010}"].contains($0.text.last) })
    }

    @Test func shortTextsStopAtTheMaximumSize() throws {
        let layout = try Typesetter().layout(try Fixtures.request("Hi.", size: 24...72))
        #expect(layout.quote.fontSize == 72)
        #expect(layout.quote.lines.map(\.text) == ["Hi."])
    }

    @Test func textThatCannotFitIsClampedWithAnEllipsis() throws {
        let text = String(repeating: "All work and no play makes Jack a dull boy. ", count: 40)
        let layout = try Typesetter().layout(try Fixtures.request(text, speaker: "— Jack", size: 24...72))
        let clamping = try #require(layout.clamping)
        #expect(clamping == Clamping(lineCount: 14, fontSize: 24, ending: "All work and no play makes"))
        #expect(clamping.description == "clamped to 14 lines at 24 px, ending “…All work and no play makes…”")
        #expect(layout.quote.lines.count == 14)
        #expect(layout.quote.fontSize == 24)
        let last = try #require(layout.quote.lines.last)
        #expect(last.text.hasSuffix("…"))
        #expect(!last.text.dropLast().hasSuffix(" "))
        // One more line would not have fitted above the speaker.
        let speakerTop = try #require(layout.speaker?.lines.first?.lineBox.minY)
        #expect(last.lineBox.maxY + 24 * 1.2 > speakerTop - 24)
    }

    @Test("a text clamped where its last kept line is blank does not crash (found by the fuzzer)")
    func clampingAtABlankLine() throws {
        let text = "Hello\n" + String(repeating: "\n", count: 40) + "world"
        let layout = try Typesetter().layout(try Fixtures.request(text, width: 300, height: 100, size: 12...12))
        #expect(layout.isClamped)
    }

    @Test("a word broken by force never comes apart inside a glyph, so no line outgrows its box (found by the fuzzer)")
    func splitsKeepGlyphsWhole() throws {
        let text =
            "\u{FFFD}9\u{5}Hello\u{1}1\u{0}\u{0}flinelH\u{FFFD}\u{200D}\u{1F467}`\u{E2A}\u{E20}\u{E31}\u{E1F}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}cff\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{2038}\u{FFFD}\u{FFFD}le://\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}/\u{FFFD}\u{FFFD}\u{E23}"
        let chain = try Fixtures.chain([
            "League Spartan Bold", "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold",
            "Noto Sans Hebrew Bold", "Noto Color Emoji", "Symbola",
        ])
        let layout = try Typesetter().layout(
            try Fixtures.request(text, language: "ko", width: 120, height: 60, chain: chain, size: 12...96))
        for line in layout.quote.lines {
            let ink = try #require(line.inkBounds)
            #expect(ink.minX >= -1 && ink.maxX <= 121, "\\(line.text): \\(ink)")
        }
    }

    @Test func clampingCutsAtAWordWhenItCan() throws {
        let text = "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
        let layout = try Typesetter().layout(try Fixtures.request(text, width: 400, height: 90, size: 32...32))
        #expect(layout.quote.lines.map(\.text) == ["One two three four five", "six seven eight nine ten…"])
        #expect(layout.clamping == Clamping(lineCount: 2, fontSize: 32, ending: "five six seven eight nine ten"))
    }

    // MARK: - Speaker and vertical placement

    @Test func theSpeakerIsSetInItsOwnStyleBelowTheQuote() throws {
        let layout = try Typesetter().layout(
            try Fixtures.request(Samples.english, speaker: "— Don Draper", size: 24...72))
        let speaker = try #require(layout.speaker)
        #expect(speaker.fontSize == 32)
        #expect(speaker.lines.map(\.text) == ["— Don Draper"])
        let quoteBottom = try #require(layout.quote.lines.last?.lineBox.maxY)
        let gap = try #require(speaker.lines.first?.lineBox.minY) - quoteBottom
        #expect(gap >= 24 && gap <= 26)
    }

    @Test func theSpeakerIsNeverLargerThanTheQuote() throws {
        let text = String(repeating: "Long quotes shrink to fit their box. ", count: 8)
        var request = try Fixtures.request(text, speaker: "— Someone Wordy", height: 400, size: 20...72)
        request.speakerStyle.maxSize = 60
        request.speakerStyle.minSize = 16
        let layout = try Typesetter().layout(request)
        let speaker = try #require(layout.speaker)
        #expect(layout.quote.fontSize < 60)
        // The speaker shrank to the quote's size, and the quote took some of the room that freed.
        #expect(speaker.fontSize <= layout.quote.fontSize)
        #expect(speaker.fontSize >= layout.quote.fontSize - 2)
        #expect(layout.clamping == nil)
    }

    @Test(arguments: [("en", Samples.english, false), ("he", Samples.hebrew, true), ("ar", Samples.arabic, true)])
    func theSpeakerFollowsTheQuotesDirection(language: String, quote: String, right: Bool) throws {
        let layout = try Typesetter().layout(try Fixtures.request(quote, speaker: "— Don Draper", language: language))
        let speaker = try #require(layout.speaker?.lines.first)
        let quote = try #require(layout.quote.lines.first)
        #expect(!speaker.isRightToLeft)
        #expect(quote.isRightToLeft == right)
        if right {
            #expect(abs(speaker.x + speaker.width - (quote.x + quote.width)) < 1)
        } else {
            #expect(abs(speaker.x - quote.glyphs[1].x) < 1)
        }
    }

    @Test(arguments: VerticalAlignment.allCases)
    func verticalAlignment(alignment: VerticalAlignment) throws {
        let layout = try Typesetter().layout(
            try Fixtures.request("Short and sweet.", size: 40...40, verticalAlignment: alignment))
        let line = try #require(layout.quote.lines.first)
        let above = line.lineBox.minY
        let below = Double(layout.height) - line.lineBox.maxY
        switch alignment {
        case .top: #expect(above >= 0 && above <= 1.5)
        case .center: #expect(abs(above - below) <= 2)
        case .bottom: #expect(below >= 0 && below <= 1.5)
        }
    }

    // MARK: - Alignment and hanging punctuation

    @Test(
        arguments: [
            (TextAlignment.left, "en", "Time and tide wait for no man."),
            (.right, "en", "Time and tide wait for no man."),
            (.center, "en", "Time and tide wait for no man."),
            (.natural, "en", "Time and tide wait for no man."),
            (.natural, "he", "הזמן והגאות אינם מחכים לאיש."),
            (.natural, "ar", "الوقت والمد لا ينتظران أحدًا."),
        ] as [(TextAlignment, String, String)])
    func horizontalAlignment(alignment: TextAlignment, language: String, text: String) throws {
        let layout = try Typesetter().layout(
            try Fixtures.request(
                text, language: language, width: 400, size: 40...40, alignment: alignment, hanging: false)
        )
        #expect(layout.quote.lines.count == 2)
        let rightToLeft = language != "en"
        for line in layout.quote.lines {
            #expect(line.isRightToLeft == rightToLeft)
            let left = line.x
            let right = 400 - (line.x + line.width)
            switch alignment == .natural ? (rightToLeft ? .right : .left) : alignment {
            case .left: #expect(left >= 0 && left < 1)
            case .right: #expect(right >= 0 && right < 1)
            default: #expect(abs(left - right) < 1)
            }
        }
    }

    @Test func anOpeningQuoteHangsOutsideTheTextEdge() throws {
        let text = "\"Time and tide wait for no man, and neither do deadlines.\""
        let hanging = try Typesetter().layout(try Fixtures.request(text, width: 600, size: 40...40, alignment: .left))
        let first = try #require(hanging.quote.lines.first)
        let second = hanging.quote.lines[1]
        #expect(first.text.hasPrefix("“Time"))
        // The letters after the mark and the next line start on one edge; the mark sits left of it.
        #expect(abs(first.glyphs[1].x - second.x) < 0.001)
        #expect(first.glyphs[0].x < second.x - 10)
        #expect(first.x >= 0)

        let flush = try Typesetter().layout(
            try Fixtures.request(text, width: 600, size: 40...40, alignment: .left, hanging: false))
        #expect(abs(flush.quote.lines[0].x - flush.quote.lines[1].x) < 0.001)
    }

    @Test func aRightToLeftQuoteHangsItsMarkToTheRight() throws {
        let text = "\"הזמן והגאות אינם מחכים לאיש, וגם לא מועדי ההגשה.\""
        let layout = try Typesetter().layout(try Fixtures.request(text, language: "he", width: 600, size: 40...40))
        let first = try #require(layout.quote.lines.first)
        let second = layout.quote.lines[1]
        #expect(first.text.hasPrefix("„"))
        #expect(first.x + first.width > second.x + second.width + 10)
        #expect(first.x + first.width <= 600)
    }

    @Test("centred text hangs only its opening mark: the lines after it are centred on their advance")
    func centredTextHangsOnlyTheMark() throws {
        let text = "\"Time and tide wait for no man, and neither do deadlines.\""
        let layout = try Typesetter().layout(try Fixtures.request(text, width: 600, size: 40...40, alignment: .center))
        for line in layout.quote.lines.dropFirst() {
            #expect(abs(line.x - (600 - line.x - line.width)) < 1)
        }
    }

    // MARK: - Shaping and bidi

    private func glyphs(_ text: String, language: String = "en", letterSpacing: Double = 0) throws -> TextLine {
        let layout = try Typesetter().layout(
            try Fixtures.request(
                text, language: language, size: 40...40, letterSpacing: letterSpacing, smartQuotes: false)
        )
        return try #require(layout.quote.lines.first)
    }

    @Test func kerningPullsLettersTogether() throws {
        let pair = try glyphs("AV").width
        let apart = try glyphs("A").width + glyphs("V").width
        #expect(pair < apart - 1)
    }

    @Test func arabicLettersJoin() throws {
        let isolated = try glyphs("ب", language: "ar").glyphs.map(\.glyph)
        let joined = try glyphs("ببب", language: "ar").glyphs.map(\.glyph)
        #expect(joined.count == 3)
        #expect(Set(joined).count == 3)
        #expect(!joined.contains(isolated[0]))
    }

    @Test func hebrewRunsRightToLeftInsideLatin() throws {
        let shin = try glyphs("ש").glyphs[0].glyph
        let finalMem = try glyphs("ם").glyphs[0].glyph
        let c = try glyphs("c").glyphs[0].glyph
        let d = try glyphs("d").glyphs[0].glyph
        let line = try glyphs("abc שלום def")
        func x(_ glyph: UInt32) throws -> Double { try #require(line.glyphs.first { $0.glyph == glyph }).x }
        #expect(!line.isRightToLeft)
        #expect(try x(c) < x(finalMem))
        #expect(try x(finalMem) < x(shin))
        #expect(try x(shin) < x(d))
        #expect(line.glyphs.map(\.x) == line.glyphs.map(\.x).sorted())
    }

    @Test func letterSpacingAddsSpaceBetweenCharactersButNotInsideArabic() throws {
        let plain = try glyphs("ABCD").width
        let spaced = try glyphs("ABCD", letterSpacing: 0.1).width
        #expect(abs(spaced - plain - 3 * 4) < 0.001)
        let arabic = try glyphs("ببب", language: "ar").width
        let arabicSpaced = try glyphs("ببب", language: "ar", letterSpacing: 0.1).width
        #expect(abs(arabicSpaced - arabic) < 0.001)
    }

    @Test func smartQuotesCanBeSwitchedOff() throws {
        let on = try Typesetter().layout(try Fixtures.request(#""Go" -- now"#, size: 40...40))
        let off = try Typesetter().layout(try Fixtures.request(#""Go" -- now"#, size: 40...40, smartQuotes: false))
        #expect(on.quote.lines.map(\.text) == ["“Go” — now"])
        #expect(off.quote.lines.map(\.text) == [#""Go" -- now"#])
    }

    @Test func lineFeedsStartNewParagraphs() throws {
        let layout = try Typesetter().layout(try Fixtures.request("First.\nSecond.\r\n\nFourth.", size: 40...40))
        #expect(layout.quote.lines.map(\.text) == ["First.", "Second.", "", "Fourth."])
    }

    // MARK: - Errors

    @Test func aCharacterNoFontHasIsAnErrorNamingIt() throws {
        let chain = try Fixtures.closedChain(["League Spartan Bold"])
        let request = try Fixtures.request("Smile 😀 please", id: "q-emoji", chain: chain)
        let error = try #require(throws: TypesettingError.self) { try Typesetter().layout(request) }
        #expect(error.reason == .missingCharacter("\u{1F600}", fonts: ["League Spartan Bold"]))
        #expect(error.textIdentifier == "q-emoji")
        #expect(error.description == "text 'q-emoji': no font in the chain (League Spartan Bold) has U+1F600 '😀'")
    }

    @Test func withSymbolaInTheChainTheEmojiRenders() throws {
        let chain = try Fixtures.chain(["League Spartan Bold", "Symbola"])
        let typesetter = try Typesetter()
        let layout = try typesetter.layout(try Fixtures.request("Smile 😀 please", chain: chain, size: 40...40))
        let symbola = try #require(layout.fonts.firstIndex { $0.family == "Symbola" })
        let emoji = try #require(layout.quote.lines[0].glyphs.first { $0.font == symbola })
        let mask = try typesetter.rasterize(layout)
        // Ink in the middle of the emoji's 40 px em, above the baseline.
        let x = Int(emoji.x) + 20
        #expect((Int(emoji.y) - 30..<Int(emoji.y)).contains { mask.coverage(x: x, y: $0) > 128 })
    }

    @Test(arguments: [
        ("", TypesettingError.Reason.emptyText),
        ("  \n ", .emptyText),
    ])
    func emptyTextIsAnError(text: String, reason: TypesettingError.Reason) throws {
        let request = try Fixtures.request(text, id: "q-empty")
        #expect(throws: TypesettingError(reason, textIdentifier: "q-empty")) { try Typesetter().layout(request) }
    }

    @Test func impossibleStylesAreErrors() throws {
        var request = try Fixtures.request("Fine.", id: "q-style")
        request.quoteStyle.minSize = 50
        request.quoteStyle.maxSize = 40
        let error = try #require(throws: TypesettingError.self) { try Typesetter().layout(request) }
        #expect(
            error
                == TypesettingError(
                    .invalidValue("the quote's minimum size 50 px is above its maximum size 40 px"),
                    textIdentifier: "q-style"))
    }

    @Test func aBoxTooSmallForOneLineIsAnError() throws {
        let request = try Fixtures.request("Fine words.", id: "q-small", height: 20, size: 24...48)
        let error = try #require(throws: TypesettingError.self) { try Typesetter().layout(request) }
        #expect(
            error == TypesettingError(.boxTooSmall(width: 1040, height: 20, fontSize: 24), textIdentifier: "q-small"))
        #expect(error.description == "text 'q-small': the text box (1040×20 px) is too small for one line at 24 px")
    }

    @Test func aBoxNarrowerThanOneCharacterIsAnError() throws {
        let request = try Fixtures.request("W", id: "q-narrow", width: 10, size: 24...48)
        #expect(
            throws: TypesettingError(.boxTooSmall(width: 10, height: 470, fontSize: 24), textIdentifier: "q-narrow")
        ) {
            try Typesetter().layout(request)
        }
    }
}
