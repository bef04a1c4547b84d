public import Cards
import Diagnostics
public import Foundation
public import Project
public import SiteOutput

/// How to build: the clock, what to reveal, and how much work to do.
public struct BuildOptions: Sendable {
    /// The build's "now": which advent days have opened, feed and calendar stamps.
    /// Fixed by `--now` or `SOURCE_DATE_EPOCH` for reproducible output.
    public var now: Date
    /// Overrides the configuration's reveal mode.
    public var reveal: RevealMode?
    /// Render every card even when the manifest says it is up to date.
    public var force: Bool
    /// Render threads.
    public var jobs: Int
    /// Render only these quotes' cards (ids); the site's pages are still written. Other
    /// quotes' cards stay as they are, but one that is missing is rendered all the same.
    public var only: Set<String>?
    /// Render this deterministic share of the cards and write no pages.
    public var shard: Shard?
    /// Called after each card with the running counts.
    public var progress: (@Sendable (RenderProgress) -> Void)?
    /// Where to write every card's email message (`<id>.eml`, for `sendmail -t` or a mail
    /// job); nil writes none. Never inside the output folder: messages are not part of the site.
    public var emailsFolder: URL?
    /// Whether to wait while another build writes the same output folder (else fail at once).
    public var waitForOutput = true
    /// Called before waiting for another build, with a sentence saying so.
    public var waiting: (@Sendable (String) -> Void)?
    /// Write the pages before the cards (`draper serve`: a page can be read while its cards
    /// render), then call `pagesWritten`. Otherwise a build that is stopped while rendering
    /// has written no page at all.
    public var pagesFirst = false
    public var pagesWritten: (@Sendable () -> Void)?
    /// Cards a browser is waiting for, rendered first.
    public var priority: CardPriority?
    /// How many diagnostics of one file `check` keeps and prints; the others are counted.
    public var diagnosticsPerFile = DiagnosticCollector.defaultPerFileLimit
    /// Whether a whole build writes `data/published.json5` (a preview server's builds do not:
    /// previewing is not publishing).
    public var recordsPublished = true
    /// Whether the process ends after this build (the command line): what the build planned
    /// is then left to the kernel (`MemoryKeptUntilExit`) instead of being freed object by
    /// object. Never for a process that builds again.
    public var processEndsAfterBuild = false
    /// The output folder's record, being read since before the project was loaded (the
    /// command line starts it first, so it reads while the quotes do); nil to read it when the
    /// build starts.
    public var record: ManifestPrefetch?
    /// How many pages one sitemap lists before the site gets a sitemap index and parts; nil
    /// for the protocol's limit (50,000). Lowered by tests, to build a big site's sitemap.
    var pagesPerSitemap: Int?

    public init(
        now: Date, reveal: RevealMode? = nil, force: Bool = false,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, only: Set<String>? = nil, shard: Shard? = nil,
        progress: (@Sendable (RenderProgress) -> Void)? = nil
    ) {
        self.now = now
        self.reveal = reveal
        self.force = force
        self.jobs = max(1, jobs)
        self.only = only
        self.shard = shard
        self.progress = progress
    }
}
