import Testing

@testable import Typesetting

/// Break opportunities, shown as the pieces a line may end after.
@Suite struct LineBreakRulesTests {
    private func pieces(_ text: String, language: String?) -> [String] {
        var scalars: [UInt32] = []
        var lastScalar: [Int] = []
        for character in text {
            scalars += character.unicodeScalars.map(\.value)
            lastScalar.append(scalars.count - 1)
        }
        let breaks = LineBreakRules.breaksAfter(scalars, language: language)
        var pieces: [String] = []
        var current = ""
        for (index, character) in text.enumerated() {
            current.append(character)
            if breaks[lastScalar[index]] {
                pieces.append(current)
                current = ""
            }
        }
        return pieces + [current]
    }

    @Test(
        arguments: [
            // After spaces, hyphens and dashes; not inside words.
            (
                "en", "well-known state-of-the-art, co-op",
                ["well-", "known ", "state-", "of-", "the-", "art, ", "co-", "op"]
            ),
            ("en", "yes — no–maybe", ["yes ", "— ", "no–", "maybe"]),
            // Never before closing punctuation or after opening brackets.
            ("en", "“Hello,” she said (quietly).", ["“Hello,” ", "she ", "said ", "(quietly)."]),
            // URLs break after slashes and before some punctuation, but not everywhere.
            ("en", "see https://example.com/a/b now", ["see ", "https://", "example.com/", "a/", "b ", "now"]),
            // Between ideographs, never before 、。」！ and never after 「 (kinsoku).
            ("ja", "「変化は良い。」私たち、ＡＢＣ！", ["「変", "化", "は", "良", "い。」", "私", "た", "ち、", "Ａ", "Ｂ", "Ｃ！"]),
            // Strict kinsoku for Japanese: no line starts with a small kana or ー.
            ("ja", "ちょっとコーヒー", ["ちょっ", "と", "コー", "ヒー"]),
            ("en", "ちょっと", ["ち", "ょ", "っ", "と"]),
            ("he", "שלום, עולם! מה שלומך?", ["שלום, ", "עולם! ", "מה ", "שלומך?"]),
            ("ar", "مرحبا، يا عالم! (نعم)", ["مرحبا، ", "يا ", "عالم! ", "(نعم)"]),
            ("en", "Tokyo 東京 means “east capital”", ["Tokyo ", "東", "京 ", "means ", "“east ", "capital”"]),
        ] as [(String, String, [String])])
    func opportunities(language: String, text: String, expected: [String]) {
        #expect(pieces(text, language: language) == expected)
    }
}
