import Foundation
import TestSupport
import Testing

@testable import SiteOutput

/// The build record read ahead while a build plans is used only while it is still the file
/// on disk.
@Suite("Build records read ahead")
struct ManifestPrefetchTests {
    /// A project whose output's record names a.txt, and that record read ahead (waited for).
    private func recordReadAhead() throws -> (project: TemporaryDirectory, root: URL, prefetch: ManifestPrefetch) {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("a", to: "a.txt")
        try first.finish()
        let prefetch = ManifestPrefetch(root: root, projectRoot: project.url)
        #expect(try prefetch.load(from: prefetch.url).map { Set($0.manifest.files.keys) } == ["a.txt"])
        return (project, root, prefetch)
    }

    @Test("a record read ahead and unchanged is the record the output folder opens with")
    func unchangedRecord() throws {
        let (project, root, prefetch) = try recordReadAhead()
        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test", prefetched: prefetch)
        #expect(next.madePreviously("a.txt"))
    }

    @Test("a record changed after it was read ahead (another build finished meanwhile) is read again")
    func replacedRecord() throws {
        let (project, root, prefetch) = try recordReadAhead()
        let other = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try other.write("b", to: "b.txt")
        try other.finish()
        // The other build appended its changes: the record file itself is the one read ahead.
        #expect(FileManager.default.fileExists(atPath: BuildManifest.changesURL(of: prefetch.url).path))

        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test", prefetched: prefetch)
        #expect(next.madePreviously("b.txt"))
        // The stale record would let this build treat a.txt (removed since) as its own.
        #expect(!next.madePreviously("a.txt"))
    }

    @Test("no record yet, read ahead, then one written: the written one counts")
    func recordAppearsAfterwards() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let prefetch = ManifestPrefetch(root: root, projectRoot: project.url)
        #expect(try prefetch.load(from: prefetch.url) == nil)

        let other = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try other.write("b", to: "b.txt")
        try other.finish()

        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test", prefetched: prefetch)
        #expect(next.madePreviously("b.txt"))
    }
}
