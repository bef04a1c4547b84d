import LineBreaking
import Project
import Testing

@testable import Site

/// The built-in catalogues: every language has every message of the English one, fills in the
/// same {names}, and has a form for each plural category its language uses.
@Suite("Built-in message catalogues")
struct CatalogueTests {
    static let languages = ["ar", "de", "es", "fr", "he", "it", "ja", "ko", "nl", "pt", "zh-Hans"]

    @Test("the twelve languages are built in")
    func builtIn() {
        #expect(Interface.builtInLanguages == (["en"] + Self.languages).sorted())
    }

    @Test("each language has every message, with the English one's {names}", arguments: languages)
    func complete(language: String) throws {
        let english = try #require(Interface.builtIn("en")), other = try #require(Interface.builtIn(language))
        #expect(Set(other.messages.keys).subtracting(english.messages.keys).sorted() == [])
        #expect(Set(english.messages.keys).subtracting(other.messages.keys).sorted() == [])
        for (key, forms) in other.messages {
            let reference = (english.messages[key] ?? [:]).values.reduce(into: Set<String>()) {
                $0.formUnion(MessageCatalog.placeholders(in: $1))
            }
            for (category, text) in forms {
                let used = MessageCatalog.placeholders(in: text)
                #expect(
                    used.isSubset(of: reference),
                    "\(language) \(key).\(category) fills in \(used.subtracting(reference))")
                // Every {name} but {count} (which a form may spell out: "one day") is used.
                #expect(
                    reference.subtracting(["count"]).isSubset(of: used),
                    "\(language) \(key).\(category) leaves out \(reference.subtracting(used).subtracting(["count"]))")
            }
        }
    }

    @Test("a counted message has the form ICU's plural rules pick for every count", arguments: languages + ["en"])
    func pluralForms(language: String) throws {
        let catalog = try #require(Interface.builtIn(language))
        let categories = Set((0...1000).map { PluralRules.category(of: $0, language: language) })
        for (key, forms) in catalog.messages
        where forms.count > 1 || (forms["other"] != nil && forms.count == 1 && key.hasSuffix("Count")) {
            #expect(categories.subtracting(forms.keys).sorted() == [], "\(language) \(key) lacks a form")
        }
    }

    @Test("Chinese in its script, Portuguese and German by their primary language")
    func names() throws {
        #expect(Interface.catalogueNames(for: try #require(LanguageTag("zh-TW"))) == ["zh", "zh-Hant", "zh-TW"])
        #expect(Interface.catalogueNames(for: try #require(LanguageTag("zh"))) == ["zh", "zh-Hans"])
        #expect(Interface.catalogueNames(for: try #require(LanguageTag("de-AT"))) == ["de", "de-Latn", "de-AT"])
    }
}
