import Mustache

/// One page of the site as a value: where it is written, which template draws it, the key
/// that lets a rebuild keep it, what the sitemap and the offline cache make of it, and how
/// its view model is made (only when the page is written, so a build can hold 10,000).
///
/// Every list the site keeps of its pages derives from these values: the writers write them,
/// the sitemap and robots.txt list those search engines may index, the service worker
/// precaches those marked so, and a theme must have each page source's templates.
struct PageSpec: Sendable {
    /// When the page can be made: most before the cards, the gallery only after them (it
    /// shows the renderer's warnings).
    enum Stage: Sendable {
        case beforeCards, afterCards
    }

    var path: String
    var template: String
    /// Whether the page says `noindex` itself (a locked door, the gallery, a gone address, the
    /// 404 page); the sitemap lists the others, as `SiteContent.indexes` lets it.
    var noindex: Bool
    /// Whether the service worker keeps the page on the device at install.
    var precached = false
    var stage = Stage.beforeCards
    /// The manifest key of the page's inputs, for a rebuild to keep it as it is; nil for the
    /// few pages that are cheaper to make again than to key.
    var key: (@Sendable () -> String)?
    var view: @Sendable () throws -> MustacheValue
}
