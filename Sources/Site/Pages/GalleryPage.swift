import Cards
import Foundation
import Mustache
import Project

/// The view models of `cards/index.html` (and `index-2.html`, …): every card of every size
/// as a thumbnail, with the renderer's warnings beside the quote they concern, for review
/// before publishing. An author's tool: `noindex`, and linked from the navigation only when
/// `publishing.galleryInNavigation` asks.
struct GalleryPage {
    let context: PageContext
    var content: SiteContent { context.content }

    /// Rows (a quote or an open door) per page: 50 rows of thumbnails of the shown sizes.
    static let rowsPerPage = 50

    var openDays: [SiteContent.DayItem] { content.galleryDays }

    var pagination: Pagination { content.gallery }

    /// What page `number` shows, for its manifest key: each row's quote or door, its cards
    /// and its warnings.
    func inputs(
        ofPage number: Int, of pagination: Pagination, days: [SiteContent.DayItem], warnings: [String: [String]]
    )
        -> [String]
    {
        // The number of cards only on the first page (`page`): a quote added changes the others
        // only when the gallery gains a page.
        var inputs = ["\(number)|\(pagination.pageCount)|\(pagination.pageSize)|\(number == 1 ? pagination.count : 0)"]
        for index in pagination.range(ofPage: number) {
            if index < content.quotes.count {
                let item = content.quotes[index]
                let quote = item.quote
                inputs += [quote.id, quote.text, quote.speaker, quote.language?.description ?? "∅"]
                inputs.append(item.cardReferences)
                inputs += warnings[quote.id] ?? []
            } else {
                let item = days[index - content.quotes.count]
                inputs += ["door \(item.day.number)", item.day.entry.title]
                inputs.append(item.cards.map(PageKey.cardReferences) ?? "∅")
                inputs += warnings[item.day.cardOwner] ?? []
            }
        }
        return inputs
    }

    func page(
        _ number: Int, of pagination: Pagination, days: [SiteContent.DayItem], warnings: [String: [String]]
    ) -> MustacheValue {
        let path = pagination.path(ofPage: number)
        let sizes = content.config.cards.sizes
        // The first rows stand in the first screen: their thumbnails load with the page.
        let eagerRows = 2
        func cells(_ cards: CardSet, alt: String, lazy: Bool) -> MustacheValue {
            .list(
                sizes.map { size in
                    guard let formats = cards.files[size.name], let shown = cards.file(size: size.name) else {
                        return .dictionary([:])
                    }
                    let scale = 240.0 / Double(max(shown.width, shown.height))
                    // A thumbnail of the sizes pages show; the others are only linked (their
                    // full files would weigh a megabyte a screen).
                    let thumbnail =
                        cards.display[size.name] == nil ? nil : cards.displayImage(size: size.name, atLeast: 480)
                    return [
                        "src": .optional(thumbnail.map { SitePaths.link(from: path, to: $0.reference) }),
                        "width": .string(String(Int((Double(shown.width) * scale).rounded()))),
                        "height": .string(String(Int((Double(shown.height) * scale).rounded()))),
                        "alt": .string(alt),
                        "lazy": .bool(lazy),
                        "files": .list(
                            formats.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { ext in
                                formats[ext].map {
                                    [
                                        "url": .string(SitePaths.link(from: path, to: $0.reference)),
                                        "label": .string(ext.rawValue.uppercased()),
                                    ]
                                }
                            }),
                    ]
                })
        }
        var rows: [MustacheValue] = []
        for index in pagination.range(ofPage: number) {
            if index < content.quotes.count {
                let item = content.quotes[index]
                let quote = item.quote
                let language = TextLanguage.of(quote, in: content)
                rows.append([
                    "lang": .string(language.lang),
                    "dir": .optional(language.dir),
                    "url": .string(SitePaths.link(from: path, to: SitePaths.quotePage(quote.id))),
                    "label": .string("\(quote.speaker): \(QuotePages.shortened(quote.text))"),
                    "notes": .list((warnings[quote.id] ?? []).map { .string($0) }),
                    "cells": cells(
                        item.cards,
                        alt: content.interface.cardAlt(
                            text: quote.text, byline: CardContent.attribution(quote.speaker), background: nil),
                        lazy: rows.count >= eagerRows),
                    // The card as a newsletter snippet: for the author, no longer shown to readers.
                    "emailURL": .optional(
                        item.cards.email.map { _ in SitePaths.link(from: path, to: "email/\(quote.id).html") }),
                ])
            } else {
                let item = days[index - content.quotes.count]
                guard let cards = item.cards else { continue }
                rows.append([
                    "lang": .string(content.config.language.description),
                    "url": .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(item.day.number))),
                    "label": .string(
                        content.interface.text(
                            "gallery.door",
                            ["number": content.interface.number(item.day.number), "title": item.day.entry.title])),
                    "notes": .list((warnings[item.day.cardOwner] ?? []).map { .string($0) }),
                    "cells": cells(cards, alt: item.day.entry.title, lazy: rows.count >= eagerRows),
                    "emailURL": .optional(
                        cards.email.map { _ in SitePaths.link(from: path, to: "email/\(item.day.cardOwner).html") }),
                ])
            }
        }
        let count = pagination.count * sizes.count
        let words = content.interface
        let title =
            number == 1
            ? words.text("gallery.heading") : words.text("gallery.headingPage", ["number": words.number(number)])
        let page = PageContext.Page(
            path: path, kind: "gallery", title: words.title(title, site: content.config.title),
            description: words.line("gallery.description", ["site": content.config.title]), noindex: true,
            nav: "cards",
            previous: number > 1 ? pagination.path(ofPage: number - 1) : nil,
            next: number < pagination.pageCount ? pagination.path(ofPage: number + 1) : nil)
        return context.context(
            page,
            [
                // How many cards on the first page only, so that a quote added does not change
                // every page's text (hundreds of files to upload again at 10,000 quotes).
                "summary": number == 1
                    ? .string(
                        words.text(
                            "gallery.summary",
                            [
                                "cards": words.count("gallery.cardCount", count),
                                "sizes": words.count("gallery.sizeCount", sizes.count),
                            ])) : .null,
                "sizeNames": .list(sizes.map { .string(content.interface.sizeLabel($0)) }),
                "rows": .list(rows),
                "pager": context.pager(pagination, page: number),
            ])
    }
}

extension GalleryPage: PageSource {
    static let templates = ["gallery"]

    /// After the cards: each page shows the renderer's warnings beside the quote they concern.
    static func pages(of site: SitePages) -> [PageSpec] {
        let gallery = GalleryPage(context: site.context)
        let pagination = gallery.pagination, days = gallery.openDays, warnings = site.warningsByOwner
        return (1...pagination.pageCount).map { number in
            PageSpec(
                path: pagination.path(ofPage: number), template: "gallery", noindex: true, stage: .afterCards,
                key: {
                    site.keys.gallery(gallery.inputs(ofPage: number, of: pagination, days: days, warnings: warnings))
                }
            ) { gallery.page(number, of: pagination, days: days, warnings: warnings) }
        }
    }
}
