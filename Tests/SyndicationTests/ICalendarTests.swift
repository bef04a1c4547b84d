import Foundation
import Syndication
import Testing

@Suite("iCalendar documents")
struct ICalendarTests {
    private func event(
        uid: String = "door-05@advent.example",
        start: CalendarTime,
        end: CalendarEvent.End = .none,
        summary: String? = nil,
        alarms: [CalendarAlarm] = []
    ) -> CalendarEvent {
        CalendarEvent(
            uid: uid, timestamp: TestDates.utc(2026, 11, 30), start: start, end: end, summary: summary, alarms: alarms)
    }

    /// The lines of a rendered calendar, which must all end in CRLF.
    private func lines(_ calendar: ICalendar, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let text = try calendar.render()
        #expect(text.hasSuffix("\r\n"), sourceLocation: sourceLocation)
        let withoutCRLF = text.replacingOccurrences(of: "\r\n", with: "")
        #expect(
            !withoutCRLF.contains("\n") && !withoutCRLF.contains("\r"), "bare line ends", sourceLocation: sourceLocation
        )
        return text.components(separatedBy: "\r\n").dropLast()
    }

    /// The first line of the single event's VEVENT that starts with `prefix`.
    private func line(startingWith prefix: String, of event: CalendarEvent) throws -> String? {
        try lines(ICalendar(productID: "-//Test//EN", events: [event]))
            .drop { $0 != "BEGIN:VEVENT" }
            .first { $0.hasPrefix(prefix) }
    }

    @Test("a small calendar, byte for byte")
    func smallCalendar() throws {
        let doorFive = CalendarEvent(
            uid: "door-05@advent.example",
            timestamp: TestDates.utc(2026, 11, 30),
            start: .zoned(try TestDates.local(2026, 12, 5, 9, 0), TestDates.berlin),
            end: .after(.minutes(30)),
            summary: "Door 5",
            details: "Line one\nLine two",
            url: "https://advent.example/doors/5/",
            categories: ["Advent", "Door, five"],
            alarms: [CalendarAlarm(.beforeOrAfterStart(CalendarDuration.minutes(0).negated), message: "Door 5 is open")]
        )
        let nikolaus = CalendarEvent(
            uid: "nikolaus@advent.example",
            timestamp: TestDates.utc(2026, 11, 30, 12, 30, 15),
            start: .date(try TestDates.day(2026, 12, 6)),
            summary: "Nikolaus",
            alarms: [CalendarAlarm(.beforeOrAfterStart(.hours(21)), message: "Put your boots out")],
            isTransparent: true
        )
        let launch = CalendarEvent(
            uid: "launch@advent.example",
            timestamp: TestDates.utc(2026, 11, 30),
            start: .utc(TestDates.utc(2026, 12, 1, 8)),
            end: .at(.utc(TestDates.utc(2026, 12, 1, 9))),
            summary: "Launch",
            alarms: [
                CalendarAlarm(.at(TestDates.utc(2026, 12, 1, 7, 45)), message: "Soon"),
                CalendarAlarm(.beforeOrAfterEnd(CalendarDuration(minutes: 5, negative: true)), message: "Wrap up"),
            ]
        )
        let calendar = ICalendar(
            productID: "-//Draper//Advent 2026//EN",
            name: "Advent, 2026",
            summary: "Doors open at 9:00; don't miss one.",
            timeZone: TestDates.berlin,
            refreshInterval: .hours(12),
            events: [doorFive, nikolaus, launch]
        )
        let expected = """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Draper//Advent 2026//EN
            CALSCALE:GREGORIAN
            METHOD:PUBLISH
            X-WR-CALNAME:Advent\\, 2026
            X-WR-CALDESC:Doors open at 9:00\\; don't miss one.
            X-WR-TIMEZONE:Europe/Berlin
            REFRESH-INTERVAL;VALUE=DURATION:PT12H
            X-PUBLISHED-TTL:PT12H
            BEGIN:VTIMEZONE
            TZID:Europe/Berlin
            BEGIN:STANDARD
            DTSTART:20251026T030000
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            TZNAME:GMT+1
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:20260329T020000
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            TZNAME:GMT+2
            END:DAYLIGHT
            BEGIN:STANDARD
            DTSTART:20261025T030000
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            TZNAME:GMT+1
            END:STANDARD
            END:VTIMEZONE
            BEGIN:VEVENT
            UID:door-05@advent.example
            DTSTAMP:20261130T000000Z
            DTSTART;TZID=Europe/Berlin:20261205T090000
            DURATION:PT30M
            SUMMARY:Door 5
            DESCRIPTION:Line one\\nLine two
            URL:https://advent.example/doors/5/
            CATEGORIES:Advent,Door\\, five
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Door 5 is open
            TRIGGER:-PT0M
            END:VALARM
            END:VEVENT
            BEGIN:VEVENT
            UID:nikolaus@advent.example
            DTSTAMP:20261130T123015Z
            DTSTART;VALUE=DATE:20261206
            SUMMARY:Nikolaus
            TRANSP:TRANSPARENT
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Put your boots out
            TRIGGER:PT21H
            END:VALARM
            END:VEVENT
            BEGIN:VEVENT
            UID:launch@advent.example
            DTSTAMP:20261130T000000Z
            DTSTART:20261201T080000Z
            DTEND:20261201T090000Z
            SUMMARY:Launch
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Soon
            TRIGGER;VALUE=DATE-TIME:20261201T074500Z
            END:VALARM
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Wrap up
            TRIGGER;RELATED=END:-PT5M
            END:VALARM
            END:VEVENT
            END:VCALENDAR

            """.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try calendar.render() == expected)
    }

    @Test("rendering twice gives the same bytes")
    func deterministic() throws {
        let calendar = ICalendar(
            productID: "-//Test//EN",
            events: [
                event(uid: "a@x", start: .zoned(TestDates.utc(2026, 12, 5, 8), in: TestDates.berlin)),
                event(
                    uid: "b@x",
                    start: .zoned(TestDates.utc(2027, 1, 5, 8), in: TimeZone(identifier: "America/New_York") ?? .gmt)),
            ])
        #expect(try calendar.render() == (try calendar.render()))
    }

    @Test(
        "TEXT escaping",
        arguments: [
            ("plain words", "plain words"),
            ("a,b", "a\\,b"),
            ("a;b", "a\\;b"),
            ("C:\\temp", "C:\\\\temp"),
            ("one\ntwo", "one\\ntwo"),
            ("one\r\ntwo", "one\\ntwo"),
            ("one\rtwo", "one\\ntwo"),
            ("two\n\nblank", "two\\n\\nblank"),
            ("tab\tkept", "tab\tkept"),
            ("bell\u{07}and\u{7F}delete dropped", "bellanddelete dropped"),
            ("colon: and \"quotes\" stay", "colon: and \"quotes\" stay"),
            ("Türchen 🎄", "Türchen 🎄"),
        ])
    func textEscaping(input: String, written: String) throws {
        #expect(
            try line(
                startingWith: "SUMMARY:",
                of: event(start: .floating(try TestDates.local(2026, 12, 5, 9, 0)), summary: input)) == "SUMMARY:"
                + written)
    }

    @Test(
        "the four forms of a start time",
        arguments: [
            (CalendarTime.date(try TestDates.day(2026, 12, 5)), "DTSTART;VALUE=DATE:20261205"),
            (.floating(try TestDates.local(2026, 12, 5, 9, 0)), "DTSTART:20261205T090000"),
            (.utc(TestDates.utc(2026, 12, 5, 8, 0, 30)), "DTSTART:20261205T080030Z"),
            (.utc(TestDates.utc(2026, 12, 5, 8).addingTimeInterval(0.999)), "DTSTART:20261205T080000Z"),
            (
                .zoned(try TestDates.local(2026, 12, 5, 9, 0), TestDates.berlin),
                "DTSTART;TZID=Europe/Berlin:20261205T090000"
            ),
            (.zoned(TestDates.utc(2026, 12, 5, 8), in: TestDates.berlin), "DTSTART;TZID=Europe/Berlin:20261205T090000"),
            (.zoned(TestDates.utc(2026, 7, 5, 8), in: TestDates.berlin), "DTSTART;TZID=Europe/Berlin:20260705T100000"),
        ])
    func startForms(start: CalendarTime, written: String) throws {
        #expect(try line(startingWith: "DTSTART", of: event(start: start)) == written)
    }

    @Test(
        "only zoned times bring a VTIMEZONE",
        arguments: [
            (CalendarTime.date(try TestDates.day(2026, 12, 5)), false),
            (.floating(try TestDates.local(2026, 12, 5, 9, 0)), false),
            (.utc(TestDates.utc(2026, 12, 5, 8)), false),
            (.zoned(TestDates.utc(2026, 12, 5, 8), in: TestDates.berlin), true),
        ])
    func timeZoneOnlyWhenZoned(start: CalendarTime, hasTimeZone: Bool) throws {
        let text = try ICalendar(productID: "-//Test//EN", events: [event(start: start)]).render()
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n") == hasTimeZone)
    }

    @Test(
        "durations",
        arguments: [
            (CalendarDuration.minutes(30), "PT30M"),
            (.hours(21), "PT21H"),
            (.days(1), "P1D"),
            (.weeks(2), "P2W"),
            (CalendarDuration(weeks: 1, days: 2), "P9D"),
            (CalendarDuration(days: 1, hours: 2, seconds: 5), "P1DT2H0M5S"),
            (CalendarDuration(minutes: 15, negative: true), "-PT15M"),
            (CalendarDuration(seconds: 90), "PT90S"),
            (CalendarDuration(), "PT0M"),
            (CalendarDuration().negated, "-PT0M"),
        ])
    func durations(duration: CalendarDuration, written: String) {
        #expect(duration.description == written)
    }

    @Test(
        "wall-clock times in a zone resolve as RFC 5545 says",
        arguments: [
            (try TestDates.local(2026, 12, 5, 9, 0), TestDates.utc(2026, 12, 5, 8)),
            // Skipped when clocks go forward: read with the offset from before the gap.
            (try TestDates.local(2026, 3, 29, 2, 30), TestDates.utc(2026, 3, 29, 1, 30)),
            // Repeated when clocks go back: the first occurrence.
            (try TestDates.local(2026, 10, 25, 2, 30), TestDates.utc(2026, 10, 25, 0, 30)),
            (try TestDates.local(2026, 10, 25, 3, 0), TestDates.utc(2026, 10, 25, 2)),
        ])
    func zonedInstants(local: LocalDateTime, instant: Date) {
        #expect(local.instant(in: TestDates.berlin) == instant)
    }

    @Test(
        "instants on the wall clock of a zone",
        arguments: [
            (TestDates.utc(2026, 12, 5, 8), "2026-12-05T09:00:00"),
            (TestDates.utc(2026, 3, 29, 0, 59, 59), "2026-03-29T01:59:59"),
            (TestDates.utc(2026, 3, 29, 1), "2026-03-29T03:00:00"),
            (TestDates.utc(2026, 10, 25, 0, 30), "2026-10-25T02:30:00"),
            (TestDates.utc(2026, 10, 25, 1, 30), "2026-10-25T02:30:00"),
            (TestDates.utc(1969, 12, 31, 22, 59, 59), "1969-12-31T23:59:59"),
            (TestDates.utc(1969, 12, 31, 23).addingTimeInterval(-0.5), "1969-12-31T23:59:59"),
        ])
    func wallClock(instant: Date, written: String) {
        #expect(LocalDateTime(instant, in: TestDates.berlin).description == written)
    }

    @Test("a day-long duration keeps the wall-clock time across the end of daylight saving")
    func nominalDays() throws {
        let start = try TestDates.local(2026, 10, 24, 9, 0)
        let event = CalendarEvent(
            uid: "x@y", timestamp: TestDates.utc(2026, 1, 1), start: .zoned(start, TestDates.berlin),
            end: .after(.days(1)), summary: "Long")
        let link = try event.googleCalendarURL()
        #expect(link.contains("&dates=20261024T090000/20261025T090000&"))
    }

    @Test func leapDay() throws {
        #expect(throws: SyndicationError(.invalidDate(year: 1900, month: 2, day: 29))) {
            try LocalDateTime(year: 1900, month: 2, day: 29, hour: 0, minute: 0)
        }
        #expect(throws: SyndicationError(.invalidTime(hour: 24, minute: 0, second: 0))) {
            try TestDates.local(2026, 1, 1, 24, 0)
        }
    }

    @Test(
        "events that break RFC 5545 are refused, naming the event",
        arguments: [
            (
                CalendarTime.date(try TestDates.day(2026, 12, 5)),
                CalendarEvent.End.at(.floating(try TestDates.local(2026, 12, 6, 0, 0))),
                SyndicationError.Reason.mismatchedEndType(start: "a date", end: "a floating date-time")
            ),
            (
                .floating(try TestDates.local(2026, 12, 5, 9, 0)), .at(.utc(TestDates.utc(2026, 12, 5, 10))),
                .mismatchedEndType(start: "a floating date-time", end: "a UTC or zoned date-time")
            ),
            (.date(try TestDates.day(2026, 12, 5)), .after(.hours(3)), .partialDayDuration("PT3H")),
            (
                .utc(TestDates.utc(2026, 12, 5, 8)), .after(CalendarDuration(minutes: 5, negative: true)),
                .negativeDuration("-PT5M")
            ),
            (
                .utc(TestDates.utc(2026, 12, 5, 8)), .after(CalendarDuration(minutes: -5)),
                .invalidDuration("(weeks: 0, days: 0, hours: 0, minutes: -5, seconds: 0)")
            ),
            (.utc(TestDates.utc(2026, 12, 5, 8)), .at(.utc(TestDates.utc(2026, 12, 5, 8))), .endNotAfterStart),
            // 09:00 in Berlin is 08:00 UTC, so an end at 08:30 UTC is fine but 07:30 UTC is not.
            (
                .zoned(try TestDates.local(2026, 12, 5, 9, 0), TestDates.berlin),
                .at(.utc(TestDates.utc(2026, 12, 5, 7, 30))), .endNotAfterStart
            ),
            (.date(try TestDates.day(2026, 12, 5)), .at(.date(try TestDates.day(2026, 12, 4))), .endNotAfterStart),
            (.utc(TestDates.utc(10000, 1, 1)), .none, .yearOutOfRange(10000)),
        ])
    func invalidEvents(start: CalendarTime, end: CalendarEvent.End, reason: SyndicationError.Reason) {
        let calendar = ICalendar(
            productID: "-//Test//EN", events: [event(uid: "door-05@advent.example", start: start, end: end)])
        #expect(throws: SyndicationError(reason, at: "event 'door-05@advent.example'")) { try calendar.render() }
    }

    @Test func zonedEndAfterUTCStartIsAccepted() throws {
        let start = CalendarTime.zoned(try TestDates.local(2026, 12, 5, 9, 0), TestDates.berlin)
        #expect(
            try line(startingWith: "DTEND", of: event(start: start, end: .at(.utc(TestDates.utc(2026, 12, 5, 8, 30)))))
                == "DTEND:20261205T083000Z")
    }

    @Test func duplicateUIDs() {
        let start = CalendarTime.utc(TestDates.utc(2026, 12, 5, 8))
        let calendar = ICalendar(
            productID: "-//Test//EN", events: [event(uid: "same@x", start: start), event(uid: "same@x", start: start)])
        #expect(throws: SyndicationError(.duplicateID("same@x"), at: "event 'same@x'")) { try calendar.render() }
    }

    @Test func emptyUID() {
        let calendar = ICalendar(
            productID: "-//Test//EN", events: [event(uid: "", start: .utc(TestDates.utc(2026, 12, 5, 8)))])
        #expect(throws: SyndicationError(.empty(field: "UID"), at: "event ''")) { try calendar.render() }
    }

    @Test func alarmRelativeToMissingEnd() {
        let calendar = ICalendar(
            productID: "-//Test//EN",
            events: [
                event(
                    uid: "a@x", start: .utc(TestDates.utc(2026, 12, 5, 8)),
                    alarms: [CalendarAlarm(.beforeOrAfterEnd(.minutes(0)), message: "End")])
            ])
        #expect(throws: SyndicationError(.alarmWithoutEnd, at: "event 'a@x'")) { try calendar.render() }
    }

    @Test func alarmWithoutMessage() {
        let calendar = ICalendar(
            productID: "-//Test//EN",
            events: [
                event(
                    uid: "a@x", start: .utc(TestDates.utc(2026, 12, 5, 8)),
                    alarms: [CalendarAlarm(.beforeOrAfterStart(.minutes(0)), message: "")])
            ])
        #expect(throws: SyndicationError(.empty(field: "an alarm's message"), at: "event 'a@x'")) {
            try calendar.render()
        }
    }

    @Test func relativeURLIsRefused() {
        var door = event(uid: "a@x", start: .utc(TestDates.utc(2026, 12, 5, 8)))
        door.url = "/doors/5/"
        #expect(throws: SyndicationError(.notAbsoluteIRI("/doors/5/"), at: "event 'a@x'")) {
            try ICalendar(productID: "-//Test//EN", events: [door]).render()
        }
    }

    @Test("non-ASCII in a URL is percent-encoded")
    func internationalURL() throws {
        var door = event(uid: "a@x", start: .utc(TestDates.utc(2026, 12, 5, 8)))
        door.url = "https://advent.example/türchen/5"
        #expect(try line(startingWith: "URL:", of: door) == "URL:https://advent.example/t%C3%BCrchen/5")
    }
}
