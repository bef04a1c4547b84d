import CivilTime
import Diagnostics
import Testing

@testable import Project

/// Quotes keep the addresses the published record holds for them: known again by `id`, by
/// text and speaker, or by a text much alike; what is left over is new, gone or moved.
@Suite("Addresses from the published record")
struct AddressAssignmentTests {
    /// A date the tests write out.
    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }

    static func quote(_ text: String, _ speaker: String, id: String? = nil, row: Int = 0) -> Quote {
        Quote(
            id: id ?? "slug-\(row)", hasExplicitID: id != nil, text: text, speaker: speaker, index: row,
            location: SourceLocation(file: "data/quotes.csv", line: row + 2, column: 1))
    }

    /// The record a first build of `quotes` leaves, as the next load reads it.
    static func published(_ quotes: [Quote]) -> PublishedRecord {
        var record = AddressAssignment.apply(quotes, record: PublishedRecord()).record.dated(
            today: day("2026-12-01"))
        record.existed = true
        return record
    }

    static let original = [
        quote("If you don't like what is being said, change the conversation.", "Don Draper", row: 0),
        quote("Make it simple, but significant.", "Don Draper", row: 1),
        quote("Nobody knows what they want.", "Betty Draper", row: 2),
    ]

    @Test("a first record keeps the addresses the quotes had, in the rows' order")
    func firstRecord() {
        let outcome = AddressAssignment.apply(Self.original, record: PublishedRecord())
        #expect(outcome.quotes.map(\.id) == ["slug-0", "slug-1", "slug-2"])
        #expect(outcome.record.entries.map(\.order) == [0, 1, 2])
        #expect(outcome.changed)
        #expect(outcome.record.dated(today: Self.day("2026-12-01")).entries.allSatisfy { $0.since == nil })
    }

    @Test("edits, reordering and a new row keep every address; the new row joins at the end")
    func editsKeepAddresses() {
        let record = Self.published(Self.original)
        let edited = [
            Self.quote("A brand new quote arrives.", "Peggy Olson", row: 0),
            Self.quote("Nobody knows what they want!", "Betty Draper", row: 1),
            Self.quote("Make it simple but significant.", "Don Draper", row: 2),
            Self.quote("If you don't like what is being said, change the conversation.", "Don", row: 3),
        ].map { quote -> Quote in
            var quote = quote
            quote.id = "new-slug-\(quote.index)"
            return quote
        }
        let outcome = AddressAssignment.apply(edited, record: record)
        #expect(outcome.quotes.map(\.text) == [edited[3].text, edited[2].text, edited[1].text, edited[0].text])
        #expect(outcome.quotes.map(\.id) == ["slug-0", "slug-1", "slug-2", "new-slug-0"])
        #expect(outcome.gone.isEmpty && outcome.moved.isEmpty)
        let dated = outcome.record.dated(today: Self.day("2026-12-05"))
        #expect(dated.entries.first { $0.address == "new-slug-0" }?.since == LocalDate("2026-12-05"))
        #expect(dated.entries.first { $0.address == "new-slug-0" }?.order == 3)
    }

    @Test("a deleted row's address is gone; a changed id moves it; an unrelated new quote never takes an old address")
    func goneAndMoved() {
        let record = Self.published(Self.original)
        var quotes = [Self.original[0], Self.original[1]]
        quotes[1].id = "simple"
        quotes[1].hasExplicitID = true
        // A new quote whose slug is the gone one's.
        quotes.append(Self.quote("Something else entirely, said today.", "Betty Draper", row: 2))
        let outcome = AddressAssignment.apply(quotes, record: record)
        #expect(outcome.moved.map { "\($0.from)>\($0.to)" } == ["slug-1>simple"])
        #expect(outcome.gone == ["slug-2"])
        #expect(outcome.quotes.map(\.id).contains("simple"))
        let newcomer = outcome.quotes.first { $0.text.hasPrefix("Something else") }
        #expect(newcomer?.id.hasPrefix("slug-2-") == true)
        let dated = outcome.record.dated(today: Self.day("2026-12-05"))
        let old = dated.entries.first { $0.address == "slug-1" }
        #expect(old?.movedTo == "simple" && old?.until == LocalDate("2026-12-05"))
        #expect(dated.entries.first { $0.address == "simple" }?.order == 1)
    }

    @Test("the record reads back as it was written, one line per address")
    func roundTrip() throws {
        var record = Self.published(Self.original)
        record.entries[1].until = LocalDate("2026-12-03")
        record.entries[1].movedTo = "elsewhere"
        record.entries[2].photo = "images/bg-02.jpg"
        let text = record.text
        #expect(text.split(separator: "\n").filter { $0.contains("address:") }.count == 3)
        let value = try JSON5Parser.parse(
            try SourceText(Array(text.utf8), file: "data/published.json5"), file: "data/published.json5")
        var diagnostics = DiagnosticCollector()
        let read = try #require(PublishedRecordDecoder(file: "data/published.json5").decode(value, into: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(read.entries.sorted { $0.address < $1.address } == record.entries.sorted { $0.address < $1.address })
        #expect(read.start == record.start)
    }

    @Test("a merge conflict left in the record is named at its line")
    func mergeConflict() {
        let text = "{\n  version: 1,\n<<<<<<< HEAD\n  quotes: [],\n=======\n>>>>>>> other\n}\n"
        #expect(PublishedRecordDecoder.conflictLine(in: text) == 3)
        #expect(PublishedRecordDecoder.conflictLine(in: "<<<<<<< HEAD\n{}") == 1)
        #expect(PublishedRecordDecoder.conflictLine(in: "{\r\n}\r\n>>>>>>>") == 3)
        // Six of a kind, or seven past the start of a line, are text.
        #expect(PublishedRecordDecoder.conflictLine(in: "{\n<<<<<<\n  text: \"a ======= b\",\n}\n") == nil)
        #expect(PublishedRecordDecoder.conflictLine(in: "") == nil)
    }
}
