import LineBreaking
import Testing

/// Japanese lines break between phrases (BudouX's model, as Chromium's `word-break:
/// auto-phrase`); the breaks inside a phrase remain as a fallback.
@Suite struct PhraseBreakTests {
    private func pieces(_ text: String, language: String?) -> (preferred: [String], fallback: Int) {
        let scalars = text.unicodeScalars.map(\.value)
        let opportunities = LineBreakRules.opportunities(scalars, language: language)
        var pieces: [String] = []
        var current = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            current.unicodeScalars.append(scalar)
            if opportunities.preferred[index] {
                pieces.append(current)
                current = ""
            }
        }
        return (pieces + [current], opportunities.fallback.filter { $0 }.count)
    }

    @Test(
        arguments: [
            ("吾輩は猫である。名前はまだ無い。", ["吾輩は", "猫である。", "名前は", "まだ", "無い。"]),
            ("彼女は何でも記憶している。", ["彼女は", "何でも", "記憶している。"]),
        ])
    func japanesePhrasesStayWhole(text: String, expected: [String]) {
        let (preferred, fallback) = pieces(text, language: "ja")
        #expect(preferred == expected)
        #expect(fallback > 0)
    }

    @Test("Latin words inside Japanese still break at their spaces")
    func latinInsideJapanese() {
        let (preferred, _) = pieces("東京 Tokyo and Kyoto", language: "ja")
        #expect(preferred.contains("Tokyo "))
    }

    @Test("Korean keeps words whole; the breaks between syllables are the fallback")
    func koreanFallback() {
        let (preferred, fallback) = pieces("천 리 길도 한 걸음부터", language: "ko")
        #expect(preferred == ["천 ", "리 ", "길도 ", "한 ", "걸음부터"])
        #expect(fallback > 0)
    }
}
