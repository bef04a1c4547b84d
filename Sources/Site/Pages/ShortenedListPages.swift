import Mustache
import Project

/// The pages past the end of a list that got shorter: every quote's, a tag's, a speaker's, the
/// indices of names or the gallery, published with more pages than it has now (quotes
/// removed, or given to another name). Each leads to the list's last page, so a link shared
/// yesterday to `quotes/index-4.html` never ends at a bare 404. How many pages a list had is
/// in `PublishedRecord.listPages`. A tag's or speaker's list that is gone altogether is
/// `GoneListPages`'s.
struct ShortenedListPages {
    let context: PageContext

    /// The path and view model of each page past the end of a list.
    func pages() -> [(path: String, context: MustacheValue)] {
        let content = context.content
        guard !content.published.listPages.isEmpty else { return [] }
        var live: [String: Pagination] = [
            SitePaths.quoteList: content.allQuotes, SitePaths.speakers: content.speakerIndex,
            content.gallery.folder: content.gallery,
        ]
        if let tagIndex = content.tagIndex { live[SitePaths.tags] = tagIndex }
        for (folder, groups) in [(SitePaths.tags, content.tags), (SitePaths.speakers, content.speakers)] {
            for group in groups { live["\(folder)/\(group.slug)"] = content.pagination(of: group, in: folder) }
        }
        // Gone tags' and speakers' lists are `GoneListPages`'s, which know where they went.
        return content.published.listPages.flatMap { recorded -> [(path: String, context: MustacheValue)] in
            guard let list = live[recorded.path], recorded.pages > list.pageCount else { return [] }
            let heading = heading(of: recorded.path)
            let last = list.path(ofPage: list.pageCount)
            return (list.pageCount + 1...recorded.pages).map { number in
                let path = Pagination.path(ofPage: number, in: recorded.path)
                return (path, page(path, heading: heading, leadsTo: last))
            }
        }
    }

    /// The heading of the live list in `folder`, as its pages show it.
    private func heading(of folder: String) -> String {
        let content = context.content
        let words = content.interface
        switch folder {
        case SitePaths.quoteList: return words.text("lists.allQuotes")
        case SitePaths.speakers: return words.text("lists.speakers")
        case SitePaths.tags: return words.text("lists.tags")
        case content.gallery.folder: return words.text("gallery.heading")
        default:
            let isTag = folder.hasPrefix(SitePaths.tags + "/")
            let slug = folder.split(separator: "/").last.map(String.init)
            let name = (isTag ? content.tags : content.speakers).first { $0.slug == slug }?.name ?? folder
            return isTag ? words.line("lists.tagged", ["tag": name]) : name
        }
    }

    /// The view model of a page past the end of a list, at `path`, leading to the page at
    /// `target`.
    private func page(_ path: String, heading: String, leadsTo target: String) -> MustacheValue {
        let content = context.content
        let words = content.interface
        let gone: [String: MustacheValue] = [
            "heading": .string(heading),
            "text": .string(words.text("gone.listPageText")),
            "movedURL": .string(SitePaths.link(from: path, to: target)),
            "followLabel": .string(words.text("gone.listPageFollow")),
            "allQuotesURL": .string(SitePaths.link(from: path, to: content.allQuotes.path(ofPage: 1))),
        ]
        return context.context(
            PageContext.Page(
                path: path, kind: "gone", title: words.title(heading, site: content.config.title), noindex: true),
            ["gone": .dictionary(gone)])
    }
}

extension ShortenedListPages: PageSource {
    static let templates = ["gone"]

    static func pages(of site: SitePages) -> [PageSpec] {
        ShortenedListPages(context: site.context).pages().map { path, view in
            PageSpec(path: path, template: "gone", noindex: true) { view }
        }
    }
}
