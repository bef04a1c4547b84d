import Diagnostics
import Foundation
import Mustache
import Project
import SiteOutput
import Synchronization

/// Writes everything of a build except the cards: pages, assets, feeds, calendars, the
/// JSON API, the sitemap and the email snippets — and, into `messages` when the build was
/// asked for them, the email messages.
struct SiteWriter: Sendable {
    let content: SiteContent
    let theme: Theme
    let assets: ThemeAssets
    let output: OutputDirectory
    let warningsByOwner: [String: [String]]
    /// Where `<id>.eml` messages go (`draper build --emails DIR`); nil writes none.
    var messages: OutputDirectory?
    /// `--force`: make every file again, even those whose inputs did not change.
    var force = false
    /// The author's `static/` files, copied last.
    var staticFiles: StaticFiles?

    var context: PageContext { PageContext(content: content) }

    /// Writes every file and returns how many pages were written.
    func writeAll() throws -> Int {
        try writePages() + writeAfterCards()
    }

    /// The assets and every page that needs nothing from the rendered cards; returns how many
    /// pages were written.
    func writePages() throws -> Int {
        for file in [assets.stylesheet, assets.script, assets.icon] {
            try output.write(file.bytes, to: file.path)
        }
        try writeWebFonts()
        if !content.appIcons.isEmpty { try output.write(Self.manifest(content), to: SitePaths.manifest) }
        var pages = 0
        func page(_ template: String, _ path: String, _ context: MustacheValue) throws {
            try output.write(try theme.render(template, context), to: path)
            pages += 1
        }

        // Quote pages are most of a site and independent of each other: both cores render them,
        // and a rebuild keeps those whose inputs did not change.
        let quotePages = QuotePages(context: context)
        let keys = PageKey(context: context, theme: theme)
        try Self.concurrently(content.quotes.count) { index in
            let item = content.quotes[index]
            let path = SitePaths.quotePage(item.quote.id)
            let (previous, next) = quotePages.neighbours(at: index)
            let pool = quotePages.shufflePoolIndices(for: index).map { content.quotes[$0].quote.id }
            let key = keys.quotePage(item, previous: previous, next: next, pool: pool, content: content)
            if reusable(path, key: key) {
                output.keep(path)
                return
            }
            try output.write(try theme.render("quote", quotePages.page(at: index).context), to: path, key: key)
        }
        pages += content.quotes.count

        var adventTeaser = MustacheValue.null
        if let calendar = content.project.advent {
            let adventPages = AdventPages(context: context, calendar: calendar, theme: theme)
            adventTeaser = adventPages.daysLeft()
            try page("advent", SitePaths.advent, try adventPages.calendarPage())
            let events = AdventCalendarEvents(content: content, calendar: calendar)
            for index in content.days.indices {
                let (path, context) = try adventPages.dayPage(
                    index, googleCalendarURL: events.googleCalendarURL(forDayAt: index))
                try page("advent-day", path, context)
            }
        }
        try page("home", SitePaths.home, HomePage(context: context).page(advent: adventTeaser))
        // The lists run to thousands of pages on a big site: both cores again.
        let lists = QuoteListPages(context: context)
        let specs = lists.specs()
        try Self.concurrently(specs.count) { index in
            let key = keys.listPage(specs[index], content: content)
            if reusable(specs[index].path, key: key) {
                output.keep(specs[index].path)
                return
            }
            let (template, path, context) = lists.render(specs[index])
            try output.write(try theme.render(template, context), to: path, key: key)
        }
        pages += specs.count
        try page("search", SitePaths.search, SearchPage(context: context).page())
        try page("follow", SitePaths.follow, FollowPage(context: context).page())
        for (path, view) in try AuthorPages(context: context).pages() { try page("page", path, view) }
        for (path, view) in GonePages(context: context).pages() { try page("gone", path, view) }
        try page(
            "404", SitePaths.notFound,
            context.context(
                PageContext.Page(
                    path: SitePaths.notFound, kind: "not-found",
                    title: content.interface.title(
                        content.interface.text("notFound.title"), site: content.config.title),
                    noindex: true),
                [:]))
        try writeOfflinePage()
        return pages
    }

    /// What needs the rendered cards: the gallery (their warnings), the email messages (their
    /// bytes) and the feeds (their sizes); returns how many pages were written.
    func writeAfterCards() throws -> Int {
        var pages = 0
        let keys = PageKey(context: context, theme: theme)
        let gallery = GalleryPage(context: context)
        let galleryPages = gallery.pagination, openDays = gallery.openDays
        for number in 1...galleryPages.pageCount {
            let path = galleryPages.path(ofPage: number)
            let key = keys.gallery(
                gallery.inputs(ofPage: number, of: galleryPages, days: openDays, warnings: warningsByOwner))
            pages += 1
            if reusable(path, key: key) {
                output.keep(path)
                continue
            }
            let view = gallery.page(number, of: galleryPages, days: openDays, warnings: warningsByOwner)
            try output.write(try theme.render("gallery", view), to: path, key: key)
        }
        pages += try writeEmails()
        try writeSyndication()
        // The author's files last: each was checked not to be at a path written above.
        for file in staticFiles?.files ?? [] {
            try output.write(try staticFiles?.bytes(of: file) ?? [], to: file.path)
        }
        try writeServiceWorker()
        return pages
    }

    /// Whether the file the previous build made at `path` (in `folder`, the site by default)
    /// from inputs hashing to `key` can stay as it is.
    func reusable(_ path: String, key: String, in folder: OutputDirectory? = nil) -> Bool {
        !force && (folder ?? output).isUpToDate(path, key: key)
    }

    /// Runs `body` for 0..<count on every core; rethrows the first error.
    static func concurrently(_ count: Int, _ body: @Sendable (Int) throws -> Void) throws {
        let failure = Mutex<(any Error)?>(nil)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(count, ProcessInfo.processInfo.activeProcessorCount)) { _ in
            while failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                do {
                    try body(index)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
