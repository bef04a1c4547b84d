import Foundation
import TestSupport
import Testing

@testable import Site

/// A rebuild after one quote's words changed writes only the search files that hold them, and
/// the index it leaves is the one a clean build makes. Removing or adding a quote renumbers
/// no other: its words' shards and its chunk change, and nothing else.
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

    /// Forty quotes (three chunks), each with a word of its own ("kaamet", "kabmet", …) and
    /// words they all share.
    static func quotes(_ numbers: [Int]) -> String {
        "[\n"
            + numbers.map { number in
                #"{ id: "q\#(number)", text: "Harbour lights over the \#(ownWord(number)) bay.", "#
                    + #"speaker: "Ada", image: "images/sea.jpg" }"#
            }.joined(separator: ",\n") + "\n]"
    }

    static func ownWord(_ number: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return "k\(letters[number / 26])\(letters[number % 26])met"
    }

    /// The shards that hold the words of quote `number`.
    static func shardsOfQuote(_ number: Int) -> Set<String> {
        let text = "Harbour lights over the \(ownWord(number)) bay."
        let tokens = SearchTokenizer.tokens(text) + SearchTokenizer.tokens("Ada")
        return Set(tokens.map { "search/t/\(SearchIndex.shardName(SearchTokenizer.shardKey($0))).js" })
    }

    /// The page the index gives for `word`: its shard's first number, looked up in its chunk.
    static func pageFound(for word: String, in output: URL) throws -> String? {
        func script(_ path: String, _ prefix: String) throws -> Any {
            let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let start = try #require(text.range(of: prefix)?.upperBound)
            let end = try #require(text.range(of: ");", options: .backwards)?.lowerBound)
            return try JSONSerialization.jsonObject(with: Data(text[start..<end].utf8), options: [.fragmentsAllowed])
        }
        let name = SearchIndex.shardName(SearchTokenizer.shardKey(word))
        // No shard: no quote has a word of its first letters.
        guard FileManager.default.fileExists(atPath: output.appendingPathComponent("search/t/\(name).js").path) else {
            return nil
        }
        let terms = try #require(script("search/t/\(name).js", "draperSearch.shard(\"\(name)\",") as? [String: [Int]])
        guard let number = terms[word]?.first else { return nil }
        let chunk = number / SearchIndex.chunkSize
        let entries = try #require(script("search/d/\(chunk).js", "draperSearch.chunk(\(chunk),") as? [Any])
        return (entries[number % SearchIndex.chunkSize] as? [Any])?.first as? String
    }

    @Test("removing a quote, or adding one, rewrites its words' shards and its chunk; no other quote is renumbered")
    func removedAndAddedQuotesRenumberNothing() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.quotes(Array(0..<40)), to: "data/quotes.json")
        try fixture.build()
        let before = try Self.identities(fixture.output)
        #expect(before.keys.contains("search/d/2.js"), "forty quotes fill three chunks")

        // The third quote goes: its chunk, the first, and the shards of its words change.
        try fixture.folder.write(Self.quotes(Array(0..<40).filter { $0 != 2 }), to: "data/quotes.json")
        try fixture.build()
        let afterRemoval = try Self.identities(fixture.output)
        let rewritten = Set(afterRemoval.keys.filter { afterRemoval[$0] != before[$0] })
        let allowed = Self.shardsOfQuote(2).union(["search/meta.js", "search/d/0.js"])
        #expect(rewritten.subtracting(allowed).sorted() == [], "written though nothing they hold changed")
        #expect(!rewritten.contains("search/d/1.js") && !rewritten.contains("search/d/2.js"))
        #expect(try Self.pageFound(for: Self.ownWord(2), in: fixture.output) == nil)
        for number in [0, 3, 16, 39] {
            #expect(try Self.pageFound(for: Self.ownWord(number), in: fixture.output) == "quotes/q\(number)/index.html")
        }

        // A new quote at the top of the sheet takes a number after the others.
        try fixture.folder.write(Self.quotes([40] + Array(0..<40).filter { $0 != 2 }), to: "data/quotes.json")
        try fixture.build()
        let afterAddition = try Self.identities(fixture.output)
        let added = Set(afterAddition.keys.filter { afterAddition[$0] != afterRemoval[$0] })
        let allowedForAddition = Self.shardsOfQuote(40).union(["search/meta.js", "search/d/2.js"])
        #expect(added.subtracting(allowedForAddition).sorted() == [], "written though nothing they hold changed")
        #expect(try Self.pageFound(for: Self.ownWord(40), in: fixture.output) == "quotes/q40/index.html")
        #expect(try Self.pageFound(for: Self.ownWord(39), in: fixture.output) == "quotes/q39/index.html")
    }
}
