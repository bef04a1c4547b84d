public import Foundation

/// One entry of an Atom feed (`atom:entry`, RFC 4287 §4.1.2).
public struct AtomEntry: Hashable, Sendable {
    /// A permanent, absolute IRI: readers use it to tell new entries from ones they have shown.
    public var id: String
    public var title: String
    public var updated: Date
    public var published: Date?
    /// The entry's page (`<link rel="alternate">`), an absolute IRI.
    public var url: String
    /// Plain text.
    public var summary: String?
    /// HTML, written escaped inside `<content type="html">`.
    public var contentHTML: String?
    public var enclosures: [AtomEnclosure]
    public var categories: [String]
    /// When the entry's author differs from the feed's.
    public var author: AtomPerson?
    /// `xml:lang` of the entry, when its text is in another language than the feed's.
    public var language: String?

    public init(
        id: String,
        title: String,
        updated: Date,
        published: Date? = nil,
        url: String,
        summary: String? = nil,
        contentHTML: String? = nil,
        enclosures: [AtomEnclosure] = [],
        categories: [String] = [],
        author: AtomPerson? = nil,
        language: String? = nil
    ) {
        self.id = id
        self.title = title
        self.updated = updated
        self.published = published
        self.url = url
        self.summary = summary
        self.contentHTML = contentHTML
        self.enclosures = enclosures
        self.categories = categories
        self.author = author
        self.language = language
    }

    var location: String { "entry '\(id)'" }

    func write(to writer: inout XMLWriter) throws(SyndicationError) {
        do throws(SyndicationError) {
            guard !title.isEmpty else { throw SyndicationError(.empty(field: "the title")) }
            writer.open("entry", language.map { [("xml:lang", $0)] } ?? [])
            writer.element("id", text: try AtomFeed.absolute(id))
            writer.element("title", text: title)
            writer.element("updated", text: try RFC3339.utc(updated))
            if let published { writer.element("published", text: try RFC3339.utc(published)) }
            if let author { try author.write("author", to: &writer) }
            writer.empty("link", [("rel", "alternate"), ("type", "text/html"), ("href", try AtomFeed.absolute(url))])
            for enclosure in enclosures {
                guard enclosure.length >= 0 else { throw SyndicationError(.negativeLength(enclosure.length)) }
                writer.empty(
                    "link",
                    [
                        ("rel", "enclosure"), ("type", enclosure.mediaType), ("length", String(enclosure.length)),
                        ("href", try AtomFeed.absolute(enclosure.url)),
                    ])
            }
            for category in categories {
                guard !category.isEmpty else { throw SyndicationError(.empty(field: "a category")) }
                writer.empty("category", [("term", category)])
            }
            if let summary { writer.element("summary", [("type", "text")], text: summary) }
            if let contentHTML { writer.element("content", [("type", "html")], text: contentHTML) }
            writer.close("entry")
        } catch {
            throw error.located(at: location)
        }
    }
}
