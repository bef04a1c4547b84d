import Foundation
import TestSupport
import Testing

@testable import SiteOutput

@Suite("Output folder safety")
struct OutputDirectoryTests {
    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("refuses the filesystem root, the home folder, the project and its parents")
    func forbiddenLocations() throws {
        let project = try TemporaryDirectory()
        let home = FileManager.default.homeDirectoryForCurrentUser
        for forbidden in [URL(fileURLWithPath: "/"), home, project.url, project.url.deletingLastPathComponent()] {
            #expect(throws: OutputError.self, "\(forbidden.path)") {
                try OutputDirectory(root: forbidden, projectRoot: project.url, tool: "test")
            }
        }
        #expect(throws: Never.self) {
            try OutputDirectory(root: project.appending("output"), projectRoot: project.url, tool: "test")
        }
    }

    @Test("removes only stale files it made; users' files survive")
    func staleFilesAndUserFiles() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try project.write("example.org", to: "output/CNAME")
        try project.write("{}", to: "output/.well-known/security.txt")

        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("one", to: "quotes/a/index.html")
        try first.write("two", to: "quotes/b/index.html")
        try first.finish()

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try second.write("one", to: "quotes/a/index.html")
        let removed = try second.finish()
        #expect(removed == ["quotes/b/index.html"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("quotes/b").path))
        #expect(try text(root.appendingPathComponent("quotes/a/index.html")) == "one")
        #expect(try text(root.appendingPathComponent("CNAME")) == "example.org")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".well-known/security.txt").path))
    }

    @Test("a build that makes as many files as the last, some kept and some new, removes the ones it did not make")
    func staleFilesAmongAsManyNewOnes() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        for name in ["a", "b", "c"] { try first.write(name, to: "quotes/\(name)/index.html", key: name) }
        try first.finish()

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(second.isUpToDate("quotes/a/index.html", key: "a"))
        #expect(second.keepAsRecorded(["quotes/a/index.html"]))
        try second.write("b, changed", to: "quotes/b/index.html", key: "b2")
        try second.write("d", to: "quotes/d/index.html", key: "d")
        #expect(try second.finish() == ["quotes/c/index.html"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("quotes/c").path))

        let third = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(third.keepAsRecorded(["a", "d"].map { "quotes/\($0)/index.html" }))
        try third.write("b, changed", to: "quotes/b/index.html", key: "b2")
        #expect(try third.finish().isEmpty)
    }

    @Test("files are kept together, with their warnings, only if every one's key matches and every one is there")
    func keepingFilesTogether() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write(Array("og".utf8), to: "cards/a/og.jpg", key: "k1", warnings: ["overlay raised"])
        try first.write(Array("800".utf8), to: "cards/a/800.avif", key: "k2")
        try first.write(Array("b".utf8), to: "cards/b/og.jpg", key: "k3")
        try first.finish()
        try FileManager.default.removeItem(at: root.appendingPathComponent("cards/b/og.jpg"))

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        let nothingYet = second.digestOfCurrentFiles(excluding: [])
        #expect(second.keepIfUpToDate([("cards/a/og.jpg", "k1"), ("cards/a/800.avif", "other")]) == nil)
        #expect(second.keepIfUpToDate([("cards/b/og.jpg", "k3")]) == nil)
        #expect(second.keepIfUpToDate([("cards/c/og.jpg", "k4")]) == nil)
        #expect(second.keepIfUpToDate([("cards/a/og.jpg", "")]) == nil)
        // A refusal keeps none of the files, not even those whose keys matched.
        #expect(second.digestOfCurrentFiles(excluding: []) == nothingYet)
        let kept = try #require(second.keepIfUpToDate([("cards/a/og.jpg", "k1"), ("cards/a/800.avif", "k2")]))
        #expect(kept == [["overlay raised"], []])
        #expect(try second.finish().isEmpty)
        let record = try #require(try BuildManifest.load(from: second.state.manifest(shard: nil))?.manifest)
        #expect(record.files.keys.sorted() == ["cards/a/800.avif", "cards/a/og.jpg"])
        #expect(record.files["cards/a/og.jpg"]?.warnings == ["overlay raised"])
    }

    @Test("the record keeps the folders still there: those holding its files, and empty ones; not those removed")
    func recordedFolders() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        for path in ["cards/a/og.jpg", "cards/b/og.jpg", "cards/c/og.jpg", "quotes/a/index.html"] {
            try first.write(path, to: path, key: path)
        }
        try first.finish()
        // The user removes one of Draper's folders with its file, and empties another.
        try FileManager.default.removeItem(at: root.appendingPathComponent("cards/b"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("cards/c/og.jpg"))

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(second.keepAsRecorded(["cards/a/og.jpg", "quotes/a/index.html"]))
        try second.finish()
        let record = try #require(try BuildManifest.load(from: second.state.manifest(shard: nil))?.manifest)
        #expect(record.folders == ["cards", "cards/a", "cards/c", "quotes", "quotes/a"])
    }

    @Test("a build killed midway is cleaned up by the next one")
    func interruptedBuild() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("kept", to: "index.html")
        try first.finish()

        // A second build writes a new file and "dies" before finish() (its lock goes with it).
        do {
            let interrupted = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
            try interrupted.write("orphan", to: "cards/orphan.png")
            try interrupted.write("new", to: "index.html")
        }

        let third = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try third.write("new", to: "index.html")
        #expect(try third.finish() == ["cards/orphan.png"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("cards/orphan.png").path))
        // The folder made for the orphan went with it; the journal is gone once the build is recorded.
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("cards").path))
        #expect(!FileManager.default.fileExists(atPath: third.state.journal(shard: nil).path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["index.html"])
    }

    @Test("inputs unchanged since the last build are up to date; changed ones are not")
    func incrementalKeys() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write([1, 2, 3], to: "cards/a.png", key: "k1")
        try first.finish()

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(second.isUpToDate("cards/a.png", key: "k1"))
        #expect(!second.isUpToDate("cards/a.png", key: "k2"))
        #expect(!second.isUpToDate("cards/b.png", key: "k1"))
        #expect(second.keepAsRecorded(["cards/a.png"]))
        #expect(try second.finish().isEmpty)

        let third = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(third.isUpToDate("cards/a.png", key: "k1"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("cards/a.png"))
        #expect(!third.isUpToDate("cards/a.png", key: "k1"))
    }

    @Test("unchanged bytes are not rewritten")
    func unchangedFilesKeepTheirTimestamps() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("same", to: "page.html")
        try first.finish()
        let file = root.appendingPathComponent("page.html")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try second.write("same", to: "page.html")
        try second.finish()
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == past)
    }
}
