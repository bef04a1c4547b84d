import Foundation
import Project
import Site
import TestSupport
import Testing

/// Calendars across leap days, daylight-saving changes and year ends, of 1 and of 366
/// days, and in the viewer's own zone, built whole: the exact unlock instant of every
/// door in the calendar page and the day pages, and the reminder's DTSTART in advent.ics.
@Suite("Advent dates through a whole build", .serialized)
struct CalendarDateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var start: String
        var days: Int
        var timezone: String
        var unlockTime: String
        var reminderTime: String
        /// `data-unlock` (UTC) or, in the `local` zone, `data-unlock-local` of each door.
        var unlocks: [String]
        /// The DTSTART line of each door's event.
        var starts: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a leap day", start: "2028-02-27", days: 4, timezone: "Europe/Berlin", unlockTime: "00:00",
            reminderTime: "21:00",
            unlocks: ["2028-02-26T23:00:00Z", "2028-02-27T23:00:00Z", "2028-02-28T23:00:00Z", "2028-02-29T23:00:00Z"],
            starts: [
                "DTSTART;TZID=Europe/Berlin:20280227T210000", "DTSTART;TZID=Europe/Berlin:20280228T210000",
                "DTSTART;TZID=Europe/Berlin:20280229T210000", "DTSTART;TZID=Europe/Berlin:20280301T210000",
            ]),
        Case(
            // Clocks jump from 02:00 to 03:00 on 28 March 2027: 02:30 does not exist, the door opens at 03:00.
            name: "an unlock time in the hour skipped in spring", start: "2027-03-27", days: 3,
            timezone: "Europe/Berlin",
            unlockTime: "02:30", reminderTime: "02:30",
            unlocks: ["2027-03-27T01:30:00Z", "2027-03-28T01:00:00Z", "2027-03-29T00:30:00Z"],
            starts: [
                "DTSTART;TZID=Europe/Berlin:20270327T023000", "DTSTART;TZID=Europe/Berlin:20270328T023000",
                "DTSTART;TZID=Europe/Berlin:20270329T023000",
            ]),
        Case(
            // Clocks go back from 03:00 to 02:00 on 31 October 2027: 02:30 happens twice, the door opens at the first.
            name: "an unlock time in the hour repeated in autumn", start: "2027-10-30", days: 3,
            timezone: "Europe/Berlin",
            unlockTime: "02:30", reminderTime: "21:00",
            unlocks: ["2027-10-30T00:30:00Z", "2027-10-31T00:30:00Z", "2027-11-01T01:30:00Z"],
            starts: [
                "DTSTART;TZID=Europe/Berlin:20271030T210000", "DTSTART;TZID=Europe/Berlin:20271031T210000",
                "DTSTART;TZID=Europe/Berlin:20271101T210000",
            ]),
        Case(
            name: "the end of a year", start: "2026-12-30", days: 4, timezone: "America/New_York", unlockTime: "00:00",
            reminderTime: "21:00",
            unlocks: ["2026-12-30T05:00:00Z", "2026-12-31T05:00:00Z", "2027-01-01T05:00:00Z", "2027-01-02T05:00:00Z"],
            starts: [
                "DTSTART;TZID=America/New_York:20261230T210000", "DTSTART;TZID=America/New_York:20261231T210000",
                "DTSTART;TZID=America/New_York:20270101T210000", "DTSTART;TZID=America/New_York:20270102T210000",
            ]),
        Case(
            name: "a calendar of one day", start: "2026-12-24", days: 1, timezone: "Asia/Tokyo", unlockTime: "06:00",
            reminderTime: "20:00", unlocks: ["2026-12-23T21:00:00Z"],
            starts: ["DTSTART;TZID=Asia/Tokyo:20261224T200000"]),
        Case(
            name: "the viewer's own zone", start: "2026-12-31", days: 2, timezone: "local", unlockTime: "07:15",
            reminderTime: "21:00",
            unlocks: ["2026-12-31T07:15", "2027-01-01T07:15"],
            starts: ["DTSTART:20261231T210000", "DTSTART:20270101T210000"]),
    ]

    @Test(arguments: cases)
    func unlockInstants(_ testCase: Case) throws {
        let entries = (1...testCase.days).map { "{ day: \($0), title: \"Door \($0)\", message: \"Day \($0).\" }" }
        let calendar = try CalendarProject(
            start: testCase.start, days: testCase.days, timezone: testCase.timezone, unlockTime: testCase.unlockTime,
            reminderTime: testCase.reminderTime, entries: entries)
        // Before the first door: in client mode every door ships sealed, with its unlock time.
        try calendar.build(now: "2026-01-01T00:00:00Z", reveal: .client)
        let attribute = testCase.timezone == "local" ? "data-unlock-local" : "data-unlock"
        #expect(try calendar.doorUnlocks(attribute) == testCase.unlocks)
        for (index, unlock) in testCase.unlocks.enumerated() {
            #expect(try calendar.dayPageUnlock(index + 1, attribute) == unlock, "day \(index + 1)")
        }
        #expect(try calendar.eventStarts() == testCase.starts)
    }

    @Test("a calendar of 366 days ends on 29 February of a leap year", .timeLimit(.minutes(10)))
    func threeHundredSixtySixDays() throws {
        let entries = (1...366).map { "{ day: \($0), title: \"Door \($0)\", message: \"Day \($0).\" }" }
        let calendar = try CalendarProject(
            start: "2027-03-01", days: 366, timezone: "UTC", unlockTime: "00:00", reminderTime: "21:00",
            entries: entries)
        // In build mode, before the start, doors are only announced: one small locked card each.
        try calendar.build(now: "2027-01-01T00:00:00Z", reveal: .build)
        let unlocks = try calendar.doorUnlocks("data-unlock")
        #expect(unlocks.count == 366)
        #expect(unlocks.first == "2027-03-01T00:00:00Z")
        #expect(unlocks[365 - 1] == "2028-02-28T00:00:00Z")
        #expect(unlocks.last == "2028-02-29T00:00:00Z")
        let starts = try calendar.eventStarts()
        #expect(starts.count == 366)
        // Foundation names UTC "GMT"; the file carries a VTIMEZONE for it.
        #expect(starts.last == "DTSTART;TZID=GMT:20280229T210000")
    }
}
