import Foundation
import TestSupport
import Testing

/// `draper build` as users run it: where it refuses to write, what it never removes, and
/// output that depends on nothing but the inputs and the clock it is given.
@Suite("draper build: output folder and determinism", .serialized)
struct BuildCommandSafetyTests {
    static let now = "2026-12-02T11:00:00Z"

    @Test("refuses the home folder, the project folder and a folder containing the project")
    func refusedLocations() throws {
        let fixture = try SiteFixture()
        // A home folder of our own, so a regression could never write into the real one.
        let home = fixture.folder.appending("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let cases = [
            (home.path, "it is your home folder"),
            (fixture.root.path, "it is the project folder itself; use a subfolder such as output/"),
            (fixture.root.deletingLastPathComponent().path, "it contains the project folder"),
        ]
        for (out, why) in cases {
            let result = try DraperProcess.run(
                ["build", fixture.root.path, "--out", out, "--now", Self.now], environment: ["HOME": home.path])
            #expect(result.status == 64, "\(out)")
            #expect(
                result.standardError.hasPrefix(
                    "Error: --out \(URL(fileURLWithPath: out).resolvingSymlinksInPath().path): refusing to write here: \(why)\n"
                ), "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("index.html").path))
    }

    @Test("a user's CNAME and .well-known/ survive builds that remove Draper's own files")
    func userFilesSurvive() throws {
        let fixture = try SiteFixture()
        let first = try DraperProcess.run(["build", fixture.root.path, "--now", Self.now, "--quiet"])
        try #require(first.status == 0, "\(first.standardError)")
        try fixture.folder.write("quotes.example.org\n", to: "output/CNAME")
        try fixture.folder.write("Contact: mailto:security@example.org\n", to: "output/.well-known/security.txt")
        try fixture.folder.write("<p>mine</p>\n", to: "output/quotes/third/notes.html")

        // Drop a quote: its pages' images and emails go, its page and its cards to share say it
        // was removed, and nothing of the user's goes.
        try fixture.folder.write(
            #"[{ id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg" }]"#,
            to: "data/quotes.json")
        let second = try DraperProcess.run(["build", fixture.root.path, "--now", Self.now, "--verbose"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.contains("removed cards/third/og.avif\n"), "\(second.standardError)")
        #expect(second.standardError.contains("note: quotes/third/ was published"), "\(second.standardError)")
        let output = fixture.output
        #expect(
            try String(contentsOf: output.appendingPathComponent("CNAME"), encoding: .utf8) == "quotes.example.org\n")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".well-known/security.txt").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("quotes/third/notes.html").path))
        let gone = try String(contentsOf: output.appendingPathComponent("quotes/third/index.html"), encoding: .utf8)
        #expect(gone.contains("This quote was removed") && !gone.contains("Third."))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("email/third.eml").path))
    }

    @Test(
        "SIGINT and SIGTERM stop a build that renders cards, and leave the pages as they were",
        arguments: [SIGINT, SIGTERM])
    func interruptedBuild(signal: Int32) throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(
            #"{ title: "Stop", baseURL: "https://example.org/", cards: { sizes: ["og", "square", "story"], formats: ["png"] } }"#,
            to: "site.json")
        let first = try DraperProcess.run(["build", fixture.root.path, "--now", Self.now, "--quiet"])
        try #require(first.status == 0, "\(first.standardError)")
        let pages = try SiteFixture.tree(fixture.output).filter { $0.key.hasSuffix(".html") }

        // This test's threads block most signals, and a process inherits that: the build must
        // unblock them to hear the signal at all.
        let process = Process()
        process.executableURL = PackagePaths.draperExecutable
        process.arguments = ["build", fixture.root.path, "--now", Self.now, "--quiet", "--force"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
        // The clean stop, or on a loaded machine (a debug build renders a story card slowly) the
        // watchdog's stop after its grace period; either leaves the pages as they were.
        #expect(
            message == "error: build interrupted; the previous output is unchanged\n"
                || message == "error: interrupted before a clean stop; the next run completes or undoes its writes\n",
            "\(message)")
        #expect(try SiteFixture.tree(fixture.output).filter { $0.key.hasSuffix(".html") } == pages)
    }

    @Test("SOURCE_DATE_EPOCH or --now, one render thread or two: byte-identical trees")
    func determinism() throws {
        let fixture = try SiteFixture()
        // 2026-12-02T11:00:00Z
        let epoch = ["SOURCE_DATE_EPOCH": "1796209200"]
        var trees: [String: [String: Data]] = [:]
        for (name, arguments, environment) in [
            ("epoch, 1 job", ["--jobs", "1"], epoch),
            ("epoch, 2 jobs", ["--jobs", "2"], epoch),
            ("--now, 2 jobs", ["--jobs", "2", "--now", Self.now], [:]),
        ] {
            let out = fixture.folder.appending(name.replacingOccurrences(of: " ", with: "-"))
            let result = try DraperProcess.run(
                ["build", fixture.root.path, "--out", out.path, "--quiet"] + arguments, environment: environment)
            try #require(result.status == 0, "\(name): \(result.standardError)")
            trees[name] = try SiteFixture.tree(out)
        }
        let reference = try #require(trees["epoch, 1 job"])
        #expect(reference.count > 40)
        for (name, tree) in trees {
            #expect(tree.keys.sorted() == reference.keys.sorted(), "\(name)")
            for (path, data) in reference where tree[path] != data {
                Issue.record("\(path) differs between 'epoch, 1 job' and '\(name)'")
            }
        }
    }

    @Test(
        "the whole sample project builds byte-identically with 1 and 2 render threads",
        .enabled(if: ProcessInfo.processInfo.environment["DRAPER_LONG_TESTS"] == "1"), .timeLimit(.minutes(30)))
    func sampleProjectDeterminism() throws {
        let folder = try TemporaryDirectory("draper-sample")
        var trees: [[String: Data]] = []
        for jobs in ["1", "2"] {
            let out = folder.appending("jobs-\(jobs)")
            let result = try DraperProcess.run(
                ["build", PackagePaths.root.path, "--out", out.path, "--quiet", "--jobs", jobs],
                environment: ["SOURCE_DATE_EPOCH": "1796209200"])
            try #require(result.status == 0, "\(result.standardError)")
            trees.append(try SiteFixture.tree(out))
        }
        #expect(trees[0].keys.sorted() == trees[1].keys.sorted())
        for (path, data) in trees[0] where trees[1][path] != data {
            Issue.record("\(path) differs between 1 and 2 render threads")
        }
    }
}
