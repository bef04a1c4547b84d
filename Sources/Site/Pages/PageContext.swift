import Foundation
import Mustache
import Project
import SafeText

/// The parts of every page's view model: the site, the page's own metadata, the links
/// back to the root and to the assets, and the social preview.
struct PageContext {
    let content: SiteContent

    struct Page {
        var path: String
        var kind: String
        var title: String
        var description: String?
        var language: String?
        var noindex = false
        var backdrop: CardFile?
        var social: Social?
        var nav = ""
        /// The neighbouring pages of a paginated list, for `<link rel=prev/next>`.
        var previous: String?
        var next: String?
    }

    struct Social {
        var type = "article"
        var title: String
        var description: String
        var image: CardFile
        var imageAlt: String
    }

    /// The view model of a page, with `extra` keys for the page's own template.
    func context(_ page: Page, _ extra: [String: MustacheValue]) -> MustacheValue {
        let config = content.config
        let root = page.path == SitePaths.notFound ? notFoundRoot : SitePaths.root(from: page.path)
        var values: [String: MustacheValue] = [
            "root": .string(root),
            "site": .dictionary([
                "title": .string(config.title),
                "description": .optional(config.description),
                "author": .optional(config.author),
                "copyright": .optional(
                    config.author.map {
                        content.interface.text(
                            "site.copyright", ["year": content.interface.year(content.today.year), "author": $0])
                    }),
                "year": .string(String(content.today.year)),
                "hasAdvent": .bool(content.project.advent != nil),
                "hasFeed": .bool(content.publishes.feed),
                "calendars": .list(calendarLinks(root: root)),
                "notifications": notificationSettings(root: root),
                "galleryInNavigation": .bool(config.publishing.galleryInNavigation),
                "adventTitle": .optional(content.project.advent?.title),
                // The author's pages that are in the navigation, in their order.
                "pages": .list(
                    content.project.pages.filter(\.isInMenu).map { authorPage in
                        let target = SitePaths.authorPage(authorPage.slug)
                        return .dictionary([
                            "title": .string(authorPage.title), "url": .string(root + target),
                            "current": .bool(target == page.path),
                        ])
                    }),
            ]),
            "assets": [
                "css": .string(content.stylesheet), "js": .string(content.script), "icon": .string(content.icon),
                "manifest": .optional(content.appIcons.isEmpty ? nil : SitePaths.manifest),
                "touchIcon": .optional(content.appIcons.first { $0.size == 180 }?.path),
                "pngIcon": .optional(content.appIcons.first { $0.size == 32 }?.path),
                "serviceWorker": .optional(content.hasServiceWorker ? SitePaths.serviceWorker : nil),
                "themeColor": .string(AppIcons.background),
            ],
            "nav": .dictionary([page.nav: true]),
            // The interface's words: {{t.site.quotes}}.
            "t": content.interface.templateValues,
            "page": .dictionary([
                "kind": .string(page.kind),
                // Plain text in the tab and in attributes: bidi controls from data are isolated.
                "title": .string(BidiControls.isolated(page.title)),
                "description": .optional(page.description),
                // The interface's language: a page's own text (a quote) carries its own `lang`.
                "lang": .string(page.language ?? config.language.description),
                "dir": .optional(content.isRightToLeft ? "rtl" : nil),
                // An author's preview (`--reveal all`) shows every door: keep it out of search engines.
                "noindex": .bool(!content.indexes(pageSayingNoindex: page.noindex)),
                "canonical": .optional(page.noindex ? nil : content.paths.absolute(page.path)),
                "backdrop": .optional(page.backdrop.map { root + $0.path }),
                "backdropAVIF": .optional(
                    page.backdrop?.alternatives.first { $0.mediaType == "image/avif" }.map { root + $0.path }),
                "preview": .bool(content.reveal == .all),
                "previous": .optional(page.previous.map { SitePaths.link(from: page.path, to: $0) }),
                "next": .optional(page.next.map { SitePaths.link(from: page.path, to: $0) }),
            ]),
        ]
        if let social = page.social, let url = content.paths.absolute(page.path),
            let image = content.paths.absolute(social.image.reference)
        {
            values["social"] = .dictionary([
                "type": .string(social.type),
                "title": .string(BidiControls.isolated(social.title)),
                "description": .string(BidiControls.isolated(social.description)),
                "url": .string(url),
                "image": .string(image),
                "imageType": .string(social.image.mediaType),
                "imageWidth": .string(String(social.image.width)),
                "imageHeight": .string(String(social.image.height)),
                "imageAlt": .string(BidiControls.isolated(social.imageAlt)),
                "locale": .optional(Self.openGraphLocale(page.language ?? config.language.description)),
            ])
        }
        for (key, value) in extra { values[key] = value }
        return .dictionary(values)
    }

    /// The quote channels a visitor can subscribe to: `webcal://` (calendar apps subscribe
    /// and poll) when the site has a public URL, and the file itself to download.
    private func calendarLinks(root: String) -> [MustacheValue] {
        var links: [MustacheValue] = []
        for (published, path, label) in [
            (content.publishes.daily, "quotes/daily.ics", content.interface.text("site.quoteADay")),
            (content.publishes.weekly, "quotes/weekly.ics", content.interface.text("site.quoteAWeek")),
        ] where published {
            links.append([
                "label": .string(label),
                "subscribe": .optional(content.paths.absolute(path).map(AdventPages.webcal)),
                "download": .string(root + path),
            ])
        }
        return links
    }

    /// The notification settings panel: the channels the site offers, and what works in
    /// every browser (the calendars to subscribe to) for the ones that cannot notify.
    private func notificationSettings(root: String) -> MustacheValue {
        guard content.reveal != .all, let offers = NotificationSchedule(content: content).offers else { return .null }
        let adventCalendar = content.project.advent.map { _ in "advent/advent.ics" }
        return .dictionary([
            "quotes": .bool(offers.daily || offers.weekly),
            "daily": .bool(offers.daily),
            "weekly": .bool(offers.weekly),
            "advent": .optional(
                offers.advent
                    ? content.interface.text("notify.advent", ["time": content.adventReminderTime ?? ""]) : nil),
            "adventCalendar": .optional(
                adventCalendar.map {
                    content.paths.absolute($0).map(AdventPages.webcal) ?? root + $0
                }),
        ])
    }

    /// 404.html is served at any depth, so its links start from the site's absolute path
    /// when the base URL is known.
    var notFoundRoot: String {
        guard let baseURL = content.config.baseURL else { return "" }
        let path = baseURL.path
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// `en` → `en`, `en-GB` → `en_GB`: Open Graph writes locales with an underscore.
    static func openGraphLocale(_ tag: String) -> String? {
        let parts = tag.split(separator: "-")
        guard let language = parts.first else { return nil }
        guard parts.count > 1, let region = parts.last, region.count == 2 else { return String(language) }
        return "\(language)_\(region.uppercased())"
    }

    /// The `card` view model of the card-image partial, with links relative to `page`.
    ///
    /// - Parameters:
    ///   - language: the language of the alt text (the quote's), on the `<img>`.
    ///   - upright: the card a screen held upright shows instead (`CardSet.phoneSize`, a
    ///     `portrait` or `square` card), with its own `sizes`: `<source media="(orientation:
    ///     portrait)">` elements first, and the size's name on the `<img>`, whose box the
    ///     stylesheet gives that card's proportions before the file arrives.
    func cardImage(
        _ cards: CardSet, size: String?, page: String, alt: String, lazy: Bool, sizes: String,
        language: TextLanguage? = nil, upright: (size: String, sizes: String)? = nil
    ) -> MustacheValue {
        guard let size, let main = cards.file(size: size) else { return .null }
        let root = SitePaths.root(from: page)
        func srcset(_ size: String, _ format: ImageFormat) -> String? {
            guard let variants = cards.display[size]?[format], !variants.isEmpty else { return nil }
            return variants.map { "\(root)\($0.reference) \($0.width)w" }.joined(separator: ", ")
        }
        // One <source> per display format, most preferred first; the <img> is the share file,
        // for browsers that read none of them (and its own widths when it is the only format).
        func sources(_ size: String, sizes: String, media: String?) -> [MustacheValue] {
            let formats = cards.displayFormats.isEmpty ? [cards.shareFormat] : cards.displayFormats
            return formats.compactMap { format in
                guard let srcset = srcset(size, format), let file = cards.display[size]?[format]?.last else {
                    return nil
                }
                return [
                    "type": .string(file.mediaType), "srcset": .string(srcset), "sizes": .string(sizes),
                    "media": .optional(media),
                ]
            }
        }
        var uprightSources: [MustacheValue] = []
        if let upright, upright.size != size, cards.display[upright.size] != nil {
            uprightSources = sources(upright.size, sizes: upright.sizes, media: Self.uprightMedia)
        }
        let uprightSize = uprightSources.isEmpty ? nil : upright?.size
        return .dictionary([
            "src": .string(root + main.reference),
            "srcset": .string(srcset(size, cards.shareFormat) ?? "\(root)\(main.reference) \(main.width)w"),
            // With no display format the share format's widths are the <img>'s own srcset.
            "sources": .list(cards.displayFormats.isEmpty ? [] : sources(size, sizes: sizes, media: nil)),
            "uprightSources": .list(uprightSources),
            "upright": .optional(uprightSize),
            // A preset's name (`og`, `square`, …), whose proportions the stylesheet knows: a
            // quote's card is sized by the height the screen leaves it before the file arrives.
            "shape": .optional(CardSize.presets.contains { $0.name == size } ? size : nil),
            // Templates written for Draper 0.1 name the WebP source on its own.
            "webpSrcset": .optional(cards.displayFormats.contains(.webp) ? srcset(size, .webp) : nil),
            "sizes": .string(sizes),
            "width": .string(String(main.width)),
            "height": .string(String(main.height)),
            "alt": .string(alt),
            "lazy": .bool(lazy),
            "lang": .optional(language?.lang),
            "dir": .optional(language?.dir),
        ])
    }

    /// When the upright card replaces the main one: a screen taller than it is wide.
    static let uprightMedia = "(orientation: portrait)"
}
