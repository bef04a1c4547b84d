import Foundation
import Syndication
import Testing

@Suite("VTIMEZONE from Foundation's time zones")
struct TimeZoneDefinitionTests {
    private func zone(_ identifier: String) throws -> TimeZone {
        try #require(TimeZone(identifier: identifier))
    }

    /// Kind, onset and offsets (hours and minutes east of UTC) of each observance.
    private func summary(_ definition: TimeZoneDefinition) -> [String] {
        definition.observances.map { "\($0.kind.rawValue) \($0.onset) \($0.offsetFrom / 60) → \($0.offsetTo / 60)" }
    }

    @Test("Europe/Berlin in 2026: clocks go forward on 29 March and back at 03:00 on 25 October")
    func berlin2026() throws {
        let definition = TimeZoneDefinition(try zone("Europe/Berlin"), years: 2026...2026)
        #expect(definition.identifier == "Europe/Berlin")
        #expect(
            summary(definition) == [
                "STANDARD 2025-10-26T03:00:00 120 → 60",
                "DAYLIGHT 2026-03-29T02:00:00 60 → 120",
                "STANDARD 2026-10-25T03:00:00 120 → 60",
            ])
    }

    @Test func berlinOverTwoYears() throws {
        let definition = TimeZoneDefinition(try zone("Europe/Berlin"), years: 2026...2027)
        #expect(
            summary(definition) == [
                "STANDARD 2025-10-26T03:00:00 120 → 60",
                "DAYLIGHT 2026-03-29T02:00:00 60 → 120",
                "STANDARD 2026-10-25T03:00:00 120 → 60",
                "DAYLIGHT 2027-03-28T02:00:00 60 → 120",
                "STANDARD 2027-10-31T03:00:00 120 → 60",
            ])
    }

    @Test("southern hemisphere: summer time is in force on New Year's Day")
    func sydney() throws {
        #expect(
            summary(TimeZoneDefinition(try zone("Australia/Sydney"), years: 2026...2026)) == [
                "DAYLIGHT 2025-10-05T02:00:00 600 → 660",
                "STANDARD 2026-04-05T03:00:00 660 → 600",
                "DAYLIGHT 2026-10-04T02:00:00 600 → 660",
            ])
    }

    @Test(
        "zones without daylight saving get one STANDARD observance",
        arguments: [
            ("Asia/Tokyo", 540), ("UTC", 0), ("Asia/Kolkata", 330), ("America/Phoenix", -420),
        ])
    func noDaylightSaving(identifier: String, minutes: Int) throws {
        #expect(
            summary(TimeZoneDefinition(try zone(identifier), years: 2026...2026)) == [
                "STANDARD 1970-01-01T00:00:00 \(minutes) → \(minutes)"
            ])
    }

    @Test("written into the calendar, with offsets of half hours")
    func rendered() throws {
        let start = CalendarTime.zoned(try TestDates.local(2026, 12, 5, 9, 0), try zone("Asia/Kolkata"))
        let calendar = ICalendar(
            productID: "-//Test//EN",
            events: [
                CalendarEvent(uid: "a@x", timestamp: TestDates.utc(2026, 1, 1), start: start)
            ])
        let text = try calendar.render().replacingOccurrences(of: "\r\n", with: "\n")
        #expect(
            text.contains(
                """
                BEGIN:VTIMEZONE
                TZID:Asia/Kolkata
                BEGIN:STANDARD
                DTSTART:19700101T000000
                TZOFFSETFROM:+0530
                TZOFFSETTO:+0530
                """))
        #expect(text.contains("DTSTART;TZID=Asia/Kolkata:20261205T090000\n"))
    }

    @Test("each zone used gets one VTIMEZONE, spanning the years of its own events")
    func severalZones() throws {
        let newYork = try zone("America/New_York")
        let calendar = ICalendar(
            productID: "-//Test//EN",
            events: [
                CalendarEvent(
                    uid: "a@x", timestamp: TestDates.utc(2026, 1, 1),
                    start: .zoned(TestDates.utc(2026, 12, 5), in: TestDates.berlin)),
                CalendarEvent(
                    uid: "b@x", timestamp: TestDates.utc(2026, 1, 1),
                    start: .zoned(TestDates.utc(2027, 6, 1), in: newYork)),
                CalendarEvent(
                    uid: "c@x", timestamp: TestDates.utc(2026, 1, 1),
                    start: .zoned(TestDates.utc(2028, 6, 1), in: newYork)),
            ])
        let lines = try calendar.render().components(separatedBy: "\r\n")
        #expect(lines.filter { $0.hasPrefix("TZID:") } == ["TZID:America/New_York", "TZID:Europe/Berlin"])
        let newYorkOnsets = lines.drop { $0 != "TZID:America/New_York" }.prefix { $0 != "END:VTIMEZONE" }
            .filter { $0.hasPrefix("DTSTART:") }
        #expect(
            newYorkOnsets == [
                "DTSTART:20261101T020000",
                "DTSTART:20270314T020000", "DTSTART:20271107T020000",
                "DTSTART:20280312T020000", "DTSTART:20281105T020000",
            ])
    }
}
