import CivilTime
import Diagnostics
import Project
import Testing

@testable import Site

/// The quote of each day only moves forward: what was featured stays featured when quotes are
/// reordered, added, removed or moved to another address.
@Suite("The quote of the day's rotation")
struct QuoteScheduleTests {
    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }
    static let today = day("2026-12-10")

    static func quote(_ address: String) -> Quote {
        Quote(
            id: address, text: "Text of \(address).", speaker: "S", location: SourceLocation(file: "data/quotes.json"))
    }

    static func record(_ addresses: [String]) -> PublishedRecord {
        PublishedRecord(
            start: day("2026-12-01"),
            entries: addresses.enumerated().map { PublishedRecord.Entry(address: $1, order: $0) }, existed: true)
    }

    /// The address featured on each day from `from` through `through`.
    static func featured(_ record: PublishedRecord, _ quotes: [Quote], from: LocalDate, through: LocalDate) -> [String?]
    {
        let schedule = QuoteSchedule(
            record: record, quotes: quotes, channel: "daily", unit: .day, through: through.daysSince1970)
        return (from.daysSince1970...through.daysSince1970).map { schedule.index(for: $0).map { quotes[$0].id } }
    }

    static let addresses = (1...7).map { "q\($0)" }

    @Test("every quote comes once before any comes again, whatever the order of the quotes")
    func rotation() {
        let record = Self.record(Self.addresses)
        let quotes = Self.addresses.map(Self.quote)
        let week = Self.featured(record, quotes, from: Self.today, through: Self.today.adding(days: 6))
        #expect(Set(week.compactMap { $0 }).count == 7)
        #expect(
            Self.featured(record, quotes.reversed(), from: Self.today, through: Self.today.adding(days: 30))
                == Self.featured(record, quotes, from: Self.today, through: Self.today.adding(days: 30)))
    }

    @Test("a quote added today changes no day up to today; removed today, no day before today; moved, no day at all")
    func onlyForward() {
        let quotes = Self.addresses.map(Self.quote)
        let record = Self.record(Self.addresses)
        let past = (Self.day("2026-09-01"), Self.today)
        let before = Self.featured(record, quotes, from: past.0, through: past.1)

        var added = record
        added.entries.append(PublishedRecord.Entry(address: "new", order: 7, since: Self.today))
        #expect(Self.featured(added, quotes + [Self.quote("new")], from: past.0, through: past.1) == before)

        var removed = record
        removed.entries[2].until = Self.today
        let withoutThird = quotes.filter { $0.id != "q3" }
        let after = Self.featured(removed, withoutThird, from: past.0, through: past.1.adding(days: -1))
        // The removed quote's past days are still its own (no quote of the data takes them).
        #expect(after == before.dropLast().map { $0 == "q3" ? nil : $0 })

        var moved = record
        moved.entries[4].until = Self.today
        moved.entries[4].movedTo = "q5-renamed"
        moved.entries.append(PublishedRecord.Entry(address: "q5-renamed", order: 4))
        let renamed = quotes.map { $0.id == "q5" ? Self.quote("q5-renamed") : $0 }
        let afterMove = Self.featured(moved, renamed, from: past.0, through: past.1.adding(days: 40))
        let beforeMove = Self.featured(record, quotes, from: past.0, through: past.1.adding(days: 40))
        #expect(afterMove == beforeMove.map { $0 == "q5" ? "q5-renamed" : $0 })
    }
}
