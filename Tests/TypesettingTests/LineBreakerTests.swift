import Testing

@testable import Typesetting

/// Where lines end at a fixed size of 40 px in boxes of different widths.
@Suite struct LineBreakerTests {
    private func lines(_ text: String, language: String, width: Double, balanced: Bool = true) throws -> [String]? {
        let typesetter = try Typesetter()
        let style = Fixtures.style(try Fixtures.cardChain(), size: 40...40)
        let block = try typesetter.analyze(text, style: style, language: language, identifier: "q-break")
        return Typesetter.breakLines(block, size: 40, width: width, hanging: false, balanced: balanced)?
            .map { block.paragraphs[$0.paragraph].text($0.characters) + ($0.hyphenated ? "-" : "") }
    }

    @Test(
        arguments: [
            // After hyphens and dashes.
            (
                "en", "A well-known, state-of-the-art idea", 200,
                ["A well-", "known, ", "state-", "of-the-", "art idea"]
            ),
            ("en", "A well-known, state-of-the-art idea", 400, ["A well-known, state-", "of-the-art idea"]),
            // A spaced dash ends a line rather than starting the next.
            ("en", "Life is short — so is art", 250, ["Life is short — ", "so is art"]),
            // A URL too long for any line breaks after its slashes, even after its scheme; a word
            // in it too long for a line, between any two letters: a hyphen would change the address.
            (
                "en", "Read https://example.com/supercalifragilisticexpialidocious today", 250,
                ["Read https://", "example.com/", "supercalifrag", "ilisticexpialid", "ocious today"]
            ),
            // Where the scheme and host fit a line together, they stay together.
            ("en", "Read https://example.com/a/b/c today", 450, ["Read ", "https://example.com/", "a/b/c today"]),
            // A word too long for a line breaks where the language hyphenates it, with a hyphen.
            ("en", "Antidisestablishmentarianism", 200, ["Antidis-", "establish-", "mentar-", "ianism"]),
            ("de", "Donaudampfschifffahrt", 200, ["Donau-", "dampf-", "schifffahrt"]),
            // Between phrases (BudouX's, as Chromium's auto-phrase), never before 。」 nor after
            // 「 (kinsoku); a closing 」 or 。 at a line's end gives up its blank half.
            (
                "ja", "「変化は良いものでも悪いものでもない。」と彼は言った。", 300,
                ["「変化は良い", "ものでも悪い", "ものでもない。」", "と彼は言った。"]
            ),
            // A phrase wider than the line breaks where ICU allows, still never before 。」.
            (
                "ja", "「変化は良いものでも悪いものでもない。」と彼は言った。", 150,
                ["「変化", "は良い", "もので", "も悪い", "もので", "もな", "い。」", "と彼は", "言った。"]
            ),
            ("ar", "الحياة قصيرة جدًا لكي نضيعها في الندم", 300, ["الحياة قصيرة ", "جدًا لكي نضيعها ", "في الندم"]),
            (
                "he", "החיים קצרים מדי כדי לבזבז אותם על חרטות", 300,
                ["החיים קצרים ", "מדי כדי לבזבז ", "אותם על חרטות"]
            ),
            (
                "en", "Life is short — החיים קצרים — الحياة قصيرة — 人生は短い", 400,
                ["Life is short — החיים ", "קצרים — الحياة ", "قصيرة — 人生は短い"]
            ),
        ] as [(String, String, Double, [String])])
    func breaks(language: String, text: String, width: Double, expected: [String]) throws {
        let actual = try lines(text, language: language, width: width)
        #expect(actual == expected)
    }

    @Test(
        arguments: [
            // Greedy leaves a lone word on the last line; balancing over the same number of lines does not.
            (
                "Time and tide wait for no man, they say", 350,
                ["Time and tide wait ", "for no man, they ", "say"],
                ["Time and tide ", "wait for no ", "man, they say"]
            ),
            (
                "Make it simple, but significant.", 400, ["Make it simple, but ", "significant."],
                ["Make it simple, ", "but significant."]
            ),
            (
                "Change is neither good nor bad. It simply is.", 400,
                ["Change is neither ", "good nor bad. It ", "simply is."],
                ["Change is neither ", "good nor bad. ", "It simply is."]
            ),
        ] as [(String, Double, [String], [String])])
    func balancingEvensOutTheLines(text: String, width: Double, greedy: [String], balanced: [String]) throws {
        #expect(try lines(text, language: "en", width: width, balanced: false) == greedy)
        #expect(try lines(text, language: "en", width: width, balanced: true) == balanced)
    }

    @Test func aCharacterWiderThanTheBoxCannotBeBroken() throws {
        #expect(try lines("W", language: "en", width: 20) == nil)
    }
}
