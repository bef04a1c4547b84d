import LineBreaking
import Testing

/// ICU's CLDR plural rules, as the catalogue's counted strings use them.
@Suite("Plural rules")
struct PluralRulesTests {
    @Test(
        "each language's categories for 0, 1, 2, 3, 11 and 100",
        arguments: [
            ("en", ["other", "one", "other", "other", "other", "other"]),
            ("fr", ["one", "one", "other", "other", "other", "other"]),
            ("ar", ["zero", "one", "two", "few", "many", "other"]),
            ("he", ["other", "one", "two", "other", "other", "other"]),
            ("ja", ["other", "other", "other", "other", "other", "other"]),
            ("de", ["other", "one", "other", "other", "other", "other"]),
        ])
    func categories(language: String, expected: [String]) {
        #expect([0, 1, 2, 3, 11, 100].map { PluralRules.category(of: $0, language: language) } == expected)
    }
}
