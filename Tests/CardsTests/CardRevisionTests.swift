import Cards
import Foundation
import TestSupport
import Testing

/// The renderer's revision goes into every card's key, so it must change whenever the drawing
/// does. The golden images are the drawing's record: `Goldens/revisions.txt` lists, under the
/// current revision, each golden and its SHA-256. A golden that changed needs a new revision
/// (and a new block); a golden that is new needs only its line, so adding a test never
/// re-renders every user's cards.
@Suite("Card renderer revision")
struct CardRevisionTests {
    static let goldens = PackagePaths.tests("CardsTests").appendingPathComponent("Goldens")

    /// The SHA-256 of each golden PNG (coreutils', not Draper's own), by file name.
    static func digests() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
            .filter { $0.hasSuffix(".png") && !$0.hasPrefix("actual-") && !$0.hasPrefix("diff-") }.sorted()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"] + names
        process.currentDirectoryURL = goldens
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Self.lines(output)
    }

    /// `<digest>  <name>` lines, as sha256sum writes them.
    static func lines(_ text: some StringProtocol) -> [String: String] {
        var digests: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, fields[0].count == 64 else { continue }
            digests[String(fields[1])] = String(fields[0])
        }
        return digests
    }

    @Test("every golden is recorded under this revision with the digest it has")
    func goldensMatchTheRevision() throws {
        let text = try String(contentsOf: Self.goldens.appendingPathComponent("revisions.txt"), encoding: .utf8)
        let blocks = text.components(separatedBy: "\nrevision ").dropFirst()
        let revisions = blocks.compactMap { Int($0.prefix { $0.isNumber }) }
        let last = try #require(blocks.last)
        #expect(
            revisions.last == LayeredCardRenderer.revision,
            "revisions.txt ends at revision \(revisions.last ?? 0), the renderer is at \(LayeredCardRenderer.revision)")
        #expect(zip(revisions, revisions.dropFirst()).allSatisfy { $0 < $1 }, "each revision must be new")
        let recorded = Self.lines(last)
        let current = try Self.digests()
        for (name, digest) in current.sorted(by: { $0.key < $1.key }) {
            guard let known = recorded[name] else {
                Issue.record("\(name) is a new golden: add the line '\(digest)  \(name)' to the last block")
                continue
            }
            #expect(
                known == digest,
                "\(name) changed: raise LayeredCardRenderer.revision to \(LayeredCardRenderer.revision + 1) and add a block 'revision \(LayeredCardRenderer.revision + 1)' with every golden's line"
            )
        }
        for name in recorded.keys where current[name] == nil {
            Issue.record("revisions.txt records \(name), which is not among the goldens")
        }
    }
}
