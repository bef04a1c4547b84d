/// The author of a feed or entry (`atom:author`, RFC 4287 §3.2).
public struct AtomPerson: Hashable, Sendable {
    public var name: String
    public var email: String?
    /// An absolute IRI, such as the author's home page.
    public var uri: String?

    public init(name: String, email: String? = nil, uri: String? = nil) {
        self.name = name
        self.email = email
        self.uri = uri
    }

    func write(_ element: String, to writer: inout XMLWriter) throws(SyndicationError) {
        guard !name.isEmpty else { throw SyndicationError(.empty(field: "the author's name")) }
        writer.open(element)
        writer.element("name", text: name)
        if let email { writer.element("email", text: email) }
        if let uri { writer.element("uri", text: try AtomFeed.absolute(uri)) }
        writer.close(element)
    }
}
