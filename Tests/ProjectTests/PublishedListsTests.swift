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
        let first = Self.listings(["speakers/ada": "Ada", "tags/work": "work"])
        #expect(record.recordLists(first, today: Self.day("2026-12-01")) == ([], []))
        #expect(record.lists.map(\.path) == ["speakers/ada", "tags/work"])

        // Ada is spelled out, the tag's spelling changes but not its folder.
        let second = Self.listings(["speakers/ada-lovelace": "Ada Lovelace", "tags/work": "Work"])
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
        _ = record.recordLists(
            Self.listings(["speakers/Ada Lovelace": "Ada Lovelace"]), today: Self.day("2026-12-05"))
        #expect(!record.lists.contains { $0.path == "speakers/Ada Lovelace" })
    }

    @Test("the lists read back as written, one line each")
    func roundTrip() throws {
        var record = PublishedRecord(start: Self.day("2026-12-01"))
        _ = record.recordLists(
            ["speakers/ada": .init(name: "Ada \"the Countess\"", first: "engine"), "tags/c": .init(name: "C")],
            today: Self.day("2026-12-01"))
        _ = record.recordLists(
            ["tags/c": .init(name: "C"), "speakers/lovelace": .init(name: "Lovelace", first: "engine")],
            today: Self.day("2026-12-02")
        ) { _ in ["speakers/lovelace"] }
        let text = record.text
        #expect(text.split(separator: "\n").filter { $0.contains("path:") }.count == 3)
        #expect(
            text.contains(
                #"{ path: "speakers/ada", name: "Ada \"the Countess\"", first: "engine", until: "2026-12-02", movedTo: "speakers/lovelace" },"#
            ))
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
                { path: "tags/d", name: "D", first: "Not an address", movedTo: "quotes/d" },
              ],
            }
            """
        let (read, diagnostics) = try Self.decode(text)
        #expect(read == nil)
        let messages = diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.count == 7, "\(messages)")
        // The duplicate points at the first.
        #expect(diagnostics.contains { $0.severity == .note && $0.location?.line == 7 })
        #expect(messages.contains { $0.hasPrefix("5:") && $0.contains("tags/<folder> or speakers/<folder>") })
        #expect(messages.contains { $0.hasPrefix("6:") && $0.contains("tags/<folder> or speakers/<folder>") })
        #expect(messages.contains { $0.hasPrefix("8:") && $0.contains("tags/work") })
        #expect(messages.contains { $0.hasPrefix("9:") && $0.contains("nmae") })
        #expect(messages.contains { $0.hasPrefix("9:") && $0.contains("name") && !$0.contains("nmae") })
        #expect(messages.contains { $0.hasPrefix("10:") && $0.contains("Not an address") })
        #expect(messages.contains { $0.hasPrefix("10:") && $0.contains("movedTo") && $0.contains("quotes/d") })
    }

    static func listings(_ names: [String: String]) -> [String: PublishedRecord.Listing] {
        names.mapValues { PublishedRecord.Listing(name: $0) }
    }

    @Test(
        "a list that goes moves to its first quote's speaker, or to the one tag new with the build, and comes back without"
    )
    func moves() {
        var record = PublishedRecord()
        // Quote "a" by Ada, tagged engine and maths; quote "b" by Charles, tagged engine.
        var listed: [String: [String]] = [
            "a": ["speakers/ada", "tags/engine", "tags/maths"], "b": ["speakers/charles", "tags/engine"],
        ]
        func lists() -> [String: PublishedRecord.Listing] {
            var current: [String: PublishedRecord.Listing] = [:]
            for address in listed.keys.sorted() {
                for path in listed[address] ?? [] where current[path] == nil {
                    current[path] = .init(name: String(path.split(separator: "/")[1]), first: address)
                }
            }
            return current
        }
        func build(_ day: String) -> (gone: [String], back: [String]) {
            record.recordLists(lists(), today: Self.day(day)) { listed[$0] ?? [] }
        }
        _ = build("2026-12-01")
        func list(_ path: String) -> PublishedRecord.List? { record.lists.first { $0.path == path } }
        #expect(list("tags/engine")?.first == "a")

        // Ada spelled out, and the tag maths renamed mathematics: both lead to the new names.
        listed["a"] = ["speakers/ada-lovelace", "tags/engine", "tags/mathematics"]
        #expect(build("2026-12-02") == (["speakers/ada", "tags/maths"], []))
        #expect(list("speakers/ada")?.movedTo == "speakers/ada-lovelace")
        #expect(list("tags/maths")?.movedTo == "tags/mathematics")

        // Mathematics dropped: "a" keeps engine, which it had before, so it leads nowhere.
        listed["a"] = ["speakers/ada-lovelace", "tags/engine"]
        #expect(build("2026-12-03") == (["tags/mathematics"], []))
        #expect(list("tags/mathematics")?.movedTo == nil)

        // Quote "a" given to Charles: Ada's list leads to his, where it is now.
        listed["a"] = ["speakers/charles", "tags/engine"]
        _ = build("2026-12-04")
        #expect(list("speakers/ada-lovelace")?.movedTo == "speakers/charles")

        // Ada's name back: her list is live again and leads nowhere; removing quote "a"
        // leaves her list nothing to lead to.
        listed["a"] = ["speakers/ada", "tags/engine"]
        #expect(build("2026-12-05").back == ["speakers/ada"])
        #expect(list("speakers/ada")?.movedTo == nil && list("speakers/ada")?.until == nil)
        listed["a"] = nil
        #expect(build("2026-12-06").gone == ["speakers/ada"])
        #expect(list("speakers/ada")?.movedTo == nil)
        #expect(list("tags/engine")?.first == "b")
    }
}
