/// A `robots.txt` that lets every crawler in (but for some paths) and points to the sitemap.
public struct RobotsTxt: Hashable, Sendable {
    /// The sitemap's absolute address.
    public var sitemapURL: String
    /// Paths crawlers should not visit, each starting with `/`.
    public var disallowedPaths: [String]

    public init(sitemapURL: String, disallowedPaths: [String] = []) {
        self.sitemapURL = sitemapURL
        self.disallowedPaths = disallowedPaths
    }

    /// The file's text, LF line ends (RFC 9309 accepts CR, LF or both).
    ///
    /// - Throws: `SyndicationError` for a relative sitemap address or a path that does not
    ///   start with `/` or holds a line break.
    public func render() throws(SyndicationError) -> String {
        let uri = IRI.uri(sitemapURL)
        guard IRI.isAbsolute(uri) else { throw SyndicationError(.notAbsoluteIRI(sitemapURL), at: "robots.txt") }
        var text = "User-agent: *\n"
        if disallowedPaths.isEmpty {
            text += "Disallow:\n"
        }
        for path in disallowedPaths {
            guard path.hasPrefix("/"), !path.contains(where: \.isNewline) else {
                throw SyndicationError(.invalidPath(path), at: "robots.txt")
            }
            text += "Disallow: " + IRI.uri(path) + "\n"
        }
        return text + "\nSitemap: " + uri + "\n"
    }
}
