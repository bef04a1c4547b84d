import Mustache
import Project

/// The pages at the addresses of tags' and speakers' lists that no quote is listed under any
/// more (`PublishedRecord.lists`): a speaker's name spelled another way, a tag renamed or
/// dropped. A link shared yesterday to such a list says what happened and leads on, instead
/// of ending at a bare 404. The list's first page only: the later ones were never more than
/// the first's continuation.
struct GoneListPages {
    let context: PageContext

    /// The path and view model of each gone list's page.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        let words = content.interface
        return content.published.lists.filter { $0.until != nil }.map { list in
            let path = "\(list.path)/index.html"
            let isTag = list.path.hasPrefix(SitePaths.tags + "/")
            let heading = isTag ? words.text("lists.tagged", ["tag": list.name]) : list.name
            let index = isTag ? SitePaths.tags : SitePaths.speakers
            let gone: [String: MustacheValue] = [
                "heading": .string(heading),
                "text": .string(words.text("gone.listText")),
                "indexURL": .string(SitePaths.link(from: path, to: "\(index)/index.html")),
                "indexLabel": .string(words.text(isTag ? "lists.tags" : "lists.speakers")),
                "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
            ]
            let view = context.context(
                PageContext.Page(
                    path: path, kind: "gone", title: words.title(heading, site: content.config.title), noindex: true),
                ["gone": .dictionary(gone)])
            return (path, view)
        }
    }
}

extension GoneListPages: PageSource {
    static let templates = ["gone"]

    static func pages(of site: SitePages) -> [PageSpec] {
        GoneListPages(context: site.context).pages().map { path, view in
            PageSpec(path: path, template: "gone", noindex: true) { view }
        }
    }
}
