import Cards
import Foundation
import TestSupport
import Testing

/// The renderer's revision goes into every card's key, so it must change whenever the
/// drawing does. The golden images are the drawing's record: `Goldens/revisions.txt` pairs
/// each revision with a digest of the goldens it drew, and a change to the goldens needs a
/// new revision (and a new line).
@Suite("Card renderer revision")
struct CardRevisionTests {
    static let goldens = PackagePaths.tests("CardsTests").appendingPathComponent("Goldens")

    /// SHA-256 of every golden PNG, in name order (coreutils', not Draper's own).
    static func digest(of goldens: URL = goldens) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
            .filter { $0.hasSuffix(".png") && !$0.hasPrefix("actual-") && !$0.hasPrefix("diff-") }.sorted()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "cat \"$@\" | sha256sum", "sh"] + names.map { goldens.appendingPathComponent($0).path }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: " ").first.map(String.init) ?? ""
    }

    @Test("the goldens as they are were drawn by this revision, and every revision drew one set")
    func goldensMatchTheRevision() throws {
        let text = try String(contentsOf: Self.goldens.appendingPathComponent("revisions.txt"), encoding: .utf8)
        let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> (Int, String)? in
            let fields = line.split(separator: " ")
            guard fields.count == 2, let revision = Int(fields[0]) else { return nil }
            return (revision, String(fields[1]))
        }
        let current = try Self.digest()
        let last = try #require(entries.last)
        #expect(
            last.1 == current,
            "the goldens changed: raise LayeredCardRenderer.revision to \(LayeredCardRenderer.revision + 1) and add the line '\(LayeredCardRenderer.revision + 1) \(current)' to Goldens/revisions.txt"
        )
        #expect(
            last.0 == LayeredCardRenderer.revision,
            "revisions.txt ends at revision \(last.0), the renderer is at \(LayeredCardRenderer.revision)")
        #expect(
            zip(entries, entries.dropFirst()).allSatisfy { $0.0 < $1.0 },
            "each revision must be new: two sets of goldens under one revision")
    }
}
