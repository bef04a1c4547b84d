import Cards
import Project

extension CardContent {
    /// The card of `quote` on a site in `site`'s language: its text, "— speaker", the language
    /// the text is set in, which is the language its page gives it (`TextLanguage`), and every
    /// field a design can show of it.
    ///
    /// A quote without a `lang` is in the site's language, so its quotation marks, hyphenation
    /// and line breaking are the site's; one known by its script (kana, Hangul, Han) is in that
    /// script's language; one that runs against the site's direction is in no named language.
    ///
    /// - Parameter siteIsRightToLeft: `site.isRightToLeft`, which a build works out once.
    init(quote: Quote, site: LanguageTag, siteIsRightToLeft: Bool) {
        let language = TextLanguage(
            text: quote.text, language: quote.language, site: site, siteIsRightToLeft: siteIsRightToLeft)
        self.init(
            identifier: quote.id, text: quote.text, byline: Self.attribution(quote.speaker),
            language: language.lang.isEmpty ? nil : language.lang, siteLanguage: site.description)
        addFields(of: quote)
    }

    /// What a design can show of `quote` by name: its speaker, source, tags (joined with a
    /// middle dot), photo credit and the dataset columns its design asked for.
    private mutating func addFields(of quote: Quote) {
        fields.merge(quote.extraFields) { _, column in column }
        fields["speaker"] = quote.speaker
        fields["source"] = quote.source
        fields["credit"] = quote.credit
        if !quote.tags.isEmpty { fields["tags"] = quote.tags.joined(separator: " · ") }
    }
}
