import Foundation
import TestSupport
import Testing

/// What a build publishes depends on the project's contents only: the same project in another
/// folder, or checked out afresh (new paths, new file times), gives byte-identical output.
@Suite("A project anywhere builds the same site")
struct RelocatedProjectTests {
    private static func copy(_ source: URL, to destination: URL, preservingTimes: Bool) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/cp")
        process.arguments = [preservingTimes ? "-a" : "-r", source.path, destination.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Safety.Failure("cp failed") }
    }

    @Test("a copied project and a fresh checkout build what the original builds, with the card font in fonts/")
    func sameOutputAnywhere() throws {
        let project = try FixtureProject()
        let font = try #require(
            ["/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf"].first {
                FileManager.default.fileExists(atPath: $0)
            }, "League Spartan is not installed")
        try project.folder.write(try Data(contentsOf: URL(fileURLWithPath: font)), to: "fonts/LeagueSpartan-Bold.otf")
        try project.folder.write(
            """
            { title: "Fixture", baseURL: "https://example.org/cal/", timezone: "Europe/Berlin",
              cards: { sizes: ["og"], font: "League Spartan Bold" } }
            """, to: "site.json")
        let elsewhere = try TemporaryDirectory("draper-elsewhere")
        let copied = elsewhere.appending("copied")
        let cloned = elsewhere.appending("nested/cloned")
        try FileManager.default.createDirectory(
            at: cloned.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.copy(project.root, to: copied, preservingTimes: true)
        try Self.copy(project.root, to: cloned, preservingTimes: false)

        var outputs: [[String: Data]] = []
        for root in [project.root, copied, cloned] {
            let result = try DraperProcess.run(["build", root.path, "--now", Safety.now, "--quiet"])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try FixtureProject.tree(root.appendingPathComponent("output")))
        }
        for (name, other) in zip(["copied", "cloned"], outputs.dropFirst()) {
            #expect(other.keys.sorted() == outputs[0].keys.sorted(), "\(name): other file names")
            let differing = outputs[0].keys.filter { other[$0] != outputs[0][$0] }.sorted()
            #expect(differing.isEmpty, "\(name): \(differing.count) files differ: \(differing.prefix(8))")
        }
    }
}
