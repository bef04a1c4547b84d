import LineBreaking
import Testing

/// Break opportunities, shown as the pieces a line may end after.
@Suite struct LineBreakRulesTests {
    private func pieces(_ text: String, language: String?) -> [String] {
        var scalars: [UInt32] = []
        var lastScalar: [Int] = []
        for character in text {
            scalars += character.unicodeScalars.map(\.value)
            lastScalar.append(scalars.count - 1)
        }
        // Every opportunity ICU's rules give: those kept, and those a Japanese phrase or a
        // Korean word takes away (PhraseBreakTests has the difference).
        let opportunities = LineBreakRules.opportunities(scalars, language: language)
        let breaks = zip(opportunities.preferred, opportunities.fallback).map { $0 || $1 }
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
            // URLs break after the slashes of their path, never between scheme and host.
            ("en", "see https://example.com/a/b now", ["see ", "https://example.com/", "a/", "b ", "now"]),
            // Between ideographs, never before 、。」！ and never after 「 (kinsoku).
            ("ja", "「変化は良い。」私たち、ＡＢＣ！", ["「変", "化", "は", "良", "い。」", "私", "た", "ち、", "Ａ", "Ｂ", "Ｃ！"]),
            // Strict kinsoku for Japanese: no line starts with a small kana or ー.
            ("ja", "ちょっとコーヒー", ["ちょっ", "と", "コー", "ヒー"]),
            // …and ICU keeps small kana off the start of a line in any language.
            ("en", "ちょっと", ["ちょっ", "と"]),
            ("he", "שלום, עולם! מה שלומך?", ["שלום, ", "עולם! ", "מה ", "שלומך?"]),
            ("ar", "مرحبا، يا عالم! (نعم)", ["مرحبا، ", "يا ", "عالم! ", "(نعم)"]),
            ("en", "Tokyo 東京 means “east capital”", ["Tokyo ", "東", "京 ", "means ", "“east ", "capital”"]),
            // Thai has no spaces between words: ICU's dictionary finds them.
            ("th", "สวัสดีครับยินดีต้อนรับ", ["สวัสดี", "ครับ", "ยินดี", "ต้อนรับ"]),
            // Korean syllables may break, but only as a fallback (PhraseBreakTests).
            ("ko", "여러분, 반갑습니다!", ["여", "러", "분, ", "반", "갑", "습", "니", "다!"]),
            // Emoji sequences are never split: a flag, a family, skin tones; a lone regional indicator is one piece.
            ("en", "🇯🇵🇩🇪 👩‍👩‍👧👍🏽 🇦", ["🇯🇵", "🇩🇪 ", "👩‍👩‍👧", "👍🏽 ", "🇦"]),
        ] as [(String, String, [String])])
    func opportunities(language: String, text: String, expected: [String]) {
        #expect(pieces(text, language: language) == expected)
    }
}
