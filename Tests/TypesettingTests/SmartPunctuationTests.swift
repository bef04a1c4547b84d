import Testing

@testable import Typesetting

@Suite struct SmartPunctuationTests {
    @Test(arguments: [
        (
            "en", #""Change is neither good nor bad." It's 'simple'."#,
            "“Change is neither good nor bad.” It’s ‘simple’."
        ),
        ("en", #"He said "she said 'no'" -- twice..."#, "He said “she said ‘no’” — twice…"),
        ("en", "Rock and roll in the '90s --- loud", "Rock and roll in the ’90s — loud"),
        ("en", #"("Quoted") and -"dashed""#, "(“Quoted”) and -“dashed”"),
        (
            "de", #""Veränderung ist weder gut noch schlecht" -- sagt 'er'."#,
            "„Veränderung ist weder gut noch schlecht“ – sagt ‚er‘."
        ),
        ("de-CH", #""Grüezi""#, "«Grüezi»"),
        (
            "fr", #""Le changement n'est ni bon ni mauvais.""#,
            "«\u{202F}Le changement n’est ni bon ni mauvais.\u{202F}»"
        ),
        ("fr", #"" Déjà espacé ""#, "«\u{202F}Déjà espacé\u{202F}»"),
        ("ja", #""変化は良いものでも悪いものでもない。""#, "「変化は良いものでも悪いものでもない。」"),
        ("zh-Hant", #""變化""#, "「變化」"),
        ("zh", #""变化""#, "“变化”"),
        ("pt-BR", #""Mudança""#, "“Mudança”"),
        ("pl", #""Zmiana""#, "„Zmiana”"),
        ("sv", #""Förändring""#, "”Förändring”"),
        ("da", #""Forandring""#, "»Forandring«"),
        ("ru", #""Перемены""#, "«Перемены»"),
    ])
    func quotesDashesAndEllipses(language: String, input: String, expected: String) {
        #expect(SmartPunctuation(language: language).apply(to: input) == expected)
    }

    @Test func unknownOrMissingLanguageUsesEnglishMarks() {
        #expect(SmartPunctuation(language: nil).apply(to: #""a""#) == "“a”")
        #expect(SmartPunctuation(language: "tlh").apply(to: #""a""#) == "“a”")
    }

    @Test func curlyPunctuationIsLeftAlone() {
        let text = "„Schon“ – ‘fertig’ … «\u{202F}oui\u{202F}»"
        #expect(SmartPunctuation(language: "en").apply(to: text) == text)
    }
}
