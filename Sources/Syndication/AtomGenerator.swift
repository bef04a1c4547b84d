/// The program that wrote a feed (`atom:generator`).
public struct AtomGenerator: Hashable, Sendable {
    public var name: String
    /// An absolute IRI for the program's home page.
    public var uri: String?
    public var version: String?

    public init(name: String, uri: String? = nil, version: String? = nil) {
        self.name = name
        self.uri = uri
        self.version = version
    }
}
