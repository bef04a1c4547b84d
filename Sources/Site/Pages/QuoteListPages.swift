import Mustache
import Project

/// The view models of the paginated lists: every quote (`quotes/`), each tag's quotes
/// (`tags/<slug>/`), each speaker's (`speakers/<slug>/`), and the indices of tags and speakers.
struct QuoteListPages {
    let context: PageContext
    var content: SiteContent { context.content }

    /// One page of one list, cheap to hold: the build makes thousands and renders each in turn.
    enum Spec: Sendable {
        /// `quotes` nil means every quote.
        case quotes(number: Int, pagination: Pagination, quotes: [Int]?, heading: String, intro: String)
        /// `noun` is the catalogue key that counts the names ("12 tags").
        case names(number: Int, pagination: Pagination, groups: Groups, heading: String, noun: String)
    }

    enum Groups: Sendable {
        case tags, speakers
    }

    /// Every page of every list: what the build writes.
    func specs() -> [Spec] {
        var specs: [Spec] = []
        let everything = content.allQuotes
        let total = content.quotes.count
        let words = content.interface
        for number in 1...everything.pageCount {
            specs.append(
                .quotes(
                    number: number, pagination: everything, quotes: nil, heading: words.text("lists.allQuotes"),
                    intro: number == 1
                        ? words.count("lists.allQuotesIntro", total) : rangeIntro(of: number, in: everything)))
        }
        for (groups, folder) in [(content.tags, SitePaths.tags), (content.speakers, SitePaths.speakers)] {
            for group in groups {
                let pagination = content.pagination(of: group, in: folder)
                let heading = folder == SitePaths.tags ? words.line("lists.tagged", ["tag": group.name]) : group.name
                for number in 1...pagination.pageCount {
                    specs.append(
                        .quotes(
                            number: number, pagination: pagination, quotes: group.quotes, heading: heading,
                            intro: number == 1
                                ? words.count("lists.quoteCount", group.quotes.count)
                                : rangeIntro(of: number, in: pagination)))
                }
            }
        }
        if let tagIndex = content.tagIndex {
            for number in 1...tagIndex.pageCount {
                specs.append(
                    .names(
                        number: number, pagination: tagIndex, groups: .tags, heading: words.text("lists.tags"),
                        noun: "lists.tagCount"))
            }
        }
        for number in 1...content.speakerIndex.pageCount {
            specs.append(
                .names(
                    number: number, pagination: content.speakerIndex, groups: .speakers,
                    heading: words.text("lists.speakers"), noun: "lists.speakerCount"))
        }
        return specs
    }

    /// What a list's later page says of itself: the quotes it holds ("Quotes 31–60"), not how
    /// many the list has. A quote added to the list then changes its first and last pages, and
    /// the pager of every page only when the list gains a page, instead of every page's
    /// text: at 10,000 quotes, hundreds of files a host would take again.
    private func rangeIntro(of number: Int, in pagination: Pagination) -> String {
        let range = pagination.range(ofPage: number), words = content.interface
        return words.text(
            "lists.pageRangeIntro",
            ["start": words.number(range.lowerBound + 1), "end": words.number(range.upperBound)])
    }

    /// The template, output path and view model of one list page.
    func render(_ spec: Spec) -> (template: String, path: String, context: MustacheValue) {
        switch spec {
        case .quotes(let number, let pagination, let quotes, let heading, let intro):
            return quotePage(
                number, of: pagination, quotes: quotes ?? Array(content.quotes.indices), heading: heading, intro: intro)
        case .names(let number, let pagination, let groups, let heading, let noun):
            let (list, folder) =
                groups == .tags ? (content.tags, SitePaths.tags) : (content.speakers, SitePaths.speakers)
            return namePage(number, of: pagination, groups: list, folder: folder, heading: heading, noun: noun)
        }
    }

    /// Page `number` of a list of quotes (indices into `content.quotes`).
    func quotePage(_ number: Int, of pagination: Pagination, quotes indices: [Int], heading: String, intro: String)
        -> (template: String, path: String, context: MustacheValue)
    {
        let path = pagination.path(ofPage: number)
        let items = indices[pagination.range(ofPage: number)].enumerated().map { position, index in
            context.gridItem(content.quotes[index], page: path, position: position)
        }
        let words = content.interface
        let title =
            number == 1
            ? heading : words.line("lists.pageTitle", ["heading": heading, "number": words.number(number)])
        let page = PageContext.Page(
            path: path, kind: "quote-list", title: words.title(title, site: content.config.title),
            description: "\(words.isolated(heading)): \(intro)",
            nav: pagination.folder == SitePaths.quoteList ? "quotes" : "",
            previous: number > 1 ? pagination.path(ofPage: number - 1) : nil,
            next: number < pagination.pageCount ? pagination.path(ofPage: number + 1) : nil)
        return (
            "quote-list", path,
            context.context(
                page,
                [
                    "heading": .string(heading), "intro": .string(intro), "quotes": .list(items),
                    "pager": context.pager(pagination, page: number), "browse": browseLinks(from: path),
                ])
        )
    }

    /// Page `number` of an index of names (tags or speakers), each linking to its list.
    func namePage(
        _ number: Int, of pagination: Pagination, groups: [QuoteGroup], folder: String, heading: String, noun: String
    )
        -> (template: String, path: String, context: MustacheValue)
    {
        let path = pagination.path(ofPage: number)
        let names: [MustacheValue] = groups[pagination.range(ofPage: number)].map { group in
            [
                "name": .string(group.name),
                "url": .string(SitePaths.link(from: path, to: "\(folder)/\(group.slug)/index.html")),
                "count": .string(String(group.quotes.count)),
                "label": .string(content.interface.count("lists.quoteCount", group.quotes.count)),
            ]
        }
        let words = content.interface
        let title =
            number == 1
            ? heading : words.line("lists.pageTitle", ["heading": heading, "number": words.number(number)])
        var page = PageContext.Page(
            path: path, kind: "name-index", title: words.title(title, site: content.config.title),
            description: words.line("lists.description", ["heading": heading, "site": content.config.title]),
            nav: folder,
            previous: number > 1 ? pagination.path(ofPage: number - 1) : nil,
            next: number < pagination.pageCount ? pagination.path(ofPage: number + 1) : nil)
        page.noindex = groups.isEmpty
        return (
            "name-index", path,
            context.context(
                page,
                [
                    "heading": .string(heading), "intro": .string(words.count(noun, groups.count)),
                    "names": .list(names), "pager": context.pager(pagination, page: number),
                    "browse": browseLinks(from: path),
                ])
        )
    }

    /// Links to the three ways through the quotes, for the home page and every list.
    func browseLinks(from path: String) -> MustacheValue {
        let words = content.interface
        var targets = [(words.text("lists.allQuotes"), content.allQuotes.path(ofPage: 1))]
        if !content.tags.isEmpty { targets.append((words.text("lists.tags"), "\(SitePaths.tags)/index.html")) }
        targets.append((words.text("lists.speakers"), "\(SitePaths.speakers)/index.html"))
        targets.append((words.text("site.search"), SitePaths.search))
        return .list(
            targets.map { label, target in
                [
                    "label": .string(label), "url": .string(SitePaths.link(from: path, to: target)),
                    "current": .bool(target == path),
                ]
            })
    }

}

extension QuoteListPages.Spec {
    /// The output path of this page.
    var path: String {
        switch self {
        case .quotes(let number, let pagination, _, _, _), .names(let number, let pagination, _, _, _):
            pagination.path(ofPage: number)
        }
    }

    /// Whether this is an index of names that names none (the tags' index kept after the
    /// last tag went): nothing there for search engines.
    func namesNone(in content: SiteContent) -> Bool {
        guard case .names(_, _, let groups, _, _) = self else { return false }
        return (groups == .tags ? content.tags : content.speakers).isEmpty
    }

    /// The template that draws this page.
    var template: String {
        switch self {
        case .quotes: "quote-list"
        case .names: "name-index"
        }
    }
}

extension QuoteListPages: PageSource {
    static let templates = ["quote-list", "name-index"]

    /// The lists run to thousands of pages on a big site: each keyed by what it shows.
    static func pages(of site: SitePages) -> [PageSpec] {
        let shared = Shared((site: site, lists: QuoteListPages(context: site.context)))
        return shared.value.lists.specs().map { spec in
            PageSpec(
                path: spec.path, template: spec.template, noindex: spec.namesNone(in: site.content),
                key: { shared.value.site.keys.listPage(spec, content: shared.value.site.content) }
            ) { shared.value.lists.render(spec).context }
        }
    }
}
