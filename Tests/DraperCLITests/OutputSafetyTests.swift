import Foundation
import TestSupport
import Testing

/// Draper removes or replaces only what it made, inside the output folder, reached without
/// symbolic links, and unchanged since it wrote it; its own records are checked, not obeyed.
@Suite("Output safety: nothing outside output/, nothing that is not Draper's")
struct OutputSafetyTests {
    /// A built fixture project and, beside it, a folder of the user's that no build may touch.
    struct Built {
        let project: FixtureProject
        let outside: TemporaryDirectory
        /// `outside` as seen from the output folder (`../../draper-outside-…`).
        var outsideFromOutput: String { "../../" + outside.url.lastPathComponent }

        init() throws {
            project = try FixtureProject()
            outside = try TemporaryDirectory("draper-outside")
            try outside.write("keep me\n", to: "victim.txt")
            try outside.write("keep me too\n", to: "victim-folder/inner.txt")
            let first = try DraperProcess.run(["build", project.root.path, "--now", Safety.now, "--quiet"])
            guard first.status == 0 else { throw Safety.Failure(first.standardError) }
        }

        func build(_ extra: [String] = []) throws -> DraperProcess.Result {
            try DraperProcess.run(["build", project.root.path, "--now", Safety.now] + extra)
        }

        /// Every file of the user's that a build must leave as it was.
        func expectUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let victim = try String(contentsOf: outside.appending("victim.txt"), encoding: .utf8)
            #expect(victim == "keep me\n", sourceLocation: sourceLocation)
            #expect(
                FileManager.default.fileExists(atPath: outside.appending("victim-folder/inner.txt").path),
                sourceLocation: sourceLocation)
            let quotes = try String(contentsOf: project.folder.appending("data/quotes.json"), encoding: .utf8)
            #expect(quotes.contains("The first quote."), sourceLocation: sourceLocation)
            #expect(
                FileManager.default.fileExists(atPath: project.folder.appending("data/advent.json").path),
                sourceLocation: sourceLocation)
        }
    }

    @Test("manifest entries that climb out of the output folder are ignored, not followed")
    func manifestEscapes() throws {
        let built = try Built()
        let victimDigest = try Safety.sha256(built.outside.appending("victim.txt"))
        let quotesDigest = try Safety.sha256(built.project.folder.appending("data/quotes.json"))
        let hostile = [
            "\(built.outsideFromOutput)/victim.txt": victimDigest,
            "\(built.outsideFromOutput)/victim-folder": "",
            "\(built.outsideFromOutput)/victim-folder/inner.txt": "",
            "../data/quotes.json": quotesDigest,
            "cards/../../data/advent.json": "",
            built.outside.appending("victim.txt").path: victimDigest,
        ]
        // The record where builds keep it, and the one older builds left in output/.
        let manifests = Safety.stateManifests(project: built.project.root)
        try #require(!manifests.isEmpty)
        for manifest in manifests { try Safety.inject(hostile, into: manifest) }
        try built.project.folder.write(
            #"{"format":1,"tool":"0.1.0","files":{"index.html":{"key":"","digest":"0"}}}"#,
            to: "output/.draper-manifest.json")
        try Safety.inject(hostile, into: built.project.folder.appending("output/.draper-manifest.json"))

        let result = try built.build(["--force"])
        #expect(result.status == 0, "\(result.standardError)")
        try built.expectUntouched()
        #expect(result.standardError.contains("warning"), "no word about the hostile records: \(result.standardError)")
    }

    @Test(
        "journal lines that climb out, or name the user's files, are ignored; a linked journal is not written through")
    func journalEscapes() throws {
        let built = try Built()
        try built.project.folder.write("quotes.example.org\n", to: "output/CNAME")
        try built.project.folder.write("Contact: mailto:a@example.org\n", to: "output/.well-known/security.txt")
        let lines = [
            "\(built.outsideFromOutput)/victim.txt", "\(built.outsideFromOutput)/victim-folder", "../data/quotes.json",
            "CNAME", ".well-known/security.txt", ".well-known",
        ]
        let journal = lines.joined(separator: "\n") + "\n"
        try built.project.folder.write(journal, to: "output/.draper-journal")
        for manifest in Safety.stateManifests(project: built.project.root)
        where manifest.path.contains("/.draper/") {
            try journal.write(
                to: manifest.deletingLastPathComponent().appendingPathComponent("journal"), atomically: true,
                encoding: .utf8)
        }
        // Drop a quote so the build has files to remove.
        try built.project.folder.write(
            #"[{ id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg" }]"#,
            to: "data/quotes.json")
        let result = try built.build()
        #expect(result.status == 0, "\(result.standardError)")
        let cname = try String(contentsOf: built.project.output.appendingPathComponent("CNAME"), encoding: .utf8)
        #expect(cname == "quotes.example.org\n")
        #expect(
            FileManager.default.fileExists(
                atPath: built.project.output.appendingPathComponent(".well-known/security.txt").path))
        try #expect(String(contentsOf: built.outside.appending("victim.txt"), encoding: .utf8) == "keep me\n")
        #expect(FileManager.default.fileExists(atPath: built.outside.appending("victim-folder/inner.txt").path))
        // The dropped quote's pages' images did go (its address now says it was removed, and so
        // does its card to share).
        #expect(
            !FileManager.default.fileExists(
                atPath: built.project.output.appendingPathComponent("cards/third/og.avif").path))
    }

    @Test("a journal that is a symbolic link is never appended to")
    func linkedJournal() throws {
        let built = try Built()
        let target = built.outside.appending("victim.txt")
        let stateJournals = Safety.stateManifests(project: built.project.root).filter { $0.path.contains("/.draper/") }
            .map { $0.deletingLastPathComponent().appendingPathComponent("journal") }
        for journal in [built.project.output.appendingPathComponent(".draper-journal")] + stateJournals {
            try? FileManager.default.removeItem(at: journal)
            try FileManager.default.createSymbolicLink(at: journal, withDestinationURL: target)
        }
        // A new quote: new files are journaled before they appear.
        try built.project.folder.write(
            #"[{ id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg" }, { id: "new", text: "New.", speaker: "Bo", image: "images/sea.jpg" }]"#,
            to: "data/quotes.json")
        _ = try built.build()
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
    }

    @Test(
        "the output folder may not be, contain or sit inside the project's sources",
        arguments: ["data", "images", "fonts", "templates", "data/built", "images/cards", "site.json", ".draper"])
    func outputInsideSources(out: String) throws {
        let project = try FixtureProject()
        try project.folder.write("{{> base}}", to: "templates/keep.mustache")
        try FileManager.default.createDirectory(
            at: project.folder.appending("fonts"), withIntermediateDirectories: true)
        let before = try FixtureProject.tree(project.root)
        let result = try DraperProcess.run([
            "build", project.root.path, "--out", project.folder.appending(out).path, "--now", Safety.now,
        ])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("Error: --out"), "\(result.standardError)")
        #expect(try FixtureProject.tree(project.root) == before)
    }

    @Test("card --out refuses what exists and is not a regular file: a FIFO, a symbolic link, a folder")
    func cardOutSpecialFiles() throws {
        let folder = try TemporaryDirectory()
        let photo = PackagePaths.root.appendingPathComponent("images/bg-05.jpg").path
        let fifo = folder.appending("pipe.png")
        try Safety.makeFIFO(fifo)
        try folder.write("precious\n", to: "target.txt")
        let link = folder.appending("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.appending("target.txt"))
        try FileManager.default.createDirectory(at: folder.appending("dir.png"), withIntermediateDirectories: true)
        for out in [fifo, link, folder.appending("dir.png")] {
            let run = try Safety.run(
                ["card", "--text", "Hello", "--image", photo, "--out", out.path], timeout: 60)
            #expect(!run.timedOut)
            #expect(run.status == 1, "\(out.lastPathComponent): \(run.standardError)")
            #expect(run.standardError.hasPrefix("\(out.path): error: "), "\(run.standardError)")
            #expect(!run.standardError.contains("NSCocoaErrorDomain"))
        }
        #expect(Safety.isFIFO(fifo))
        #expect(Safety.isSymbolicLink(link))
        #expect(try String(contentsOf: folder.appending("target.txt"), encoding: .utf8) == "precious\n")
        // Nothing left behind in the folder.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["dir.png", "link.png", "pipe.png", "target.txt"])
    }

    @Test("files of the user's in the output folder are not replaced: robots.txt, index.html, feed.xml")
    func userFilesInTheWay() throws {
        let project = try FixtureProject()
        let mine = [
            "robots.txt": "User-agent: *\nDisallow: /private/\n", "index.html": "<p>my page</p>\n",
            "feed.xml": "<feed>mine</feed>\n",
        ]
        for (name, text) in mine { try project.folder.write(text, to: "output/\(name)") }
        for _ in 0..<2 {
            let result = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
            #expect(result.status == 0, "\(result.standardError)")
            for (name, text) in mine {
                #expect(try String(contentsOf: project.output.appendingPathComponent(name), encoding: .utf8) == text)
                #expect(result.standardError.contains("output/\(name): warning: "), "\(result.standardError)")
            }
        }
        // --strict turns them into a failure.
        let strict = try DraperProcess.run(["build", project.root.path, "--now", Safety.now, "--strict"])
        #expect(strict.status == 1)
    }

    @Test("draper cards leaves a cards.json it did not write")
    func cardsListingInTheWay() throws {
        let project = try FixtureProject()
        try project.folder.write("{\"mine\": true}\n", to: "batch/cards.json")
        let result = try DraperProcess.run(
            ["cards", "data/quotes.json", "--images", ".", "--out", "batch", "--quiet"], in: project.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try String(contentsOf: project.folder.appending("batch/cards.json"), encoding: .utf8)
                == "{\"mine\": true}\n")
        #expect(
            result.standardError.contains(
                "batch/cards.json: warning: cards.json here is not this batch's (another dataset's, or not Draper's) and is left as it is; this batch lists its cards in quotes.cards.json"
            ), "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: project.folder.appending("batch/quotes.cards.json").path))
        #expect(FileManager.default.fileExists(atPath: project.folder.appending("batch/first-og.png").path))
    }

    @Test("two builds of one output folder take turns; --no-wait fails at once instead")
    func concurrentBuilds() throws {
        let project = try FixtureProject()
        try project.folder.write(
            #"{ title: "Turns", baseURL: "https://example.org/", cards: { sizes: ["og", "square", "story", "portrait"], formats: ["png", "webp"] } }"#,
            to: "site.json")
        let first = Process()
        first.executableURL = PackagePaths.draperExecutable
        first.arguments = ["build", project.root.path, "--now", Safety.now, "--quiet"]
        first.standardError = FileHandle.nullDevice
        try first.run()
        // Once the first build is writing cards, a second one must not start writing.
        let cards = project.output.appendingPathComponent("cards")
        let deadline = Date().addingTimeInterval(60)
        while ((try? FileManager.default.contentsOfDirectory(atPath: cards.path)) ?? []).isEmpty, first.isRunning,
            Date() < deadline
        {
            usleep(20_000)
        }
        let refused = try Safety.run(
            ["build", project.root.path, "--now", Safety.now, "--no-wait"], timeout: 60)
        let waited = try Safety.run(["build", project.root.path, "--now", Safety.now], timeout: 300)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(refused.status == 1, "\(refused.standardError)")
        #expect(refused.standardError.contains("another build"), "\(refused.standardError)")
        #expect(waited.status == 0, "\(waited.standardError)")
        // Nothing was left half-recorded: a build with nothing changed renders nothing.
        let again = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(again.status == 0)
        #expect(again.standardError.contains("rendered 0"), "\(again.standardError)")
        for manifest in Safety.stateManifests(project: project.root) {
            let text = try String(contentsOf: manifest, encoding: .utf8)
            #expect(!text.contains(#""digest" : """#) && !text.contains(#""digest":"""#), "\(manifest.path)")
        }
    }

    @Test("email messages are not part of the site: --emails writes them to a folder outside output/")
    func emailsOutsideTheSite() throws {
        let project = try FixtureProject()
        let site = try DraperProcess.run(["build", project.root.path, "--now", Safety.now, "--quiet"])
        #expect(site.status == 0, "\(site.standardError)")
        let published = try FixtureProject.tree(project.output)
        #expect(!published.keys.contains { $0.hasSuffix(".eml") })
        // The snippet page is a page: doctype, charset and title.
        let snippet = try #require(published["email/first.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(snippet.hasPrefix("<!DOCTYPE html>") && snippet.contains("<meta charset=\"utf-8\">"))
        #expect(snippet.contains("<title>"))

        let emails = project.folder.appending("mail")
        let run = try DraperProcess.run([
            "build", project.root.path, "--now", Safety.now, "--quiet", "--emails", emails.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let messages = try FileManager.default.contentsOfDirectory(atPath: emails.path).sorted()
        #expect(messages.contains("first.eml") && messages.contains("advent-1.eml"), "\(messages)")
        #expect(try !FixtureProject.tree(project.output).keys.contains { $0.hasSuffix(".eml") })

        let inside = try DraperProcess.run([
            "build", project.root.path, "--now", Safety.now, "--emails",
            project.output.appendingPathComponent("mail").path,
        ])
        #expect(inside.status == 64)
        #expect(inside.standardError.hasPrefix("Error: --emails "), "\(inside.standardError)")
    }

    @Test(
        "files of the user's named like Draper's scratch and records survive every build; an old record of Draper's goes"
    )
    func reservedLookalikes() throws {
        let built = try Built()
        let mine = [
            ".draper-tmp-notes/a.tmp": "notes\n", ".draper-tmp/notes.tmp": "draft\n",
            ".draper-journal": "my notes\nmore notes\n", ".draper-manifest.json": #"{"mine": true}"#,
            ".draper-manifest-shard-old.json": #"{"files": {}}"#,
        ]
        for (path, text) in mine { try built.project.folder.write(text, to: "output/\(path)") }
        // A record an older Draper kept in output/: recognised, used and removed.
        try built.project.folder.write(
            #"{"format":1,"tool":"0.1.0","files":{"index.html":{"key":"","digest":"0"}}}"#,
            to: "output/.draper-manifest-shard-1of2.json")
        for _ in 0..<2 {
            let result = try built.build()
            #expect(result.status == 0, "\(result.standardError)")
        }
        for (path, text) in mine {
            let url = built.project.output.appendingPathComponent(path)
            #expect((try? String(contentsOf: url, encoding: .utf8)) == text, "\(path) was not left as it was")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: built.project.output.appendingPathComponent(".draper-manifest-shard-1of2.json").path))
    }

    @Test(
        "static/ may not publish a name Draper keeps for itself at the top of the site",
        arguments: [".draper-journal", ".draper-manifest.json", ".draper-tmp/1.tmp", ".draper-scratch-notes"])
    func reservedStaticNames(name: String) throws {
        let built = try Built()
        try built.project.folder.write("mine\n", to: "static/\(name)")
        let result = try built.build()
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.contains("static/\(name): error: names beginning '.draper-'"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: built.project.output.appendingPathComponent(name).path))
    }
}
