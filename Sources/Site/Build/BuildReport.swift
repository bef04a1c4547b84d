public import Diagnostics

/// What a build did, for the one-line summary and for tests.
public struct BuildReport: Sendable {
    public var cardsRendered = 0
    public var cardsUnchanged = 0
    /// The site's pages (quote, list, calendar, email snippet pages), and how many of them
    /// this build wrote; the others were up to date.
    public var pages = PageCount()
    public var filesRemoved: [String] = []
    public var warnings: [Diagnostic] = []
    /// What the build changed that the author should know of: published addresses whose quote
    /// is gone or moved (said once, by the build that records it).
    public var notes: [Diagnostic] = []
    public var seconds = 0.0
}
