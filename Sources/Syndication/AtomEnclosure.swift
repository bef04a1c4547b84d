/// A file that belongs with an entry, such as its share card: `<link rel="enclosure">`.
public struct AtomEnclosure: Hashable, Sendable {
    /// An absolute IRI.
    public var url: String
    /// E.g. `image/png`.
    public var mediaType: String
    /// The size in bytes.
    public var length: Int

    public init(url: String, mediaType: String, length: Int) {
        self.url = url
        self.mediaType = mediaType
        self.length = length
    }
}
