import Typesetting

/// The words on a card.
public struct CardContent: Sendable, Hashable {
    /// Names the text in layout errors: an id or a file location.
    public var identifier: String
    /// Names the card in warnings: "quote 'q-don-1'", "door 3".
    public var subject: String
    public var text: String
    /// The line below the quote in its own smaller style, exactly as given
    /// (`CardContent.attribution(_:)` makes "— Speaker"); no line when nil or empty.
    public var byline: String?
    /// BCP 47 language of the text (typographic quotes, hyphenation, line breaking, shaping).
    /// On a site, a quote without a `lang` of its own has the site's (see `Site`'s
    /// `CardContent(quote:site:siteIsRightToLeft:)`).
    public var language: String?
    /// The site's language: how Han characters without a `language` are read (Chinese or
    /// Japanese forms).
    public var siteLanguage: String?
    /// Other fields a layered design can show by name: `speaker`, `source`, `tags`, `credit`,
    /// on a site its `title` and `url`, and any column of the dataset a design names (see
    /// `field(_:)`).
    public var fields: [String: String] = [:]

    public init(
        identifier: String, text: String, byline: String? = nil, language: String? = nil,
        siteLanguage: String? = nil, subject: String? = nil
    ) {
        self.identifier = identifier
        self.subject = subject ?? "quote '\(identifier)'"
        self.text = text
        self.byline = byline
        self.language = language
        self.siteLanguage = siteLanguage
    }

    /// The value of a field by the name a design uses: `text`, `byline`, or one of `fields`;
    /// nil (or empty) when the card has none.
    public func field(_ name: String) -> String? {
        switch name {
        case "text": text
        case "byline": byline
        default: fields[name]
        }
    }

    /// The fields every card has (empty on some): a design may name these, or a column of its dataset.
    public static let fieldNames = ["text", "speaker", "byline", "source", "tags", "credit", "title", "url"]

    /// The language the card is set in: the text's own, else what its script implies
    /// (`ScriptLanguage`).
    public var effectiveLanguage: String? {
        language ?? ScriptLanguage.infer(text, siteLanguage: siteLanguage)
    }

    /// "— Speaker", the byline of a quote; nil for an empty name.
    public static func attribution(_ speaker: String?) -> String? {
        guard let speaker, !speaker.allSatisfy(\.isWhitespace) else { return nil }
        return "— \(speaker)"
    }
}
