import Cards
import Foundation
import Mustache
import Project

/// The view model of `index.html`: the quote of the day and every card.
struct HomePage {
    let context: PageContext
    var content: SiteContent { context.content }

    /// How many days ahead the page carries the schedule, so the quote of the day stays
    /// right between builds without a server.
    static let scheduleDays = 120

    func page(advent: MustacheValue) -> MustacheValue {
        let path = SitePaths.home
        let sizes = content.config.cards.sizes
        let heroSize = sizes.contains(.og) ? "og" : sizes.first?.name
        let today = content.today
        let schedule = QuoteSchedule(count: content.quotes.count, channel: "daily")
        let upcoming = (0..<Self.scheduleDays).map {
            content.quotes[schedule.index(for: today.daysSince1970 + $0)].quote.id
        }
        let upcomingSet = Set(upcoming)

        func item(_ item: SiteContent.QuoteItem, lazy: Bool) -> [String: MustacheValue] {
            let quote = item.quote
            let alt = PageContext.cardAlt(
                text: quote.text, byline: CardContent.attribution(quote.speaker), imageDescription: quote.alt)
            return [
                "id": .string(quote.id),
                "url": .string(SitePaths.link(from: path, to: SitePaths.quotePage(quote.id))),
                "lang": .string(quote.language?.description ?? content.config.language.description),
                "text": .string(quote.text),
                "speaker": .string(quote.speaker),
                "card": context.cardImage(
                    item.cards, size: item.cards.gridSize, page: path, alt: alt, lazy: true,
                    sizes: "(max-width: 600px) 50vw, 260px"),
                "hero": [
                    "card": context.cardImage(
                        item.cards, size: heroSize, page: path, alt: alt, lazy: lazy,
                        sizes: "(max-width: 820px) 100vw, 60vw")
                ],
            ]
        }

        var values: [String: MustacheValue] = [
            "quotes": .list(
                content.quotes.map { quoteItem in
                    var values = item(quoteItem, lazy: true)
                    // Only quotes the schedule will show carry the markup the script swaps in.
                    if !upcomingSet.contains(quoteItem.quote.id) { values["hero"] = .null }
                    return .dictionary(values)
                }),
            "advent": advent,
        ]
        if let todays = content.quoteOfTheDay(today) {
            var today = item(todays, lazy: false)
            today["schedule"] = .string(
                ScriptJSON.encode(
                    .object([
                        ("quotes", .array(upcoming.map(JSONText.string))),
                        ("start", .string(String(describing: content.today))),
                        ("timezone", .string(content.config.timeZone.identifier)),
                    ])))
            values["today"] = .dictionary(today)
        }
        let social = content.quoteOfTheDay(today).flatMap { $0.cards.socialImage(sizes: sizes) }
        let page = PageContext.Page(
            path: path, kind: "home", title: content.config.title, description: content.config.description,
            backdrop: content.quoteOfTheDay(today)?.backdrop,
            social: social.map {
                PageContext.Social(
                    type: "website", title: content.config.title, description: content.config.description, image: $0,
                    imageAlt: "A quote card from \(content.config.title)")
            },
            nav: "home")
        return context.context(page, values)
    }
}
