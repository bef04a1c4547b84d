/// A sitemap index (sitemaps.org 0.9): the sitemaps of a site too big for one.
public struct SitemapIndex: Hashable, Sendable {
    /// Absolute addresses of the sitemaps; each must sit at the site's root, since a sitemap
    /// may only list addresses under its own folder.
    public var sitemaps: [String]

    public init(sitemaps: [String]) {
        self.sitemaps = sitemaps
    }

    /// The index as XML.
    ///
    /// - Throws: `SyndicationError` for a relative address or more sitemaps than one index may hold.
    public func render() throws(SyndicationError) -> String {
        guard sitemaps.count <= Sitemap.maximumURLCount else {
            throw SyndicationError(
                .tooManyURLs(count: sitemaps.count, limit: Sitemap.maximumURLCount), at: "sitemap index")
        }
        var writer = XMLWriter()
        writer.open("sitemapindex", [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")])
        for (index, location) in sitemaps.enumerated() {
            let uri = IRI.uri(location)
            guard IRI.isAbsolute(uri) else {
                throw SyndicationError(.notAbsoluteIRI(location), at: "sitemap \(index + 1) of the index")
            }
            writer.open("sitemap")
            writer.element("loc", text: uri)
            writer.close("sitemap")
        }
        writer.close("sitemapindex")
        return writer.output
    }

    /// Splits `urls` into sitemaps of at most `perSitemap` URLs.
    public static func split(_ urls: [SitemapURL], perSitemap: Int = Sitemap.maximumURLCount) -> [Sitemap] {
        stride(from: 0, to: urls.count, by: perSitemap).map { start in
            Sitemap(urls: Array(urls[start..<min(start + perSitemap, urls.count)]))
        }
    }
}
