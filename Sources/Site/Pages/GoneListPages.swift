import Mustache
import Project

/// The pages at the addresses of tags' and speakers' lists that no quote is listed under any
/// more (`PublishedRecord.lists`): a speaker's name spelled another way, a tag renamed or
/// dropped. A link shared yesterday to such a list never ends at a bare 404: a list whose
/// quotes went to another (`movedTo`, the last of a chain of them that is live) leads there,
/// each of its pages to the same page of the new list (the same quotes in the same order, as
/// the lists keep the order quotes were added), a page past the new list's end to its last;
/// any other says what happened on every page it had (`PublishedRecord.listPages`) and leads
/// on to the index.
struct GoneListPages {
    let context: PageContext

    /// The path and view model of each gone list's pages.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        guard content.published.lists.contains(where: { $0.until != nil }) else { return [] }
        var byPath: [String: PublishedRecord.List] = [:]
        for list in content.published.lists { byPath[list.path] = list }
        var liveLists: [String: Pagination] = [:]
        for (folder, groups) in [(SitePaths.tags, content.tags), (SitePaths.speakers, content.speakers)] {
            for group in groups { liveLists["\(folder)/\(group.slug)"] = content.pagination(of: group, in: folder) }
        }
        return content.published.lists.filter { $0.until != nil }.flatMap { list in
            let target = Self.destination(of: list.path, lists: byPath)
            let targetPages = target.flatMap { liveLists[$0.path] }
            // Every page it had, and every page the list it leads to has now.
            let count = max(content.published.mostPages(of: list.path), targetPages?.pageCount ?? 1)
            return (1...count).map { number in
                let path = Pagination.path(ofPage: number, in: list.path)
                // A page past the new list's end leads to its last.
                let targetPath = targetPages.map { $0.path(ofPage: min(number, $0.pageCount)) }
                return (path, page(path, of: list, movedTo: target.map { ($0.name, targetPath) }))
            }
        }
    }

    /// The view model of a gone list's page at `path`; `movedTo` the new list's name and the
    /// path of the page it leads to.
    private func page(_ path: String, of list: PublishedRecord.List, movedTo: (name: String, path: String?)?)
        -> MustacheValue
    {
        let content = context.content
        let words = content.interface
        let isTag = list.path.hasPrefix(SitePaths.tags + "/")
        let heading = isTag ? words.line("lists.tagged", ["tag": list.name]) : list.name
        let index = isTag ? SitePaths.tags : SitePaths.speakers
        var gone: [String: MustacheValue] = [
            "heading": .string(heading),
            "text": .string(words.text("gone.listText")),
            "indexURL": .string(SitePaths.link(from: path, to: "\(index)/index.html")),
            "indexLabel": .string(words.text(isTag ? "lists.tags" : "lists.speakers")),
            "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
        ]
        if let movedTo, let target = movedTo.path {
            gone["text"] = .string(words.line("gone.listMovedText", ["name": movedTo.name]))
            gone["movedURL"] = .string(SitePaths.link(from: path, to: target))
            gone["followLabel"] = .string(words.text("gone.listFollow"))
        }
        return context.context(
            PageContext.Page(
                path: path, kind: "gone", title: words.title(heading, site: content.config.title), noindex: true),
            ["gone": .dictionary(gone)])
    }

    /// The live list a chain of moves from `path` ends at, if it ends at one: a list renamed
    /// twice leads to its latest name; one whose next list went without a destination, or a
    /// circle of them, leads nowhere.
    static func destination(of path: String, lists: [String: PublishedRecord.List]) -> PublishedRecord.List? {
        MoveChain.end(from: path, next: { lists[$0]?.movedTo }, isLive: { lists[$0].map { $0.until == nil } ?? false })
            .flatMap { lists[$0] }
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
