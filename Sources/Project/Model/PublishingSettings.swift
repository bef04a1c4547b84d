/// The `publishing` object of `site.json`: how much one page or feed holds, so a site of
/// any size publishes pages of bounded weight.
public struct PublishingSettings: Hashable, Sendable {
    /// Quotes per page of the lists (all quotes, a tag, a speaker), and names per page of
    /// the speaker index.
    public var pageSize: Int
    /// The newest entries each Atom feed holds.
    public var feedEntries: Int
    /// Whether the card gallery (`cards/index.html`, an author's review sheet) is linked from
    /// the site's navigation; it is published either way, with `noindex`.
    public var galleryInNavigation: Bool

    /// Settings; every argument defaults to `ProjectDefaults`.
    public init(
        pageSize: Int = ProjectDefaults.pageSize, feedEntries: Int = ProjectDefaults.feedEntries,
        galleryInNavigation: Bool = ProjectDefaults.galleryInNavigation
    ) {
        self.pageSize = pageSize
        self.feedEntries = feedEntries
        self.galleryInNavigation = galleryInNavigation
    }
}
