public import Foundation

/// An Atom feed (RFC 4287): feed readers show a new entry for each door that opens.
///
/// Entries are written in the order given; dates in UTC; every text escaped for XML.
public struct AtomFeed: Hashable, Sendable {
    /// A permanent, absolute IRI for the feed, often the site's address.
    public var id: String
    public var title: String
    public var subtitle: String?
    public var updated: Date
    public var author: AtomPerson
    /// The feed's own address (`<link rel="self">`).
    public var feedURL: String
    /// The site's home page (`<link rel="alternate">`).
    public var siteURL: String
    /// `xml:lang`, e.g. `en` or `de-DE`.
    public var language: String?
    public var generator: AtomGenerator?
    /// A small square image, an absolute IRI.
    public var icon: String?
    public var entries: [AtomEntry]

    public init(
        id: String,
        title: String,
        subtitle: String? = nil,
        updated: Date,
        author: AtomPerson,
        feedURL: String,
        siteURL: String,
        language: String? = nil,
        generator: AtomGenerator? = nil,
        icon: String? = nil,
        entries: [AtomEntry] = []
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.updated = updated
        self.author = author
        self.feedURL = feedURL
        self.siteURL = siteURL
        self.language = language
        self.generator = generator
        self.icon = icon
        self.entries = entries
    }

    /// The feed as XML.
    ///
    /// - Throws: `SyndicationError` for an id or link that is not an absolute IRI, an empty
    ///   title, a year beyond 9999 or an entry id used twice, naming the feed or the entry.
    public func render() throws(SyndicationError) -> String {
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.id).inserted {
            throw SyndicationError(.duplicateID(entry.id), at: entry.location)
        }
        var writer = XMLWriter()
        var attributes = [("xmlns", "http://www.w3.org/2005/Atom")]
        if let language { attributes.append(("xml:lang", language)) }
        writer.open("feed", attributes)
        do throws(SyndicationError) {
            guard !title.isEmpty else { throw SyndicationError(.empty(field: "the title")) }
            writer.element("id", text: try Self.absolute(id))
            writer.element("title", text: title)
            if let subtitle { writer.element("subtitle", text: subtitle) }
            writer.element("updated", text: try RFC3339.utc(updated))
            try author.write("author", to: &writer)
            writer.empty(
                "link", [("rel", "self"), ("type", "application/atom+xml"), ("href", try Self.absolute(feedURL))])
            writer.empty("link", [("rel", "alternate"), ("type", "text/html"), ("href", try Self.absolute(siteURL))])
            if let generator {
                var attributes: [(String, String)] = []
                if let uri = generator.uri { attributes.append(("uri", try Self.absolute(uri))) }
                if let version = generator.version { attributes.append(("version", version)) }
                writer.element("generator", attributes, text: generator.name)
            }
            if let icon { writer.element("icon", text: try Self.absolute(icon)) }
        } catch {
            throw error.located(at: "feed '\(id)'")
        }
        for entry in entries {
            try entry.write(to: &writer)
        }
        writer.close("feed")
        return writer.output
    }

    static func absolute(_ iri: String) throws(SyndicationError) -> String {
        guard IRI.isAbsolute(iri) else { throw SyndicationError(.notAbsoluteIRI(iri)) }
        return iri
    }
}
