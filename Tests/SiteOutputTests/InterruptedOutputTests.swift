import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteOutput

/// Builds that die between writing files and recording them, seen from the output folder.
@Suite("Interrupted builds")
struct InterruptedOutputTests {
    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// What a build killed among `finish()`'s renames leaves of `path`: `contents` in place,
    /// journaled with their digest, and `output`'s record still the older one.
    @discardableResult
    private func replacedByKilledBuild(_ path: String, with contents: String, in output: OutputDirectory) throws
        -> URL
    {
        let file = output.root.appendingPathComponent(path)
        try contents.write(to: file, atomically: false, encoding: .utf8)
        let digest = try #require(OutputPath.digest(of: file))
        try "F \(digest) \(path)\n".write(to: output.state.journal(shard: nil), atomically: false, encoding: .utf8)
        return file
    }

    @Test("pages that replace existing ones wait until finish(); new files appear at once")
    func replacementsWaitForFinish() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("version A", to: "index.html")
        try first.finish()

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try second.write("new card", to: "cards/new.png")
        try second.write("version B, linking to cards/new.png", to: "index.html")
        #expect(try text(root.appendingPathComponent("cards/new.png")) == "new card")
        #expect(try text(root.appendingPathComponent("index.html")) == "version A")
        try second.finish()
        #expect(try text(root.appendingPathComponent("index.html")) == "version B, linking to cards/new.png")
    }

    @Test("a build killed among finish()'s renames: the next build rewrites what it replaced, even with the old bytes")
    func killedAmongRenames() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("version A", to: "index.html")
        try first.finish()

        // What such a kill leaves: the replaced file journaled and in place, the old manifest.
        try replacedByKilledBuild("index.html", with: "version B", in: first)

        // The manifest still records version A's digest (and size); the file holds version B.
        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try next.write("version A", to: "index.html")
        try next.finish()
        #expect(try text(root.appendingPathComponent("index.html")) == "version A")
    }

    @Test("a keyed file a killed build replaced is made again, not kept on the strength of its key")
    func killedBuildsReplacementIsNotKeptByKey() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write(Array("shard from the quotes of A".utf8), to: "search/t/74.js", key: "key-A")
        try first.finish()

        // A build of other quotes renamed its shard into place and was killed before recording it.
        let shard = try replacedByKilledBuild("search/t/74.js", with: "shard from the quotes of C", in: first)

        // The next build is of A's quotes again: the key matches the record, the bytes do not.
        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(!next.mayKeep([("search/t/74.js", "key-A")]))
        #expect(next.keepIfUpToDate([("search/t/74.js", "key-A")]) == nil)
        #expect(!next.isUpToDate("search/t/74.js", key: "key-A"))
        try next.write(Array("shard from the quotes of A".utf8), to: "search/t/74.js", key: "key-A")
        try next.finish()
        #expect(try text(shard) == "shard from the quotes of A")

        // Once recorded again, the file is kept by its key as before.
        let after = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(after.keepIfUpToDate([("search/t/74.js", "key-A")]) != nil)
        try after.finish()
    }

    @Test("files kept as recorded (build --only): none if one was journaled, is missing or was never recorded")
    func keptAsRecordedOnlyWhenAllAreAsRecorded() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        for path in ["cards/a/og.jpg", "cards/b/og.jpg", "cards/c/og.jpg"] {
            try first.write(path, to: path, key: path)
        }
        try first.finish()

        // A build killed after renaming b's new card into place; the user removed c's.
        let card = try replacedByKilledBuild("cards/b/og.jpg", with: "a card of b's edited quote", in: first)
        try FileManager.default.removeItem(at: root.appendingPathComponent("cards/c/og.jpg"))

        let next = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(!next.keepAsRecorded(["cards/a/og.jpg", "cards/b/og.jpg"]))
        #expect(!next.keepAsRecorded(["cards/a/og.jpg", "cards/c/og.jpg"]))
        #expect(!next.keepAsRecorded(["cards/a/og.jpg", "cards/d/og.jpg"]))
        #expect(next.keepAsRecorded(["cards/a/og.jpg"]))
        try next.write("cards/b/og.jpg", to: "cards/b/og.jpg", key: "cards/b/og.jpg")
        try next.finish()
        let record = try #require(try BuildManifest.load(from: next.state.manifest(shard: nil))?.manifest)
        #expect(record.files.keys.sorted() == ["cards/a/og.jpg", "cards/b/og.jpg"])
        #expect(try text(card) == "cards/b/og.jpg")
    }

    @Test("stale pages are removed before the cards and fonts they link to")
    func stalePagesGoFirst() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        for path in [
            "assets/face.woff2", "cards/gone/og.avif", "cards/gone/og.jpg", "feed.xml", "quotes/gone/index.html",
            "speakers/grace/index.html", "style.css",
        ] {
            try first.write(path, to: path)
        }
        try first.finish()
        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(
            try second.finish() == [
                "feed.xml", "quotes/gone/index.html", "speakers/grace/index.html", "style.css", "assets/face.woff2",
                "cards/gone/og.avif", "cards/gone/og.jpg",
            ])
    }

    @Test("a file edited behind Draper's back is left alone, with a warning; so is one removed from the site")
    func editedFileIsLeftAlone() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("the page", to: "index.html")
        try first.write("old", to: "old/index.html")
        try first.finish()
        try "hand-edited page".write(to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "edited old".write(to: root.appendingPathComponent("old/index.html"), atomically: true, encoding: .utf8)

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try second.write("the new page", to: "index.html")
        #expect(try second.finish().isEmpty)
        #expect(try text(root.appendingPathComponent("index.html")) == "hand-edited page")
        #expect(try text(root.appendingPathComponent("old/index.html")) == "edited old")
        let warnings = second.warnings.map(\.description)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("output/index.html: warning: left alone: the file changed") })
        #expect(warnings.contains { $0.hasPrefix("output/old/index.html: warning: left alone: no longer part of") })
    }

    @Test("a symbolic link in place of one of Draper's folders is not written or removed through")
    func linkedFolder() throws {
        let project = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        try elsewhere.write("precious", to: "a.png")
        let root = project.appending("output")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("card", to: "cards/a.png")
        try first.finish()
        try FileManager.default.removeItem(at: root.appendingPathComponent("cards"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("cards"), withDestinationURL: elsewhere.url)

        let second = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try second.write("new card", to: "cards/b.png")
        #expect(try second.finish().isEmpty)
        #expect(try text(elsewhere.appending("a.png")) == "precious")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appending("b.png").path))
        #expect(second.warnings.count == 1)
    }

    @Test("two kills in a row: files of both are cleaned up, the user's file survives")
    func twoKillsInARow() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try project.write("example.org", to: "output/CNAME")
        let first = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try first.write("home", to: "index.html")
        try first.finish()

        do {
            let killedOnce = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
            try killedOnce.write("one", to: "cards/one.png")
        }
        do {
            let killedTwice = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
            try killedTwice.write("two", to: "cards/two.png")
            try killedTwice.write("changed home", to: "index.html")
        }

        let last = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try last.write("home", to: "index.html")
        #expect(try last.finish() == ["cards/one.png", "cards/two.png"])
        #expect(try text(root.appendingPathComponent("index.html")) == "home")
        #expect(try text(root.appendingPathComponent("CNAME")) == "example.org")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == ["CNAME", "index.html"])
    }
}
