import Foundation
import Project
import Site
import TestSupport

/// The fixture project, built in-process through `SiteBuilder`.
struct SiteFixture {
    let files: FixtureProject
    var folder: TemporaryDirectory { files.folder }
    var root: URL { files.root }
    var output: URL { files.output }

    static let unlockedTitle = FixtureProject.unlockedTitle
    static let lockedTitle = FixtureProject.lockedTitle
    static let lockedMessage = FixtureProject.lockedMessage

    init(reveal: String = "client", timezone: String = "Europe/Berlin", baseURL: String? = "https://example.org/cal/")
        throws
    {
        files = try FixtureProject(reveal: reveal, timezone: timezone, baseURL: baseURL)
    }

    func project() throws -> Project {
        try ProjectLoader.loadOrThrow(at: root).project
    }

    /// Builds at `now` (default: 2 December 2026, noon in Berlin: doors 1 and 2 open).
    @discardableResult
    func build(now: String = "2026-12-02T11:00:00Z", into output: URL? = nil, reveal: RevealMode? = nil) throws
        -> BuildReport
    {
        let date = ISO8601DateFormatter().date(from: now) ?? Date(timeIntervalSince1970: 0)
        return try SiteBuilder(project: project(), options: BuildOptions(now: date, reveal: reveal, jobs: 2))
            .build(into: output ?? self.output)
    }

    static func tree(_ folder: URL) throws -> [String: Data] {
        try FixtureProject.tree(folder)
    }
}
