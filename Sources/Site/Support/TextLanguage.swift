import Mustache
import Project
import Typesetting

/// How the author's text is marked inside a page in the site's language: its `lang` (the
/// quote's own, else the site's) and its `dir` when it runs the other way from the page (a
/// Hebrew quote on an English site, an English one on an Arabic site), so the browser lays it
/// out and reads it aloud as what it is while the page around it stays the interface's.
struct TextLanguage {
    var lang: String
    /// `rtl` or `ltr` when the text runs against the site's direction; nil when with it.
    var dir: String?

    ///
    /// - Parameter siteIsRightToLeft: `site.isRightToLeft`, which a build works out once.
    init(text: String, language: LanguageTag?, site: LanguageTag, siteIsRightToLeft: Bool? = nil) {
        let siteRightToLeft = siteIsRightToLeft ?? site.isRightToLeft
        let own = language ?? site
        // Without a `lang`, Japanese, Korean and Chinese are known by their characters, as on
        // the cards; other text that runs against the site is in a language the data does not
        // name, which `lang=""` says rather than claiming the site's.
        lang = language?.description ?? ScriptLanguage.infer(text, siteLanguage: site.description) ?? site.description
        // The text's first strong letter decides, as `dir="auto"` would; a text without one
        // (digits, emoji) goes by its language.
        let rightToLeft =
            switch TextDirection.firstStrong(in: text) {
            case .rightToLeft?: true
            case .leftToRight?: false
            case nil: own.isRightToLeft
            }
        dir = rightToLeft == siteRightToLeft ? nil : (rightToLeft ? "rtl" : "ltr")
        if language == nil, dir != nil { lang = "" }
    }

    /// `lang` and `dir` for a template (`dir` only when needed).
    var values: [String: MustacheValue] { ["lang": .string(lang), "dir": .optional(dir)] }

    /// For a quote of the site.
    static func of(_ quote: Quote, in content: SiteContent) -> TextLanguage {
        TextLanguage(
            text: quote.text, language: quote.language, site: content.config.language,
            siteIsRightToLeft: content.isRightToLeft)
    }
}
