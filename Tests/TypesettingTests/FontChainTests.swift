import Testing

@testable import Typesetting

@Suite struct FontChainTests {
    @Test(
        arguments: [
            ("A", "League Spartan Bold"),
            ("é", "League Spartan Bold"),
            ("東", "Noto Sans CJK JP"),
            ("「", "Noto Sans CJK JP"),
            ("ب", "Noto Sans Arabic"),
            ("ש", "Noto Sans Hebrew"),
            ("😀", "Symbola"),
            // A variation selector needs no glyph of its own.
            ("❤\u{FE0F}", "Symbola"),
            // French narrow no-break space: drawn from the font's own space.
            ("\u{202F}", "League Spartan Bold"),
        ] as [(Character, String)])
    func eachCharacterTakesTheFirstFontThatHasIt(character: Character, font: String) throws {
        let chain = try Fixtures.cardChain()
        #expect(chain.font(for: character)?.description == font)
    }

    @Test func aCharacterMustBeWhollyInOneFont() throws {
        // U+0305 (combining overline) is in Symbola, not in League Spartan: "a" + U+0305 goes to Symbola as a whole.
        let chain = try Fixtures.chain(["League Spartan Bold", "Symbola"])
        #expect(chain.font(for: "a\u{305}")?.description == "Symbola")
        #expect(try Fixtures.chain(["League Spartan Bold"]).font(for: "a\u{305}") == nil)
    }

    @Test(
        arguments: [
            (["League Spartan Bold"], "Grüße, Tokyo 東京 😀 東", false, ["\u{6771}", "\u{4EAC}", "\u{1F600}"]),
            (["League Spartan Bold", "Symbola"], "Grüße 😀 -- “fine”", false, []),
            (["League Spartan Bold"], "שלום", false, ["\u{5E9}", "\u{5DC}", "\u{5D5}", "\u{5DD}"]),
            // Smart quotes put the language's marks into the text, and those must be covered too.
            (["Noto Sans Hebrew"], #""שלום""#, false, ["\""]),
            (["Noto Sans Hebrew"], #""שלום""#, true, ["\u{201E}", "\u{201D}"]),
        ] as [([String], String, Bool, [Unicode.Scalar])])
    func coverageNamesWhatNoFontHas(fonts: [String], text: String, smartQuotes: Bool, missing: [Unicode.Scalar]) throws
    {
        let chain = try Fixtures.closedChain(fonts)
        #expect(chain.checkCoverage(text, language: "he", smartQuotes: smartQuotes) == missing)
    }

    @Test(
        "a character no font of the chain has is found among the installed fonts, matching the weight",
        arguments: [
            ("ส", "Noto Sans Thai Bold"), ("த", "Noto Sans Tamil Bold"), ("অ", "Noto Sans Bengali Bold"),
            ("ह", "Noto Sans Devanagari Bold"), ("😀", "Noto Color Emoji"), ("👩‍👩‍👧", "Noto Color Emoji"),
        ] as [(Character, String)])
    func installedFallback(character: Character, font: String) throws {
        var chain = try Fixtures.chain(["League Spartan Bold"])
        let index = try #require(FontChain.resolve(character, in: &chain))
        #expect(chain.fonts[index].description == font)
        // Only U+0378, unassigned, is in no font at all.
        #expect(try Fixtures.chain(["League Spartan Bold"]).checkCoverage("a\u{378}b") == ["\u{378}"])
    }
}
