import Project
import Testing

@Suite struct LanguageTagTests {
    @Test(arguments: [
        "en", "EN", "ja", "he", "ar", "zh-Hant-TW", "en-US", "es-419", "sr-Latn-RS", "de-CH-1901", "sl-rozaj-biske",
        "zh-yue-HK", "en-a-myext-b-another", "en-US-x-twain", "x-whatever", "i-klingon", "art-lojban", "qaa", "tlh",
        "english",
    ])
    func acceptsWellFormedTags(tag: String) {
        #expect(LanguageTag(tag)?.rawValue == tag)
    }

    @Test(arguments: [
        "", "e", "en_US", "en-", "-en", "en--US", "123", "en-US-", "toolongtag", "en-a", "en-x", "de-1901-1901",
        "en-a-bbb-a-ccc", "en US", "ja-JP-", "e1", "中文",
    ])
    func rejectsMalformedTags(tag: String) {
        #expect(LanguageTag(tag) == nil)
    }

    @Test func comparesCaseInsensitively() throws {
        #expect(LanguageTag("zh-hant") == LanguageTag("ZH-Hant"))
        #expect(try #require(LanguageTag("zh-Hant-TW")).primaryLanguage == "zh")
    }
}
