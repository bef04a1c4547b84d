import CivilTime
import Diagnostics
import Testing

@testable import Project

/// The record keeps the advent calendar a site published: its title and the most doors it had.
@Suite("The advent calendar in the published record")
struct PublishedAdventTests {
    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }

    @Test("recorded with the most doors it had; dated once when it goes; live again when it is back")
    func recordAdvent() {
        var record = PublishedRecord()
        #expect(record.recordAdvent(nil, today: Self.day("2026-11-30")) == nil)
        #expect(record.advent == nil)
        #expect(record.recordAdvent(("Lights", 25), today: Self.day("2026-12-01")) == nil)
        #expect(record.recordAdvent(("Small Lights", 24), today: Self.day("2026-12-02")) == nil)
        #expect(record.advent == .init(title: "Small Lights", doors: 25))
        #expect(record.recordAdvent(nil, today: Self.day("2026-12-27")) == .gone)
        #expect(record.recordAdvent(nil, today: Self.day("2026-12-28")) == nil)
        #expect(record.advent == .init(title: "Small Lights", doors: 25, until: Self.day("2026-12-27")))
        #expect(record.recordAdvent(("Lights", 12), today: Self.day("2027-11-30")) == .back)
        #expect(record.advent == .init(title: "Lights", doors: 25))
    }

    @Test("the calendar reads back as written; a bad one is an error at its place")
    func roundTrip() throws {
        var record = PublishedRecord(start: Self.day("2026-12-01"))
        _ = record.recordAdvent(("Twenty-Five \"Small\" Lights", 25), today: Self.day("2026-12-01"))
        _ = record.recordAdvent(nil, today: Self.day("2026-12-27"))
        let text = record.text
        #expect(text.contains(#"  advent: { title: "Twenty-Five \"Small\" Lights", doors: 25, until: "2026-12-27" },"#))
        let (read, diagnostics) = try PublishedListsTests.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read?.advent == record.advent)

        let bad = """
            {
              version: 1,
              quotes: [],
              advent: { title: "Lights", doors: 0, untill: "2026-12-27" },
            }
            """
        let (none, errors) = try PublishedListsTests.decode(bad)
        #expect(none == nil)
        let messages = errors.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("4:") })
        #expect(messages.contains { $0.contains("doors") } && messages.contains { $0.contains("untill") })
    }
}
