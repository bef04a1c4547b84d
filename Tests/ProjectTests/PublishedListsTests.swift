import CivilTime
import Diagnostics
import Testing

@testable import Project

/// The record keeps every tag's and speaker's list ever published: the build names the
/// lists it publishes, and the record dates those it no longer does.
@Suite("Lists in the published record")
struct PublishedListsTests {
    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }

    static func decode(_ text: String) throws -> (PublishedRecord?, [Diagnostic]) {
        let value = try JSON5Parser.parse(
            try SourceText(Array(text.utf8), file: "data/published.json5"), file: "data/published.json5")
        var diagnostics = DiagnosticCollector()
        let record = PublishedRecordDecoder(file: "data/published.json5").decode(value, into: &diagnostics)
        return (record, diagnostics.diagnostics)
    }

    @Test("a list is recorded with its name; one no longer published is dated once; one that returns is live again")
    func recordLists() {
        var record = PublishedRecord()
        let first = ["speakers/ada": "Ada", "tags/work": "work"]
        #expect(record.recordLists(first, today: Self.day("2026-12-01")) == ([], []))
        #expect(record.lists.map(\.path) == ["speakers/ada", "tags/work"])

        // Ada is spelled out, the tag's spelling changes but not its folder.
        let second = ["speakers/ada-lovelace": "Ada Lovelace", "tags/work": "Work"]
        #expect(record.recordLists(second, today: Self.day("2026-12-02")) == (["speakers/ada"], []))
        #expect(
            record.lists == [
                .init(path: "speakers/ada", name: "Ada", until: Self.day("2026-12-02")),
                .init(path: "speakers/ada-lovelace", name: "Ada Lovelace"), .init(path: "tags/work", name: "Work"),
            ])
        // Said once: a day later it is still gone, since the same day.
        #expect(record.recordLists(second, today: Self.day("2026-12-03")) == ([], []))
        #expect(record.lists[0].until == Self.day("2026-12-02"))

        #expect(
            record.recordLists(first, today: Self.day("2026-12-04")) == (["speakers/ada-lovelace"], ["speakers/ada"]))
        #expect(record.lists[0] == .init(path: "speakers/ada", name: "Ada"))

        // A path the record could not read back is never written.
        _ = record.recordLists(["speakers/Ada Lovelace": "Ada Lovelace"], today: Self.day("2026-12-05"))
        #expect(!record.lists.contains { $0.path == "speakers/Ada Lovelace" })
    }

    @Test("the lists read back as written, one line each")
    func roundTrip() throws {
        var record = PublishedRecord(start: Self.day("2026-12-01"))
        _ = record.recordLists(["speakers/ada": "Ada \"the Countess\"", "tags/c": "C"], today: Self.day("2026-12-01"))
        _ = record.recordLists(["tags/c": "C"], today: Self.day("2026-12-02"))
        let text = record.text
        #expect(text.split(separator: "\n").filter { $0.contains("path:") }.count == 2)
        #expect(text.contains(#"{ path: "speakers/ada", name: "Ada \"the Countess\"", until: "2026-12-02" },"#))
        let (read, diagnostics) = try Self.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read?.lists == record.lists)
    }

    @Test("a list that is not a tag's or a speaker's folder, or named twice, is an error at its place")
    func badLists() throws {
        let text = """
            {
              version: 1,
              quotes: [],
              lists: [
                { path: "quotes/ada", name: "Ada" },
                { path: "speakers/Ada Lovelace", name: "Ada" },
                { path: "tags/work", name: "work" },
                { path: "tags/work", name: "Work" },
                { path: "tags/c", nmae: "C" },
              ],
            }
            """
        let (read, diagnostics) = try Self.decode(text)
        #expect(read == nil)
        let messages = diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.count == 5, "\(messages)")
        // The duplicate points at the first.
        #expect(diagnostics.contains { $0.severity == .note && $0.location?.line == 7 })
        #expect(messages.contains { $0.hasPrefix("5:") && $0.contains("tags/<folder> or speakers/<folder>") })
        #expect(messages.contains { $0.hasPrefix("6:") && $0.contains("tags/<folder> or speakers/<folder>") })
        #expect(messages.contains { $0.hasPrefix("8:") && $0.contains("tags/work") })
        #expect(messages.contains { $0.hasPrefix("9:") && $0.contains("nmae") })
        #expect(messages.contains { $0.hasPrefix("9:") && $0.contains("name") && !$0.contains("nmae") })
    }
}
