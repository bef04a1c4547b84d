import Testing

@testable import Project

@Suite struct QuoteSlugTests {
    @Test(arguments: [
        (
            "Don Draper", "If you don't like what is being said, change the conversation.",
            "don-draper-if-you-dont-like", true
        ),
        ("Matsuo Bashō", "古池や蛙飛び込む水の音", "matsuo-basho", false),
        ("松尾芭蕉", "古池や蛙飛び込む水の音", "quote", false),
        ("Charlotte Brontë", "I am no bird", "charlotte-bronte-i-am-no-bird", true),
        ("Søren Kierkegaard", "Life can only be understood backwards", "soren-kierkegaard-life-can-only-be", true),
        ("Straße Æsir Œuvre", "Ça va?", "strasse-aesir-oeuvre-ca-va", true),
        ("Anon", "1984 was not a manual", "anon-1984-was-not-a", true),
        (
            "Maximilian Alexander Bartholomew Fitzgerald-Worthington", "Supercalifragilistic expialidocious",
            "maximilian-alexander-bartholomew-fitzgerald", true
        ),
    ])
    func derivesBase(speaker: String, text: String, slug: String, textHasWords: Bool) {
        let base = QuoteSlug.base(speaker: speaker, text: text)
        #expect(base.slug == slug)
        #expect(base.textHasWords == textHasWords)
        #expect(QuoteSlug.isValid(base.slug))
    }

    @Test func hashIsStableAndShort() {
        // Pinned: ids are published in URLs, so the hash must never change between versions.
        // FNV-1a 64, checked against an independent implementation.
        #expect(QuoteSlug.hash(speaker: "松尾芭蕉", text: "古池や蛙飛び込む水の音") == "ckpnxp")
        #expect(QuoteSlug.hash(speaker: "Ann", text: "Hello.") == QuoteSlug.hash(speaker: "Ann", text: "Hello."))
        #expect(QuoteSlug.hash(speaker: "Ann", text: "Hello.") != QuoteSlug.hash(speaker: "Ann", text: "Hello!"))
        #expect(QuoteSlug.hash(speaker: "Ann", text: "Bhello") != QuoteSlug.hash(speaker: "AnnB", text: "hello"))
    }

    @Test(arguments: [
        ("q-don-1", true), ("franklin", true), ("a", true), ("2026", true), ("Q-Don", false), ("q_don", false),
        ("-q", false), ("q-", false), ("q don", false), ("", false), ("ké", false), ("q/don", false),
    ])
    func validatesExplicitIDs(id: String, valid: Bool) {
        #expect(QuoteSlug.isValid(id) == valid)
    }
}

@Suite struct SuggestionTests {
    @Test(
        arguments: [
            ("speeker", "speaker"), ("tex", "text"), ("BaseURL", "baseURL"), ("base_url", "baseURL"), ("lang", "lang"),
            ("timzone", "timezone"), ("colour", nil), ("x", nil), ("description", "description"),
            ("desc", "description"), ("tit", nil), ("spe", nil),
        ] as [(String, String?)])
    func suggestsTheClosestKey(word: String, expected: String?) {
        let keys = ["text", "speaker", "lang", "baseURL", "timezone", "title", "description"]
        let result = Suggestion.closest(to: word, among: keys.filter { $0 != word })
        #expect(result == (expected == word ? nil : expected))
    }
}
