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
            description: content.interface.text("search.description", ["site": content.config.title]), nav: "search")
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
    static func indexKey(_ content: SiteContent) -> String {
        var key = InputKey("search-index")
        key.add("tool", SiteBuilder.toolVersion)
        key.add("revision", String(PageKey.revision))
        key.add("chunk", String(SearchIndex.chunkSize))
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

    /// The index over every quote's text, speaker, source and tags.
    static func index(_ content: SiteContent) -> SearchIndex {
        SearchIndex(
            quotes: content.quotes.map { item in
                let quote = item.quote
                return (
                    SearchIndex.Document(
                        path: SitePaths.quotePage(quote.id), text: quote.text, speaker: quote.speaker,
                        language: quote.language?.description ?? content.config.language.description),
                    [quote.text, quote.speaker, quote.source ?? ""] + quote.tags
                )
            })
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
