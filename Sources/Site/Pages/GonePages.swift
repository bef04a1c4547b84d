import Mustache
import Project

/// The pages at published addresses whose quote is gone: one that moved (its `id` changed)
/// leads to where it is now; one that was removed says so, with links on. A link shared
/// yesterday never ends at a bare 404.
struct GonePages {
    let context: PageContext

    /// The path and view model of each gone address's page.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        let live = Set(content.quotes.map(\.quote.id))
        var movedTo: [String: String] = [:]
        for entry in content.published.entries where !entry.isLive { movedTo[entry.address] = entry.movedTo }
        let words = content.interface
        return content.published.entries.filter { !$0.isLive && !live.contains($0.address) }
            .sorted { $0.address < $1.address }
            .map { entry in
                let path = SitePaths.quotePage(entry.address)
                let target = Self.destination(of: entry.address, movedTo: movedTo, live: live)
                let heading = words.text(target == nil ? "gone.removedTitle" : "gone.movedTitle")
                var gone: [String: MustacheValue] = [
                    "heading": .string(heading),
                    "text": .string(words.text(target == nil ? "gone.removedText" : "gone.movedText")),
                    "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
                ]
                if let target {
                    gone["movedURL"] = .string(SitePaths.link(from: path, to: SitePaths.quotePage(target)))
                    gone["followLabel"] = .string(words.text("gone.follow"))
                }
                var page = PageContext.Page(
                    path: path, kind: "gone", title: words.title(heading, site: content.config.title), noindex: true)
                // A link shared before shows, when a network fetches its preview again, the card
                // its files show now: the quote was removed.
                if target == nil, let card = content.removedCards[entry.address] {
                    page.social = PageContext.Social(
                        title: heading, description: words.text("gone.removedText"), image: card, imageAlt: heading)
                }
                let view = context.context(page, ["gone": .dictionary(gone)])
                return (path, view)
            }
    }

    /// Where a chain of moves from `address` ends at a live quote, if it does.
    static func destination(of address: String, movedTo: [String: String], live: Set<String>) -> String? {
        MoveChain.end(from: address, next: { movedTo[$0] }, isLive: live.contains)
    }
}

extension GonePages: PageSource {
    static let templates = ["gone"]

    static func pages(of site: SitePages) -> [PageSpec] {
        GonePages(context: site.context).pages().map { path, view in
            PageSpec(path: path, template: "gone", noindex: true) { view }
        }
    }
}
