public import Diagnostics

/// One quotation of the dataset, read from `data/quotes.json` or `data/quotes.csv`.
///
/// Every quote remembers where it was written, so a later stage that rejects it
/// (an undecodable image, a glyph no font covers, text too long for a card) can
/// point at the record: `location(of: .image)` gives the line of its `image` value.
public struct Quote: Hashable, Sendable, Identifiable {
    /// A URL-safe slug, unique in the dataset: the explicit `id`, or one derived from speaker and text.
    public var id: String
    /// Whether `id` was written in the data rather than derived.
    public var hasExplicitID: Bool
    /// The quotation, trimmed; line breaks are kept (poems, haiku).
    public var text: String
    /// Who said or wrote it.
    public var speaker: String
    /// The background image, relative to the project root, such as `images/bg-01.jpg`.
    public var image: String?
    /// Where the image's crop centres; nil leaves the choice to the card renderer.
    public var focus: FocalPoint?
    /// The work the quote comes from, such as `Walden (1854)`.
    public var source: String?
    /// A credit line for the background image.
    public var credit: String?
    /// A description of the background image for screen readers.
    public var alt: String?
    /// The language of `text`, written `lang` in the data.
    public var language: LanguageTag?
    /// Topics, in the order written, without repeats.
    public var tags: [String]
    /// The design of this quote's cards, when not the site's (a built-in name or a design file).
    public var design: String?
    /// The dataset's own columns (JSON keys) that a design shows, by the name the design uses:
    /// a subtitle, an episode, a price. Empty when no design names one.
    public var extraFields: [String: String] = [:]
    /// The quote's position in its file, counting from 0.
    public var index: Int
    /// Where the record starts: its `{` in JSON, its row in CSV.
    public var location: SourceLocation
    /// Where each field's value starts, for the fields that were written.
    public var fieldLocations: [Field: SourceLocation]

    /// A quote; normally made by `ProjectLoader`, directly in tests of later stages.
    public init(
        id: String,
        hasExplicitID: Bool = true,
        text: String,
        speaker: String,
        image: String? = nil,
        focus: FocalPoint? = nil,
        source: String? = nil,
        credit: String? = nil,
        alt: String? = nil,
        language: LanguageTag? = nil,
        tags: [String] = [],
        index: Int = 0,
        location: SourceLocation,
        fieldLocations: [Field: SourceLocation] = [:]
    ) {
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.text = text
        self.speaker = speaker
        self.image = image
        self.focus = focus
        self.source = source
        self.credit = credit
        self.alt = alt
        self.language = language
        self.tags = tags
        self.index = index
        self.location = location
        self.fieldLocations = fieldLocations
    }

    /// Where `field` was written, or the record's start when it was not.
    public func location(of field: Field) -> SourceLocation {
        fieldLocations[field] ?? location
    }

    /// How messages name this record: `quotes[12] (id 'q-don-1')`.
    public var subject: String {
        Self.subject(index: index, id: hasExplicitID ? id : nil)
    }

    static func subject(index: Int, id: String?) -> String {
        id.map { "quotes[\(index)] (id '\($0)')" } ?? "quotes[\(index)]"
    }
}
