import Mustache
import Project

/// The view model of `search/index.html`: a form whose script reads the static index, and
/// links to the speaker and tag lists for visitors without JavaScript.
struct SearchPage {
    let context: PageContext
    var content: SiteContent { context.content }

    func page() -> MustacheValue {
        let path = SitePaths.search
        let page = PageContext.Page(
            path: path, kind: "search",
            title: content.interface.title(content.interface.text("search.heading"), site: content.config.title),
            description: content.interface.line("search.description", ["site": content.config.title]), nav: "search")
        return context.context(
            page,
            [
                "index": .string(SitePaths.link(from: path, to: "search/")),
                "browse": QuoteListPages(context: context).browseLinks(from: path),
                // What the script says as it searches, in the site's language.
                "found": .string(content.interface.formsJSON("search.found")),
            ])
    }

    /// A hash of everything the index holds, for keeping it whole between builds.
    static func indexKey(_ content: SiteContent, numbers: [Int]?) -> String {
        var key = InputKey("search-index")
        key.add("tool", SiteBuilder.toolVersion)
        key.add("revision", String(PageKey.revision))
        key.add("chunk", String(SearchIndex.chunkSize))
        key.add(numbers: numbers ?? [])
        for item in content.quotes {
            let quote = item.quote
            for field in [
                quote.id, quote.text, quote.speaker, quote.source ?? "∅",
                quote.language?.description ?? content.config.language.description,
            ] {
                key.add(field)
            }
            key.add(quote.tags.joined(separator: "\u{1F}"))
        }
        return key.finalized()
    }

    /// Each quote's number in the index: its place in the order quotes were added, which
    /// `published.json5` keeps through edits, reordered rows and removed quotes; nil if a
    /// quote has none there.
    static func documentNumbers(_ content: SiteContent) -> [Int]? {
        var order: [String: Int] = [:]
        order.reserveCapacity(content.quotes.count)
        for entry in content.published.entries where entry.isLive { order[entry.address] = entry.order }
        var numbers: [Int] = []
        numbers.reserveCapacity(content.quotes.count)
        for item in content.quotes {
            guard let number = order[item.quote.id] else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// The index over every quote's text, speaker, source and tags.
    static func index(_ content: SiteContent, numbers: [Int]?) -> SearchIndex {
        SearchIndex(
            quotes: content.quotes.map { item in
                let quote = item.quote
                return (
                    SearchIndex.Document(
                        path: SitePaths.quotePage(quote.id), text: quote.text, speaker: quote.speaker,
                        language: quote.language?.description ?? content.config.language.description),
                    [quote.text, quote.speaker, quote.source ?? ""] + quote.tags
                )
            }, numbers: numbers)
    }
}

extension SearchPage: PageSource {
    static let templates = ["search"]

    static func pages(of site: SitePages) -> [PageSpec] {
        [
            PageSpec(path: SitePaths.search, template: "search", noindex: false) {
                SearchPage(context: site.context).page()
            }
        ]
    }
}
