import Foundation
import TestSupport
import Testing

/// An output folder on another disk than the project (a web root on its own volume, a tmpfs,
/// a container volume) is written as safely as one beside it: temporary files on its own
/// filesystem, in a scratch folder that no cleanup of Draper's or the user's takes away.
@Suite(
    "Output on another filesystem",
    .enabled(
        if: OtherFilesystem.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
        "no second filesystem (such as /dev/shm) on this machine: set DRAPER_OTHER_FILESYSTEM"))
struct OutputElsewhereTests {
    private static func otherFolder() throws -> TemporaryDirectory {
        try #require(try OtherFilesystem.temporaryDirectory("draper-elsewhere"), "no second filesystem")
    }

    /// What an output folder holds besides the site: Draper's scratch folders.
    private static func scratchLeft(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".draper") }
    }

    @Test("a site builds into a folder on another filesystem, first and again with replaced files")
    func buildElsewhere() throws {
        let project = try FixtureProject()
        let elsewhere = try Self.otherFolder()
        let out = elsewhere.appending("site")
        let first = try DraperProcess.run(["build", project.root.path, "--out", out.path, "--now", Safety.now])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardError.contains("cannot write"), "\(first.standardError)")
        let page = out.appendingPathComponent("quotes/first/index.html")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("The first quote."))
        #expect(try Self.scratchLeft(in: out) == [])

        // Changed text: the pages and cards that exist are replaced, together, at the end.
        try project.folder.write(
            #"[{ id: "first", text: "The first quote, edited.", speaker: "Ada", image: "images/sea.jpg" }]"#,
            to: "data/quotes.json")
        let second = try DraperProcess.run(["build", project.root.path, "--out", out.path, "--now", Safety.now])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("The first quote, edited."))
        // The removed quotes' pages' images went (their cards to share say they were removed).
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("cards/third/og.avif").path))
        #expect(try Self.scratchLeft(in: out) == [])
    }

    @Test("a batch of cards renders into a folder on another filesystem")
    func cardsElsewhere() throws {
        let folder = try TemporaryDirectory()
        try folder.write("text,speaker\nSpring one,Ann\nSpring two,Bob\n", to: "spring.csv")
        let elsewhere = try Self.otherFolder()
        let out = elsewhere.appending("cards")
        let run = try DraperProcess.run(["cards", folder.appending("spring.csv").path, "--out", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["ann-spring-one-og.png", "bob-spring-two-og.png", "cards.json"])
    }

    @Test("a scratch folder a killed build left on the other filesystem goes; folders of like names stay")
    func leftoverScratch() throws {
        let project = try FixtureProject()
        let elsewhere = try Self.otherFolder()
        let out = elsewhere.appending("site")
        let first = try DraperProcess.run(["build", project.root.path, "--out", out.path, "--now", Safety.now])
        #expect(first.status == 0, "\(first.standardError)")

        // What a build killed mid-way leaves: its record in the state folder, its scratch in the output.
        let state = try #require(
            Safety.stateManifests(project: project.root).first { $0.path.contains("/.draper/") }?
                .deletingLastPathComponent())
        let leftover = ".draper-scratch-00112233445566ff"
        try elsewhere.write("half a card", to: "site/\(leftover)/7.tmp")
        try Data(leftover.utf8).write(to: state.appendingPathComponent("scratch-in-output"))
        // The user's, with names like Draper's.
        try elsewhere.write("notes", to: "site/.draper-scratch-notes/1.tmp")
        try elsewhere.write("notes", to: "site/.draper-scratch-00112233445566aa/2.tmp")

        let second = try DraperProcess.run(["build", project.root.path, "--out", out.path, "--now", Safety.now])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(
            try Self.scratchLeft(in: out).sorted() == [".draper-scratch-00112233445566aa", ".draper-scratch-notes"])
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".draper-scratch-notes/1.tmp").path))
    }
}
