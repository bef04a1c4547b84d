import CivilTime
import Diagnostics
import Testing

@testable import Project

/// The record keeps the quote channels' calendars a site published.
@Suite("Quote channels in the published record")
struct PublishedChannelsTests {
    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }

    @Test("a channel turned off ends once, on its day; turned on again it is back; only known paths are recorded")
    func recordChannels() {
        var record = PublishedRecord()
        let both = ["quotes/daily.ics": "A quote a day", "quotes/weekly.ics": "A quote a week"]
        #expect(record.recordChannels(both, today: Self.day("2026-12-01")) == ([], []))
        let daily = ["quotes/daily.ics": "A quote a day"]
        #expect(record.recordChannels(daily, today: Self.day("2026-12-02")) == (["quotes/weekly.ics"], []))
        #expect(record.recordChannels(daily, today: Self.day("2026-12-03")) == ([], []))
        #expect(
            record.channels.last
                == .init(path: "quotes/weekly.ics", name: "A quote a week", until: Self.day("2026-12-02")))
        #expect(record.recordChannels(both, today: Self.day("2026-12-04")) == ([], ["quotes/weekly.ics"]))
        #expect(record.channels.allSatisfy { $0.until == nil })
        _ = record.recordChannels(["quotes/hourly.ics": "Hourly"], today: Self.day("2026-12-05"))
        #expect(record.channels.map(\.path) == ["quotes/daily.ics", "quotes/weekly.ics"])
    }

    @Test("the channels read back as written; an unknown path is an error at its place")
    func roundTrip() throws {
        var record = PublishedRecord(start: Self.day("2026-12-01"))
        _ = record.recordChannels(["quotes/weekly.ics": "Ada's \"week\""], today: Self.day("2026-12-01"))
        _ = record.recordChannels([:], today: Self.day("2026-12-02"))
        let text = record.text
        #expect(text.contains(#"{ path: "quotes/weekly.ics", name: "Ada's \"week\"", until: "2026-12-02" },"#))
        let (read, diagnostics) = try PublishedListsTests.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read?.channels == record.channels)

        let bad = """
            {
              version: 1,
              quotes: [],
              channels: [
                { path: "../daily.ics", name: "Daily" },
              ],
            }
            """
        let (none, errors) = try PublishedListsTests.decode(bad)
        #expect(none == nil)
        #expect(
            errors.contains { $0.severity == .error && $0.location?.line == 5 && $0.message.contains("../daily.ics") })
    }
}
