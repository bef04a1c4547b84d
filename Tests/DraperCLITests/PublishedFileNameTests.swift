import Foundation
import TestSupport
import Testing

/// Every file a build publishes has an ASCII name, whatever the photos are called: a name
/// with `ß` or an accent in a URL is one that a server, a shell or a mail client may spell
/// differently.
@Suite("Published file names")
struct PublishedFileNameTests {
    @Test("photos named with non-ASCII letters, or none, are published under ASCII names, the same in every build")
    func asciiNames() throws {
        let project = try FixtureProject()
        let photo = try Data(contentsOf: project.root.appendingPathComponent("images/sea.jpg"))
        try project.folder.write(photo, to: "images/Straße gedreht.jpg")
        try project.folder.write(photo, to: "images/東京.jpg")
        let advent = try String(contentsOf: project.root.appendingPathComponent("data/advent.json"), encoding: .utf8)
        try project.folder.write(
            advent
                .replacingOccurrences(
                    of: #"message: "Day one *message*." }"#,
                    with: #"message: "Day one *message*.", image: "images/Straße gedreht.jpg" }"#
                )
                .replacingOccurrences(
                    of: #"message: "Day two." }"#, with: #"message: "Day two.", image: "images/東京.jpg" }"#),
            to: "data/advent.json")
        let quotes = try String(contentsOf: project.root.appendingPathComponent("data/quotes.json"), encoding: .utf8)
        try project.folder.write(
            quotes.replacingOccurrences(
                of: #"speaker: "Alan", image: "images/sea.jpg""#, with: #"speaker: "Alan", image: "Straße gedreht.jpg""#
            ),
            to: "data/quotes.json")

        var names: [[String]] = []
        for _ in 0..<2 {
            let built = try DraperProcess.run(["build", project.root.path, "--now", "2026-12-03T10:00:00+01:00", "-q"])
            #expect(built.status == 0, "\(built.standardError)")
            names.append(try FixtureProject.tree(project.output).keys.sorted())
        }
        let published = try #require(names.first)
        let nonASCII = published.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) }
        #expect(nonASCII == [], "published with non-ASCII names")
        #expect(published.contains { $0.hasPrefix("assets/doors/Strasse-gedreht-") && $0.hasSuffix(".avif") })
        #expect(published.contains { $0.hasPrefix("assets/backdrops/Strasse-gedreht-") && $0.hasSuffix(".jpg") })
        #expect(names.last == published, "the second build published other names")
    }
}
