import Foundation
import Project
import Testing

@Suite struct AdventCalendarTests {
    private func calendar(
        start: String,
        days: Int = 25,
        unlock: String = "00:00",
        zone: CalendarTimeZone = .local
    ) throws -> AdventCalendar {
        AdventCalendar(
            title: "Test",
            start: try #require(LocalDate(start)),
            days: days,
            unlockTime: try #require(LocalTime(unlock)),
            timeZone: zone
        )
    }

    private func seconds(_ moment: CalendarMoment?) -> Int? {
        guard case .instant(let date)? = moment else { return nil }
        return Int(date.timeIntervalSince1970)
    }

    @Test func unlocksAtMidnightInANamedZone() throws {
        let advent = try calendar(start: "2026-12-01", zone: .named("Europe/Berlin"))
        #expect(seconds(advent.unlockMoment(ofDay: 1)) == 1_796_079_600)
        #expect(seconds(advent.unlockMoment(ofDay: 25)) == 1_796_079_600 + 24 * 86_400)
        #expect(advent.end.description == "2026-12-25")
        #expect(advent.year == 2026)
    }

    @Test func unlockMovesForwardOutOfASkippedHour() throws {
        let advent = try calendar(start: "2026-03-27", days: 5, unlock: "02:30", zone: .named("Europe/Berlin"))
        // 27 and 28 March are CET (UTC+1); 29 March 02:30 does not exist and opens at 03:00 CEST; 30 March is CEST.
        #expect(seconds(advent.unlockMoment(ofDay: 1)) == 1_774_575_000)
        #expect(seconds(advent.unlockMoment(ofDay: 3)) == 1_774_746_000)
        #expect(seconds(advent.unlockMoment(ofDay: 4)) == 1_774_830_600)
    }

    @Test func unlockTakesTheFirstOfARepeatedHour() throws {
        let advent = try calendar(start: "2026-10-24", days: 3, unlock: "02:30", zone: .named("Europe/Berlin"))
        #expect(seconds(advent.unlockMoment(ofDay: 2)) == 1_792_888_200)
        #expect(seconds(advent.unlockMoment(ofDay: 3)) == 1_792_888_200 + 86_400 + 3_600)
    }

    @Test func crossesALeapDayAndAYearEnd() throws {
        let leap = try calendar(start: "2028-02-27", days: 4, zone: .named("UTC"))
        #expect(leap.date(ofDay: 3)?.description == "2028-02-29")
        #expect(seconds(leap.unlockMoment(ofDay: 3)) == 1_835_395_200)
        #expect(leap.date(ofDay: 4)?.description == "2028-03-01")

        let newYear = try calendar(start: "2026-12-30", days: 5, zone: .named("Europe/Berlin"))
        #expect(newYear.date(ofDay: 3)?.description == "2027-01-01")
        #expect(seconds(newYear.unlockMoment(ofDay: 3)) == 1_798_758_000)
    }

    @Test func handlesOneDayAndThreeHundredSixtySixDays() throws {
        let single = try calendar(start: "2026-12-25", days: 1, unlock: "06:00", zone: .named("UTC"))
        #expect(seconds(single.unlockMoment(ofDay: 1)) == 1_798_178_400)
        #expect(single.unlockMoment(ofDay: 2) == nil)
        #expect(single.unlockMoment(ofDay: 0) == nil)

        let leapYear = try calendar(start: "2028-01-01", days: 366, unlock: "06:00", zone: .named("UTC"))
        #expect(leapYear.end.description == "2028-12-31")
        #expect(seconds(leapYear.unlockMoment(ofDay: 366)) == 1_861_855_200)
        #expect(leapYear.unlockMoment(ofDay: 367) == nil)
    }

    @Test func localCalendarsGiveFloatingTimes() throws {
        let advent = try calendar(start: "2026-12-01", unlock: "07:30")
        let expectedDate = try #require(LocalDate("2026-12-24"))
        let expectedTime = try #require(LocalTime("07:30"))
        #expect(advent.unlockMoment(ofDay: 24) == .floating(date: expectedDate, time: expectedTime))
    }

    @Test func remindsOnTheDoorsOwnEvening() throws {
        let advent = try calendar(start: "2026-12-01", zone: .named("UTC"))
        // 1 December 2026, 21:00 UTC.
        #expect(seconds(advent.reminderMoment(ofDay: 1)) == 1_796_158_800)
    }
}
