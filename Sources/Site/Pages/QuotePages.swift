import Cards
import Foundation
import Mustache
import Project

/// The view models of `quotes/<id>/index.html`.
struct QuotePages {
    let context: PageContext
    var content: SiteContent { context.content }
    /// Where each page's shuffle button may lead (`shufflePool(for:)`).
    let shuffleRing: ShuffleRing

    static let shufflePoolSize = 100

    init(context: PageContext) {
        self.context = context
        shuffleRing = ShuffleRing(addresses: context.content.quotes.map(\.quote.id))
    }

    func page(at index: Int) -> (path: String, context: MustacheValue) {
        let items = content.quotes
        let item = items[index]
        let quote = item.quote
        let path = SitePaths.quotePage(quote.id)
        let byline = CardContent.attribution(quote.speaker)
        let alt = content.interface.cardAlt(text: quote.text, byline: byline, background: quote.alt)
        let sizes = content.config.cards.sizes
        let social = item.cards.socialImage
        let words = content.interface
        let shareText = words.attributed(quote.text, speaker: quote.speaker)
        let previous = items[(index + items.count - 1) % items.count].quote
        let next = items[(index + 1) % items.count].quote
        let pool = shufflePool(for: index)
        let language = TextLanguage.of(quote, in: content)
        let quoteContext: MustacheValue = [
            "lang": .string(language.lang),
            "dir": .optional(language.dir),
            "text": .string(quote.text),
            "shortText": .string(Self.shortened(quote.text)),
            "speaker": .string(quote.speaker),
            "speakerURL": .string(
                SitePaths.link(
                    from: path, to: "\(SitePaths.speakers)/\(content.speakerFolder(quote.speaker))/index.html")),
            "hasTags": .bool(quote.tags.contains { !$0.isEmpty }),
            "tags": .list(
                quote.tags.filter { !$0.isEmpty }.map { tag in
                    [
                        "name": .string(tag),
                        "url": .string(
                            SitePaths.link(from: path, to: "\(SitePaths.tags)/\(content.tagFolder(tag))/index.html")),
                    ]
                }),
            // The dataset's own columns, by their names: `{{quote.fields.Season}}` in a template.
            "fields": .dictionary(quote.extraFields.mapValues { .string($0) }),
            "source": .optional(quote.source),
            "credit": .optional(quote.credit),
            "creditText": .optional(quote.credit.map { words.line("quote.imageCredit", ["credit": $0]) }),
            "card": context.cardImage(
                item.cards, size: item.cards.mainSize, page: path, alt: alt, lazy: false,
                sizes: Self.slot(of: item.cards.mainSize, in: sizes), language: language,
                upright: item.cards.phoneSize.map { ($0, Self.slot(of: $0, in: sizes)) }),
            "previous": ["url": .string(SitePaths.link(from: path, to: SitePaths.quotePage(previous.id)))],
            "next": ["url": .string(SitePaths.link(from: path, to: SitePaths.quotePage(next.id)))],
            "random": ["url": .string(pool.first.map { SitePaths.link(from: path, to: $0) } ?? "")],
            "shufflePool": .string(ScriptJSON.encode(pool.map { SitePaths.link(from: path, to: $0) })),
            "share": ShareLinks.context(
                content: content, page: path, title: content.config.title, text: shareText, card: social,
                downloads: ShareLinks.downloads(
                    of: item.cards, main: social.flatMap { _ in item.cards.mainSize }, page: path, content: content)),
            // Themes made for earlier versions link the email snippet and every size by its
            // pixels; the built-in theme offers the sizes in the share menu, in words.
            "emailURL": .string(SitePaths.link(from: path, to: "email/\(quote.id).html")),
            "sizes": .list(
                sizes.compactMap { size in
                    item.cards.file(size: size.name).map { file in
                        [
                            "url": .string(SitePaths.link(from: path, to: file.reference)),
                            "label": .string(words.sizeLabel(size)),
                        ]
                    }
                }),
        ]
        let page = PageContext.Page(
            path: path, kind: "quote",
            title: words.title(
                words.attributed(Self.shortened(quote.text), speaker: quote.speaker), site: content.config.title),
            description: shareText, backdrop: item.backdrop,
            social: social.map {
                PageContext.Social(
                    title: words.socialTitle(Self.shortened(quote.text), speaker: quote.speaker),
                    description: quote.source ?? content.config.description, image: $0, imageAlt: alt)
            },
            nav: "home")
        return (path, context.context(page, ["quote": quoteContext]))
    }

    /// The `sizes` attribute of a card of the size named `name` on a quote page.
    static func slot(of name: String?, in sizes: [CardSize]) -> String {
        let size = sizes.first { $0.name == name } ?? .og
        return CardSlots.quote(width: size.width, height: size.height)
    }

    /// Other quotes the shuffle button may jump to: all of them for small sites, otherwise
    /// a sample of `shufflePoolSize` that a quote added or removed elsewhere rarely changes
    /// (`ShuffleRing`). Never the current quote.
    func shufflePool(for index: Int) -> [String] {
        shufflePoolIndices(for: index).map { SitePaths.quotePage(content.quotes[$0].quote.id) }
    }

    /// The quotes of `shufflePool(for:)`, as indices.
    func shufflePoolIndices(for index: Int) -> [Int] {
        shuffleRing.sample(for: index, size: Self.shufflePoolSize)
    }

    /// The key of page `index`: its quote, neighbours and shuffle pool, by `keys`.
    func key(at index: Int, keys: PageKey) -> String {
        let (previous, next) = neighbours(at: index)
        let pool = shuffleRing.digest(of: shufflePoolIndices(for: index))
        return keys.quotePage(content.quotes[index], previous: previous, next: next, pool: pool, content: content)
    }

    /// The ids of the previous and next quote (the list wraps around).
    func neighbours(at index: Int) -> (previous: String, next: String) {
        let items = content.quotes
        return (items[(index + items.count - 1) % items.count].quote.id, items[(index + 1) % items.count].quote.id)
    }

    /// The first words of a long quote, for titles: at most about 60 characters.
    static func shortened(_ text: String) -> String {
        guard text.count > 64 else { return text }
        var result = ""
        for word in text.split(separator: " ") {
            if result.count + word.count > 60 { break }
            result += result.isEmpty ? String(word) : " \(word)"
        }
        if result.isEmpty { result = String(text.prefix(60)) }
        return result + "…"
    }
}

extension QuotePages: PageSource {
    static let templates = ["quote"]

    /// Quote pages are most of a site and independent of each other: keyed, so that a rebuild
    /// keeps those whose inputs did not change.
    static func pages(of site: SitePages) -> [PageSpec] {
        // Each closure holds an index and one shared reference, not copies of the site.
        let shared = Shared((site: site, pages: QuotePages(context: site.context)))
        return site.content.quotes.indices.map { index in
            PageSpec(
                path: SitePaths.quotePage(site.content.quotes[index].quote.id), template: "quote", noindex: false,
                // Read through the box, not taken out of it: binding the pair copied the
                // site's context for every page (a tenth of the page keys' time).
                key: { shared.value.pages.key(at: index, keys: shared.value.site.keys) }
            ) { shared.value.pages.page(at: index).context }
        }
    }
}
