import Foundation
import TestSupport
import Testing

@testable import Site

/// `draper build` killed at random moments (SIGKILL, or SIGINT as Ctrl-C sends) while it
/// builds a changed project: after every kill the previous site must still be usable, and
/// the build that finally completes must equal a clean build.
///
/// `DRAPER_KILL_ROUNDS` sets the number of kills (4 by default, `make fuzz` runs many more)
/// and `DRAPER_KILL_SEED` replays a run's random delays.
@Suite("Killed builds", .serialized)
struct KilledBuildTests {
    static let now = "2026-12-02T11:00:00Z"
    static let userFiles = [
        "CNAME": "example.org\n", ".well-known/security.txt": "Contact: mailto:security@example.org\n",
    ]

    /// Three versions of the quotes: B changes every text (every card renders again) and
    /// adds a quote, C drops one, so kills land among new, replaced and removed files.
    static let variants = [
        """
        [
          { id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg" },
          { id: "second", text: "A second quote.", speaker: "Grace", image: "images/sea.jpg" },
          { id: "third", text: "Third.", speaker: "Alan", image: "images/sea.jpg" },
        ]
        """,
        """
        [
          { id: "first", text: "The first quote, revised.", speaker: "Ada", image: "images/sea.jpg" },
          { id: "second", text: "A second quote, revised.", speaker: "Grace", image: "images/sea.jpg" },
          { id: "third", text: "Third, revised.", speaker: "Alan", image: "images/sea.jpg" },
          { id: "fourth", text: "A fourth quote arrives.", speaker: "Edsger", image: "images/sea.jpg" },
        ]
        """,
        """
        [
          { id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg" },
          { id: "third", text: "Third, once more.", speaker: "Alan", image: "images/sea.jpg" },
        ]
        """,
    ]

    @Test(
        "random SIGKILL and SIGINT leave a usable site; the next build equals a clean build", .timeLimit(.minutes(60)))
    func randomKills() throws {
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["DRAPER_KILL_ROUNDS"].flatMap(Int.init) ?? 4
        let seed = environment["DRAPER_KILL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        var random = SplitMix64(seed: seed)
        let fixture = try SiteFixture()
        // Three sizes: builds long enough for most kills to land inside them.
        try fixture.folder.write(
            #"{ title: "Kills", baseURL: "https://example.org/", cards: { sizes: ["og", "square", "story"], formats: ["png"] } }"#,
            to: "site.json")
        for (path, text) in Self.userFiles { try fixture.folder.write(text, to: "output/\(path)") }
        let inspection = OutputInspection(root: fixture.output)
        var decoded: Set<String> = []

        try use(variant: 0, in: fixture)
        let started = Date()
        let first = try DraperProcess.run(["build", fixture.root.path, "--now", Self.now, "--quiet"])
        try #require(first.status == 0, "\(first.standardError)")
        // Kills are spread over a whole build and a little more, so some land after it ends.
        let window = Date().timeIntervalSince(started) * 1.1
        try expectUsable(inspection, after: "the first build", decoded: &decoded)

        var outcomes: [String] = []
        for round in 0..<rounds {
            let variant = round % 2 == 0 ? 1 : Int(random.next() % 3)
            try use(variant: variant, in: fixture)
            let signal = random.next() % 2 == 0 ? SIGKILL : SIGINT
            // --force renders every card again, over the existing files: the whole build is
            // long enough to be hit, and replacing cards is exercised too.
            let force = random.next() % 2 == 0
            let delay = Double(random.next() % 10_000) / 10_000 * window
            let status = try runAndKill(fixture.root, force: force, signal: signal, after: delay)
            let what =
                "round \(round) (seed \(seed)): variant \(variant)\(force ? " --force" : ""), \(signal == SIGKILL ? "SIGKILL" : "SIGINT") after \(String(format: "%.2f", delay)) s"
            outcomes.append("\(what) → \(status)")
            try expectUsable(inspection, after: what, decoded: &decoded)
        }

        let killed = outcomes.filter { $0.contains("killed by signal") }.count
        let interrupted = outcomes.filter { $0.hasSuffix("exited 130") }.count
        print(
            "killed builds (seed \(seed)): \(rounds) rounds; \(killed) killed by SIGKILL, \(interrupted) stopped by SIGINT, \(rounds - killed - interrupted) finished first"
        )

        try use(variant: 1, in: fixture)
        let last = try DraperProcess.run(["build", fixture.root.path, "--now", Self.now, "--quiet"])
        #expect(last.status == 0, "\(last.standardError)")
        try expectUsable(inspection, after: "the last build", decoded: &decoded)
        let clean = fixture.folder.appending("clean")
        let reference = try DraperProcess.run([
            "build", fixture.root.path, "--now", Self.now, "--quiet", "--out", clean.path,
        ])
        try #require(reference.status == 0, "\(reference.standardError)")

        var built = try SiteFixture.tree(fixture.output)
        for path in Self.userFiles.keys { built[path] = nil }
        let expected = try SiteFixture.tree(clean)
        #expect(built.keys.sorted() == expected.keys.sorted(), "\(outcomes.joined(separator: "\n"))")
        for (path, data) in expected where built[path] != data {
            Issue.record("\(path) differs from a clean build after the kills:\n\(outcomes.joined(separator: "\n"))")
        }
    }

    private func use(variant: Int, in fixture: SiteFixture) throws {
        try fixture.folder.write(Self.variants[variant], to: "data/quotes.json")
    }

    /// Starts a build, sends `signal` after `delay` seconds, and says how it ended.
    private func runAndKill(_ project: URL, force: Bool, signal: Int32, after delay: TimeInterval) throws -> String {
        let process = Process()
        process.executableURL = PackagePaths.draperExecutable
        process.arguments =
            ["build", project.path, "--now", Self.now, "--quiet", "--jobs", "2"] + (force ? ["--force"] : [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        switch process.terminationReason {
        case .uncaughtSignal: return "killed by signal \(process.terminationStatus)"
        case .exit: return "exited \(process.terminationStatus)"
        @unknown default: return "ended"
        }
    }

    private func expectUsable(
        _ inspection: OutputInspection, after what: String, decoded: inout Set<String>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let broken = try inspection.brokenReferences()
        #expect(broken.isEmpty, "after \(what): broken references \(broken.prefix(10))", sourceLocation: sourceLocation)
        let undecodable = try inspection.undecodableImages(verified: &decoded)
        #expect(undecodable.isEmpty, "after \(what): \(undecodable.prefix(10))", sourceLocation: sourceLocation)
        let unknown = try inspection.unknownFiles(userFiles: Set(Self.userFiles.keys))
        #expect(
            unknown.isEmpty, "after \(what): files Draper does not know \(unknown.prefix(10))",
            sourceLocation: sourceLocation)
        for (path, text) in Self.userFiles {
            let actual = try? String(contentsOf: inspection.root.appendingPathComponent(path), encoding: .utf8)
            #expect(actual == text, "after \(what): the user's \(path) was changed", sourceLocation: sourceLocation)
        }
    }
}
