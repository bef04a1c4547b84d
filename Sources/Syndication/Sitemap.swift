/// A sitemap in the sitemaps.org 0.9 protocol, listing the pages search engines should visit.
public struct Sitemap: Hashable, Sendable {
    /// The protocol's limits on one sitemap file: URLs, characters of a URL, bytes of the file.
    public static let maximumURLCount = 50_000
    public static let maximumLocationLength = 2_047
    public static let maximumByteCount = 52_428_800

    public var urls: [SitemapURL]

    public init(urls: [SitemapURL] = []) {
        self.urls = urls
    }

    /// The sitemap as XML, in the order given; non-ASCII in addresses is percent-encoded.
    ///
    /// - Throws: `SyndicationError` for a relative or over-long address, one listed twice,
    ///   or more URLs or bytes than one sitemap may hold.
    public func render() throws(SyndicationError) -> String {
        guard urls.count <= Self.maximumURLCount else {
            throw SyndicationError(.tooManyURLs(count: urls.count, limit: Self.maximumURLCount), at: "sitemap")
        }
        var writer = XMLWriter()
        writer.open("urlset", [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")])
        var seen = Set<String>()
        for (index, url) in urls.enumerated() {
            // Built only for an error: a sitemap can have 50 000 URLs.
            func location() -> String { "sitemap URL \(index + 1) ('\(url.location)')" }
            let uri = IRI.uri(url.location)
            guard IRI.isAbsolute(uri) else { throw SyndicationError(.notAbsoluteIRI(url.location), at: location()) }
            guard uri.utf8.count <= Self.maximumLocationLength else {
                throw SyndicationError(
                    .urlTooLong(length: uri.utf8.count, limit: Self.maximumLocationLength), at: location())
            }
            guard seen.insert(uri).inserted else { throw SyndicationError(.duplicateID(uri), at: location()) }
            writer.open("url")
            writer.element("loc", text: uri)
            if let lastModified = url.lastModified {
                do throws(SyndicationError) {
                    writer.element("lastmod", text: try RFC3339.utc(lastModified))
                } catch {
                    throw error.located(at: location())
                }
            }
            writer.close("url")
        }
        writer.close("urlset")
        let output = writer.output
        guard output.utf8.count <= Self.maximumByteCount else {
            throw SyndicationError(.tooLarge(bytes: output.utf8.count, limit: Self.maximumByteCount), at: "sitemap")
        }
        return output
    }
}
