import Foundation
import Testing

@testable import SiteOutput

/// The build record's own reader and writer agree with each other and with `Codable`, and
/// refuse what is not a record.
@Suite("Build record")
struct ManifestReaderTests {
    private func sample() -> BuildManifest {
        var manifest = BuildManifest(tool: "Draper 0.2.0")
        manifest.files = [
            "index.html": .init(key: "", digest: String(repeating: "a", count: 64), warnings: nil),
            "quotes/\"odd\\path\"/index.html": .init(key: "k1", digest: String(repeating: "b", count: 64)),
            "cards/ünï/og.jpg": .init(
                key: "k2", digest: String(repeating: "c", count: 64),
                warnings: ["tab\there", "line\nbreak", "emoji 🇯🇵 and \u{1} control", "</script>"]),
        ]
        manifest.folders = ["cards", "cards/ünï", "quotes"]
        return manifest
    }

    @Test("what the writer writes, the reader reads back, and Codable reads the same")
    func roundTrip() throws {
        let manifest = sample()
        let bytes = manifest.encoded()
        #expect(ManifestReader.read(bytes) == manifest)
        #expect(try JSONDecoder().decode(BuildManifest.self, from: Data(bytes)) == manifest)
    }

    @Test(
        "a record written in several runs of entries is the same bytes as one written in one",
        arguments: [0, 1, 2, 3, 5_000])
    func runsJoinedInOrder(count: Int) throws {
        var manifest = sample()
        for number in 0..<count {
            manifest.files["cards/q\(number)/og.jpg"] = .init(
                key: "k\(number)", digest: String(repeating: "d", count: 64))
        }
        let whole = manifest.encoded(runs: 1)
        for runs in [2, 3, 7, manifest.files.count + 2] {
            #expect(manifest.encoded(runs: runs) == whole, "\(runs) runs")
        }
        #expect(manifest.encoded() == whole)
        #expect(whole.starts(with: Array("{\"files\":{\n\"".utf8)))
        #expect(ManifestReader.read(whole) == manifest)
        let empty = BuildManifest(tool: "t")
        #expect(
            empty.encoded(runs: 3) == Array(#"{"files":{"#.utf8)
                + Array("\n},\"folders\":[],\"format\":2,\"tool\":\"t\"}\n".utf8))
    }

    @Test("a record written by Foundation's encoder (Draper 0.2's first builds) reads the same")
    func foundationRecord() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(sample())
        #expect(ManifestReader.read([UInt8](data)) == sample())
        // Escapes Foundation writes and Draper does not: \/ and \u surrogate pairs.
        let escaped =
            #"{"files":{"a\/b":{"digest":"d","key":"\ud83c\uddef","warnings":null}},"folders":[],"format":2,"tool":"t"}"#
        let read = try #require(ManifestReader.read(Array(escaped.utf8)))
        #expect(read.files["a/b"]?.key == "🇯")
        #expect(read.files["a/b"]?.warnings == nil)
    }

    @Test(
        "anything that is not a record is none",
        arguments: [
            "", "{", "[]", #"{"files":{},"folders":[],"format":2}"#,
            #"{"files":{"a":{"digest":"d"}},"folders":[],"format":2,"tool":"t"}"#,
            #"{"files":{"a":{"digest":"d","key":3}},"folders":[],"format":2,"tool":"t"}"#,
            #"{"files":{"a":{"digest":"d","key":"k","warnings":[1]}},"folders":[],"format":2,"tool":"t"}"#,
            #"{"files":{},"folders":[],"format":2.5,"tool":"t"}"#,
            #"{"files":{},"folders":[],"format":2,"tool":"t"} trailing"#,
            #"{"files":{},"folders":["\ud800"],"format":2,"tool":"t"}"#,
            "{\"files\":{},\"folders\":[\"raw\nnewline\"],\"format\":2,\"tool\":\"t\"}",
        ])
    func refusesOtherText(_ text: String) {
        #expect(ManifestReader.read(Array(text.utf8)) == nil)
    }
}
