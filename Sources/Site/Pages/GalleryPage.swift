import Cards
import Foundation
import Mustache
import Project

/// The view model of `cards/index.html`: every card of every size, with the renderer's
/// warnings beside the quote they concern, for review before publishing.
struct GalleryPage {
    let context: PageContext
    var content: SiteContent { context.content }

    func page(warnings: [String: [String]]) -> MustacheValue {
        let path = SitePaths.gallery
        let sizes = content.config.cards.sizes
        func cells(_ cards: CardSet, alt: String) -> MustacheValue {
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
                        "files": .list(
                            formats.keys.sorted().compactMap { ext in
                                formats[ext].map {
                                    [
                                        "url": .string(SitePaths.link(from: path, to: $0.reference)),
                                        "label": .string(ext.uppercased()),
                                    ]
                                }
                            }),
                    ]
                })
        }
        var rows: [MustacheValue] = content.quotes.map { item in
            let quote = item.quote
            return [
                "lang": .string(quote.language?.description ?? content.config.language.description),
                "url": .string(SitePaths.link(from: path, to: SitePaths.quotePage(quote.id))),
                "label": .string("\(quote.speaker): \(QuotePages.shortened(quote.text))"),
                "notes": .list((warnings[quote.id] ?? []).map { .string($0) }),
                "cells": cells(
                    item.cards,
                    alt: PageContext.cardAlt(
                        text: quote.text, byline: CardContent.attribution(quote.speaker), imageDescription: nil)),
            ]
        }
        // Locked days stay out: this page is published with the site.
        for item in content.days where item.day.visibility == .open {
            guard let cards = item.cards else { continue }
            rows.append([
                "lang": .string(content.config.language.description),
                "url": .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(item.day.number))),
                "label": .string("Door \(item.day.number): \(item.day.entry.title)"),
                "notes": .list((warnings["advent-\(item.day.number)"] ?? []).map { .string($0) }),
                "cells": cells(cards, alt: item.day.entry.title),
            ])
        }
        let count = rows.count * sizes.count
        let page = PageContext.Page(
            path: path, kind: "gallery", title: "All cards · \(content.config.title)",
            description: "Every card of \(content.config.title).", noindex: true, nav: "cards")
        return context.context(
            page,
            [
                "summary": .string("\(count) cards in \(sizes.count) size\(sizes.count == 1 ? "" : "s")."),
                "sizeNames": .list(sizes.map { .string("\($0.name) \($0.width)×\($0.height)") }),
                "rows": .list(rows),
            ])
    }
}
