import Foundation

/// Every page of the site at one build, from every page source in one list: what the
/// writers, the sitemap, robots.txt, the precache list and the theme's required templates
/// derive from.
struct SitePages: Sendable {
    let context: PageContext
    let theme: Theme
    let keys: PageKey
    /// The renderer's warnings by card owner, for the gallery (empty before the cards).
    let warningsByOwner: [String: [String]]

    var content: SiteContent { context.content }

    /// The kinds of page, in the order the sitemap lists them.
    static let sources: [any PageSource.Type] = [
        HomePage.self, QuotePages.self, QuoteListPages.self, SearchPage.self, FollowPage.self, AuthorPages.self,
        AdventPages.self, GonePages.self, GoneListPages.self, ShortenedListPages.self, GoneAdventPages.self,
        GoneAuthorPages.self,
        NotFoundPage.self, OfflinePage.self,
        GalleryPage.self,
    ]

    /// The templates a theme must have: the layout, the email snippet, and every page source's.
    static var requiredTemplates: [String] {
        var seen: Set<String> = []
        return (["base", "email"] + sources.flatMap { $0.templates }).filter { seen.insert($0).inserted }
    }

    init(context: PageContext, theme: Theme, warningsByOwner: [String: [String]] = [:]) {
        self.context = context
        self.theme = theme
        self.keys = PageKey(context: context, theme: theme)
        self.warningsByOwner = warningsByOwner
    }

    /// Every page, in the sources' order.
    func all() throws -> [PageSpec] {
        try Self.sources.flatMap { try $0.pages(of: self) }
    }

    /// The pages search engines may index, for the sitemap: none on an author's preview.
    func indexedPaths() throws -> [String] {
        indexedPaths(of: try all())
    }

    /// The pages of `specs` (this build's `all()`) search engines may index.
    func indexedPaths(of specs: [PageSpec]) -> [String] {
        specs.filter { content.indexes(pageSayingNoindex: $0.noindex) }.map(\.path)
    }

    /// The pages the service worker keeps on the device at install.
    func precachedPaths() throws -> [String] {
        precachedPaths(of: try all())
    }

    /// The pages of `specs` (this build's `all()`) the service worker keeps at install.
    func precachedPaths(of specs: [PageSpec]) -> [String] {
        specs.filter(\.precached).map(\.path)
    }
}
