import Foundation
import Syndication
import Testing

@Suite("Add to Google Calendar links")
struct GoogleCalendarTests {
    private static let prefix = "https://calendar.google.com/calendar/render?action=TEMPLATE"

    @Test(
        "times of every form",
        arguments: [
            (
                CalendarTime.zoned(try TestDates.local(2026, 12, 5, 9, 0), TestDates.berlin),
                CalendarEvent.End.after(.minutes(30)),
                "&text=Door%205&dates=20261205T090000/20261205T093000&ctz=Europe/Berlin"
            ),
            (.date(try TestDates.day(2026, 12, 6)), .none, "&text=Door%205&dates=20261206/20261207"),
            (.date(try TestDates.day(2026, 12, 31)), .after(.days(2)), "&text=Door%205&dates=20261231/20270102"),
            (
                .utc(TestDates.utc(2026, 12, 1, 8)), .at(.utc(TestDates.utc(2026, 12, 1, 9))),
                "&text=Door%205&dates=20261201T080000Z/20261201T090000Z"
            ),
            (
                .floating(try TestDates.local(2026, 12, 5, 23, 30)), .after(.hours(1)),
                "&text=Door%205&dates=20261205T233000/20261206T003000"
            ),
            (
                .zoned(try TestDates.local(2026, 12, 5, 9, 0), TestDates.berlin),
                .at(.utc(TestDates.utc(2026, 12, 5, 8, 30))),
                "&text=Door%205&dates=20261205T080000Z/20261205T083000Z&ctz=Europe/Berlin"
            ),
            (.utc(TestDates.utc(2026, 12, 1, 8)), .none, "&text=Door%205&dates=20261201T080000Z/20261201T080000Z"),
        ])
    func dates(start: CalendarTime, end: CalendarEvent.End, query: String) throws {
        let event = CalendarEvent(
            uid: "a@x", timestamp: TestDates.utc(2026, 1, 1), start: start, end: end, summary: "Door 5")
        #expect(try event.googleCalendarURL() == Self.prefix + query)
    }

    @Test("text and details are percent-encoded as UTF-8")
    func encoding() throws {
        let event = CalendarEvent(
            uid: "a@x", timestamp: TestDates.utc(2026, 1, 1),
            start: .date(try TestDates.day(2026, 12, 6)),
            summary: "Türchen 5 – 🎄",
            details: "Open it: https://advent.example/?a=1&b=2#top\nSee you! ~_.-+")
        #expect(
            try event.googleCalendarURL() == Self.prefix
                + "&text=T%C3%BCrchen%205%20%E2%80%93%20%F0%9F%8E%84&dates=20261206/20261207"
                + "&details=Open%20it%3A%20https%3A%2F%2Fadvent.example%2F%3Fa%3D1%26b%3D2%23top%0ASee%20you%21%20~_.-%2B"
        )
    }

    @Test func invalidEvent() {
        let event = CalendarEvent(
            uid: "a@x", timestamp: TestDates.utc(2026, 1, 1), start: .utc(TestDates.utc(2026, 12, 1, 8)),
            end: .at(.utc(TestDates.utc(2026, 12, 1, 7))))
        #expect(throws: SyndicationError(.endNotAfterStart, at: "event 'a@x'")) { try event.googleCalendarURL() }
    }
}
