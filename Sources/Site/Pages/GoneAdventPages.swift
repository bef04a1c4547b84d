import Mustache
import Project

/// The pages at the addresses of an advent calendar the site published and no longer has
/// (`PublishedRecord.advent`): `data/advent.json` removed after the season, or doors taken
/// off its end. A link shared to the calendar or to one of its doors says what happened and
/// leads on, instead of ending at a bare 404.
struct GoneAdventPages {
    let context: PageContext

    /// The path and view model of each page: the calendar's and every door's when the
    /// calendar is gone; the lost doors' when it has fewer than it had.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        guard let recorded = content.published.advent else { return [] }
        let words = content.interface
        let calendar = content.project.advent
        let firstGoneDoor = (calendar?.days ?? 0) + 1
        guard firstGoneDoor <= recorded.doors else { return [] }
        var pages: [(path: String, context: MustacheValue)] = []
        if calendar == nil {
            pages.append(page(SitePaths.advent, heading: recorded.title, text: words.text("gone.adventText")))
        }
        for number in firstGoneDoor...recorded.doors {
            let path = SitePaths.adventDayPage(number)
            let heading = words.text("advent.door", ["number": words.number(number)])
            // Link previews fetched again show the card its files show now.
            let card = content.removedCards["advent-\(number)"]
            if let calendar {
                pages.append(
                    page(
                        path, heading: heading, text: words.text("gone.doorText"), site: calendar.title,
                        index: (SitePaths.advent, calendar.title), card: card))
            } else {
                pages.append(
                    page(path, heading: heading, text: words.text("gone.adventText"), site: recorded.title, card: card))
            }
        }
        return pages
    }

    private func page(
        _ path: String, heading: String, text: String, site: String? = nil, index: (path: String, label: String)? = nil,
        card: CardFile? = nil
    ) -> (path: String, context: MustacheValue) {
        let content = context.content
        var gone: [String: MustacheValue] = [
            "heading": .string(heading),
            "text": .string(text),
            "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
        ]
        if let index {
            gone["indexURL"] = .string(SitePaths.link(from: path, to: index.path))
            gone["indexLabel"] = .string(index.label)
        }
        let title = content.interface.title(heading, site: site ?? content.config.title)
        var page = PageContext.Page(path: path, kind: "gone", title: title, noindex: true)
        if let card {
            page.social = PageContext.Social(title: heading, description: text, image: card, imageAlt: text)
        }
        return (path, context.context(page, ["gone": .dictionary(gone)]))
    }
}

extension GoneAdventPages: PageSource {
    static let templates = ["gone"]

    static func pages(of site: SitePages) -> [PageSpec] {
        GoneAdventPages(context: site.context).pages().map { path, view in
            PageSpec(path: path, template: "gone", noindex: true) { view }
        }
    }
}
