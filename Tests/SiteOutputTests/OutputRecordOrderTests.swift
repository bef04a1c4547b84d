import Foundation
import Hashing
import TestSupport
import Testing

@testable import SiteOutput

/// The record lists every file in path order, however the build interleaved its writes with
/// the service worker's digest (which sorts the paths first and keeps them).
@Suite("Build record order")
struct OutputRecordOrderTests {
    private let contents = [
        "a.txt": "a", "c/1.txt": "1", "c/2.txt": "2", "c/3.txt": "3", "m.txt": "new m", "x.txt": "x", "z/sw.js": "sw",
    ]

    @Test("files recorded after the digest keep the record sorted and the digest fresh")
    func filesAfterTheDigest() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let last = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        try last.write("old m", to: "m.txt")
        try last.finish()

        // Another version, so that the record is written whole rather than its changes appended.
        let output = try OutputDirectory(root: root, projectRoot: project.url, tool: "test, later")
        for name in ["x.txt", "c/1.txt", "c/3.txt"] { try output.write(contents[name]!, to: name) }
        let before = output.digestOfCurrentFiles(excluding: [])
        // Paths before, among and after those, and the last build's file replaced.
        for name in ["a.txt", "c/2.txt", "z/sw.js", "m.txt"] { try output.write(contents[name]!, to: name) }
        let after = output.digestOfCurrentFiles(excluding: [])
        #expect(after != before)

        // The same files written in another order, into a folder of their own, by a build
        // that asks for the digest only at the end.
        let other = try TemporaryDirectory()
        let fresh = try OutputDirectory(root: other.appending("output"), projectRoot: other.url, tool: "test")
        for (name, text) in contents.sorted(by: { $0.key > $1.key }) { try fresh.write(text, to: name) }
        #expect(fresh.digestOfCurrentFiles(excluding: []) == after)
        // The digest the service worker has always been named by (an upgrade must not make
        // every reader fetch the site again): each path, then its bytes' digest, as fields,
        // in byte order, the excluded paths left out.
        var expected = SHA256()
        for (name, text) in contents.sorted(by: { $0.key < $1.key }) where name != "m.txt" {
            expected.update(field: name)
            expected.update(field: SHA256.hexDigest(of: text))
        }
        #expect(fresh.digestOfCurrentFiles(excluding: ["m.txt"]) == expected.hexDigest())

        try output.finish()
        let record = try String(contentsOf: output.state.manifest(shard: nil), encoding: .utf8)
        let paths = record.split(separator: "\n").dropFirst().compactMap { line -> String? in
            line.hasPrefix("\"") ? String(line.dropFirst().prefix { $0 != "\"" }) : nil
        }
        #expect(paths == contents.keys.sorted())
    }

    @Test("paths are ordered by their UTF-8 bytes, past the first 24 and beyond ASCII")
    func byteOrder() {
        let parts = [
            "cards", "quotes", "q-0001", "q-00010", "og.jpg", "og.avif", "ünï", "é", "e\u{301}", "日本", "a", "Z",
        ]
        // Every path of one to three parts: long shared prefixes, and orders `<` and the bytes disagree on.
        var paths = parts
        for first in parts {
            for second in parts {
                paths.append("\(first)/\(second)")
                paths += parts.map { "\(first)/\(second)/\($0)" }
            }
        }
        paths += ["cards/q-0001/og.jpg-and-some-more-1", "cards/q-0001/og.jpg-and-some-more-0", "cards/q-0001/og.jpg"]
        let sorted = PathOrder.sorted(paths)
        #expect(sorted == paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        // Where the bytes and `<` agree (ASCII), the order is `<`'s.
        let ascii = paths.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        #expect(PathOrder.sorted(ascii) == ascii.sorted())
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(!PathOrder.precedes(b, a)) }
    }

    @Test("a long list, sorted in a run per core and merged, is in byte order")
    func longListsSortedInRuns() {
        // 20,000 paths in a scrambled order (7,919 is prime to 20,000), beyond ASCII in places.
        let paths = (0..<20_000).map { index -> String in
            let number = index * 7_919 % 20_000
            return number % 9 == 0 ? "cards/é-\(number)/og.jpg" : "cards/q-\(number)/og-\(number % 3).avif"
        }
        let sorted = PathOrder.sorted(paths)
        #expect(sorted == paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
