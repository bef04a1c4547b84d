import Mustache
import Project

/// The pages at the addresses of tags' and speakers' lists that no quote is listed under any
/// more (`PublishedRecord.lists`): a speaker's name spelled another way, a tag renamed or
/// dropped. A link shared yesterday to such a list never ends at a bare 404: a list whose
/// quotes went to another (`movedTo`, the last of a chain of them that is live) leads there,
/// as a quote that moved does; any other says what happened and leads on to the index. The
/// list's first page only: the later ones were never more than the first's continuation.
struct GoneListPages {
    let context: PageContext

    /// The path and view model of each gone list's page.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        let words = content.interface
        var byPath: [String: PublishedRecord.List] = [:]
        for list in content.published.lists { byPath[list.path] = list }
        return content.published.lists.filter { $0.until != nil }.map { list in
            let path = "\(list.path)/index.html"
            let isTag = list.path.hasPrefix(SitePaths.tags + "/")
            let heading = isTag ? words.text("lists.tagged", ["tag": list.name]) : list.name
            let index = isTag ? SitePaths.tags : SitePaths.speakers
            var gone: [String: MustacheValue] = [
                "heading": .string(heading),
                "text": .string(words.text("gone.listText")),
                "indexURL": .string(SitePaths.link(from: path, to: "\(index)/index.html")),
                "indexLabel": .string(words.text(isTag ? "lists.tags" : "lists.speakers")),
                "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
            ]
            if let target = Self.destination(of: list.path, lists: byPath) {
                gone["text"] = .string(words.text("gone.listMovedText", ["name": target.name]))
                gone["movedURL"] = .string(SitePaths.link(from: path, to: "\(target.path)/index.html"))
                gone["followLabel"] = .string(words.text("gone.listFollow"))
            }
            let view = context.context(
                PageContext.Page(
                    path: path, kind: "gone", title: words.title(heading, site: content.config.title), noindex: true),
                ["gone": .dictionary(gone)])
            return (path, view)
        }
    }

    /// The live list a chain of moves from `path` ends at, if it ends at one: a list renamed
    /// twice leads to its latest name; one whose next list went without a destination, or a
    /// circle of them, leads nowhere.
    static func destination(of path: String, lists: [String: PublishedRecord.List]) -> PublishedRecord.List? {
        var seen: Set<String> = [path]
        var current = path
        while let next = lists[current]?.movedTo, let list = lists[next] {
            if list.until == nil { return list }
            guard seen.insert(next).inserted else { return nil }
            current = next
        }
        return nil
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
