public import Foundation

/// One page of a sitemap.
public struct SitemapURL: Hashable, Sendable {
    /// The page's absolute address.
    public var location: String
    /// When the page's content last changed.
    public var lastModified: Date?

    public init(_ location: String, lastModified: Date? = nil) {
        self.location = location
        self.lastModified = lastModified
    }
}
