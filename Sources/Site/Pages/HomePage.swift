import Cards
import Foundation
import Mustache
import Project

/// The view model of `index.html`: the quote of the day, the latest quotes and the ways to
/// the rest. Its weight does not grow with the dataset: a fixed number of cards, and the
/// schedule of the coming weeks.
struct HomePage {
    let context: PageContext
    var content: SiteContent { context.content }

    /// How many days ahead the page carries the quote of the day (one `<template>` per
    /// distinct quote), so it stays right between builds without a server: three weeks,
    /// which keeps the page under 40 images with the latest quotes.
    static let scheduleDays = 21
    /// The newest quotes (the end of the dataset) shown under the quote of the day.
    static let latestCount = 12

    func page(advent: MustacheValue) -> MustacheValue {
        let path = SitePaths.home
        let sizes = content.config.cards.sizes
        let today = content.today
        // Consecutive days from today, as the script reads them.
        let upcoming = (0..<Self.scheduleDays).map { content.daily.index(for: today.daysSince1970 + $0) }
            .prefix { $0 != nil }.compactMap { $0 }

        func hero(_ item: SiteContent.QuoteItem, lazy: Bool) -> [String: MustacheValue] {
            var (fields, card) = context.quoteFields(
                item, page: path, size: item.cards.mainSize, lazy: lazy,
                sizes: QuotePages.slot(of: item.cards.mainSize, in: sizes),
                upright: item.cards.phoneSize.map { ($0, QuotePages.slot(of: $0, in: sizes)) })
            fields["text"] = .string(item.quote.text)
            fields["hero"] = ["card": card]
            // More by the same speaker, as from a quote's page.
            fields["speakerURL"] = .string(
                SitePaths.link(
                    from: path, to: "\(SitePaths.speakers)/\(content.speakerFolder(item.quote.speaker))/index.html"))
            return fields
        }

        let latest = content.quotes.suffix(Self.latestCount).reversed()
        let lists = QuoteListPages(context: context)
        var values: [String: MustacheValue] = [
            "latestHeading": .string(
                content.interface.text(content.quotes.count > Self.latestCount ? "home.latest" : "home.all")),
            "quotes": .list(latest.map { context.gridItem($0, page: path) }),
            "browse": lists.browseLinks(from: path),
            "more": content.quotes.count > Self.latestCount
                ? [
                    "url": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
                    "label": .string(
                        content.interface.text("home.more", ["count": content.interface.number(content.quotes.count)])),
                ] : .null,
            "advent": advent,
        ]
        if let todays = content.quoteOfTheDay(today) {
            var todayValues = hero(todays, lazy: false)
            todayValues["schedule"] = .string(
                ScriptJSON.encode(
                    .object([
                        ("quotes", .array(upcoming.map { JSONText.string(content.quotes[$0].quote.id) })),
                        ("start", .string(String(describing: content.today))),
                        ("timezone", .string(content.config.timeZone.identifier)),
                    ])))
            // The markup of each day's quote, once per quote, the build's day too: the script
            // shows the viewer's day before the rest of the page is read, so one card loads,
            // and it loads at once (a template's image is not fetched before it is shown).
            var seen: Set<Int> = []
            let days = upcoming.filter { seen.insert($0).inserted }
            todayValues["upcoming"] = .list(days.map { .dictionary(hero(content.quotes[$0], lazy: false)) })
            values["today"] = .dictionary(todayValues)
        }
        let social = content.quoteOfTheDay(today).flatMap { $0.cards.socialImage }
        let page = PageContext.Page(
            path: path, kind: "home", title: content.config.title, description: content.config.description,
            backdrop: content.quoteOfTheDay(today)?.backdrop,
            social: social.map {
                PageContext.Social(
                    type: "website", title: content.config.title, description: content.config.description, image: $0,
                    imageAlt: content.interface.line("home.socialAlt", ["site": content.config.title]))
            },
            nav: "home")
        return context.context(page, values)
    }
}

extension HomePage: PageSource {
    static let templates = ["home"]

    static func pages(of site: SitePages) -> [PageSpec] {
        [
            PageSpec(path: SitePaths.home, template: "home", noindex: false, precached: true) {
                let advent = site.content.project.advent.map {
                    AdventPages(context: site.context, calendar: $0, theme: site.theme).daysLeft()
                }
                return HomePage(context: site.context).page(advent: advent ?? .null)
            }
        ]
    }
}
