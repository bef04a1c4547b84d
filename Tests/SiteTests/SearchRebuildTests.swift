import Foundation
import TestSupport
import Testing

/// A rebuild after one quote's words changed writes only the search files that hold them, and
/// the index it leaves is the one a clean build makes.
@Suite("The search index on a rebuild", .serialized)
struct SearchRebuildTests {
    /// Each index file's number on disk: a file written again (by rename) gets a new one.
    static func identities(_ output: URL) throws -> [String: Int] {
        var identities: [String: Int] = [:]
        for (path, _) in try SiteFixture.tree(output) where path.hasPrefix("search/") && path != "search/index.html" {
            let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)
            identities[path] = (attributes[.systemFileNumber] as? NSNumber)?.intValue
        }
        return identities
    }

    @Test("a changed word rewrites its shards alone; the index equals a clean build's")
    func changedWordsRewriteTheirFiles() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let before = try Self.identities(fixture.output)
        #expect(before.keys.contains("search/meta.js") && before.keys.contains { $0.hasPrefix("search/t/") })

        try fixture.build()
        #expect(try Self.identities(fixture.output) == before, "a rebuild with nothing changed wrote search files")

        // One new word in one quote: its shard is new, the chunk showing the quote changes.
        let quotesURL = fixture.root.appendingPathComponent("data/quotes.json")
        let quotes = try String(contentsOf: quotesURL, encoding: .utf8)
        let edited = quotes.replacingOccurrences(of: "\"The first quote.\"", with: "\"The first quote, zebras.\"")
        try #require(edited != quotes, "the fixture's first quote is not where this test expects it")
        try edited.write(to: quotesURL, atomically: true, encoding: .utf8)
        try fixture.build()
        let after = try Self.identities(fixture.output)
        let rewritten = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(rewritten.contains(where: { $0.hasPrefix("search/t/") }), "the new word's shard was not written")
        #expect(rewritten.contains(where: { $0.hasPrefix("search/d/") }), "the quote's chunk was not written")
        let untouched = before.keys.filter { after[$0] == before[$0] }
        #expect(untouched.count >= before.count / 2, "most of the index was written again: \(rewritten)")

        let clean = fixture.folder.url.appendingPathComponent("clean")
        try fixture.build(into: clean)
        let (rebuilt, fresh) = (try SiteFixture.tree(fixture.output), try SiteFixture.tree(clean))
        for path in fresh.keys where path.hasPrefix("search/") {
            #expect(rebuilt[path] == fresh[path], "\(path) differs from a clean build")
        }
        #expect(
            rebuilt.keys.filter { $0.hasPrefix("search/") }.sorted()
                == fresh.keys.filter { $0.hasPrefix("search/") }.sorted())
    }
}
