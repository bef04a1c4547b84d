import Diagnostics
import Foundation
import Mustache
import Project
import SiteOutput
import Synchronization
import WorkSharing

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
    /// The search index, when the builder started on it early; else it is made where written.
    var searchIndex: BackgroundResult<PreparedSearchIndex>?
    /// How many pages one sitemap lists (`BuildOptions.pagesPerSitemap`); nil for the protocol's limit.
    var pagesPerSitemap: Int?

    var context: PageContext { PageContext(content: content) }

    /// Writes every file and returns how many pages there are, and how many were written.
    func writeAll() throws -> PageCount {
        let pages = try pages.all()
        return try writePages(pages) + writeAfterCards(pages)
    }

    /// The assets and every page that needs nothing from the rendered cards; returns how many
    /// pages there are, and how many were written.
    func writePages() throws -> PageCount {
        try writePages(pages.all())
    }

    /// What needs the rendered cards: the gallery (their warnings), the email messages (their
    /// bytes) and the feeds (their sizes); returns how many pages there are, and how many were written.
    func writeAfterCards() throws -> PageCount {
        try writeAfterCards(pages.all())
    }

    /// `writePages()` with the list of every page made once for the build (listing 10,000
    /// pages is a few percent of a rebuild: the writers, the sitemap and the service worker share it).
    private func writePages(_ pages: [PageSpec]) throws -> PageCount {
        for file in [assets.stylesheet, assets.script, assets.icon] {
            try output.write(file.bytes, to: file.path)
        }
        try writeWebFonts()
        if !content.appIcons.isEmpty { try output.write(Self.manifest(content), to: SitePaths.manifest) }
        return try write(pages.filter { $0.stage == .beforeCards })
    }

    private func writeAfterCards(_ pages: [PageSpec]) throws -> PageCount {
        var count = try write(pages.filter { $0.stage == .afterCards })
        count += try writeEmails()
        try writeSyndication(pages)
        // The author's files last: each was checked not to be at a path written above.
        for file in staticFiles?.files ?? [] {
            try output.write(try staticFiles?.bytes(of: file) ?? [], to: file.path)
        }
        try writeServiceWorker(pages)
        return count
    }

    /// Every page of this build, from the one list of them.
    var pages: SitePages { SitePages(context: context, theme: theme, warningsByOwner: warningsByOwner) }

    /// Writes `specs` on every core (a big site has thousands of pages, independent of each
    /// other), keeping each keyed page whose inputs did not change; returns how many there
    /// are, how many were written and how many left alone.
    private func write(_ specs: [PageSpec]) throws -> PageCount {
        let written = Atomic<Int>(0), leftAlone = Atomic<Int>(0)
        try Self.concurrently(specs.count) { index in
            let spec = specs[index]
            let key = spec.key?()
            if let key, !force, output.keepIfUpToDate([(spec.path, key)]) != nil { return }
            switch try output.write(try theme.render(spec.template, spec.view()), to: spec.path, key: key ?? "") {
            case .written: written.add(1, ordering: .relaxed)
            case .leftAlone: leftAlone.add(1, ordering: .relaxed)
            case .alreadyThere: break
            }
        }
        return PageCount(
            total: specs.count, written: written.load(ordering: .relaxed), leftAlone: leftAlone.load(ordering: .relaxed)
        )
    }

    /// Keeps the file the previous build made at `path` (in `folder`, the site by default) from
    /// inputs hashing to `key`, if it is still there, and says whether it did: then it need not
    /// be made again.
    func keepIfUpToDate(_ path: String, key: String, in folder: OutputDirectory? = nil) -> Bool {
        !force && (folder ?? output).keepIfUpToDate([(path, key)]) != nil
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
