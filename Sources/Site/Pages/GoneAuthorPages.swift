import Mustache
import Project

/// The pages at the addresses of the author's pages the site published and `pages/` no
/// longer has (`PublishedRecord.pages`): one renamed (a new page of the same title with the
/// same build) leads to its new address; one removed says so, with links on. An address the
/// author's `static/` now fills is theirs.
struct GoneAuthorPages {
    let context: PageContext

    /// The path and view model of each gone page's address.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        let words = content.interface
        var byPath: [String: PublishedRecord.Page] = [:]
        for page in content.published.pages { byPath[page.path] = page }
        return content.published.pages.filter { $0.until != nil }.compactMap { page in
            let path = SitePaths.authorPage(page.path)
            guard !content.staticPaths.contains(path) else { return nil }
            var gone: [String: MustacheValue] = [
                "heading": .string(page.title),
                "text": .string(words.text("gone.pageText")),
                "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
            ]
            if let target = Self.destination(of: page.path, pages: byPath) {
                gone["text"] = .string(words.text("gone.pageMovedText"))
                gone["movedURL"] = .string(SitePaths.link(from: path, to: SitePaths.authorPage(target)))
                gone["followLabel"] = .string(words.text("gone.pageFollow"))
            }
            let view = context.context(
                PageContext.Page(
                    path: path, kind: "gone", title: words.title(page.title, site: content.config.title),
                    noindex: true),
                ["gone": .dictionary(gone)])
            return (path, view)
        }
    }

    /// The live page a chain of renames from `path` ends at, if it ends at one.
    static func destination(of path: String, pages: [String: PublishedRecord.Page]) -> String? {
        MoveChain.end(from: path, next: { pages[$0]?.movedTo }, isLive: { pages[$0].map { $0.until == nil } ?? false })
    }
}

extension GoneAuthorPages: PageSource {
    static let templates = ["gone"]

    static func pages(of site: SitePages) -> [PageSpec] {
        GoneAuthorPages(context: site.context).pages().map { path, view in
            PageSpec(path: path, template: "gone", noindex: true) { view }
        }
    }
}
