import CivilTime
import Foundation
import Testing

@Suite struct LocalDateTests {
    @Test(arguments: [
        ("2026-12-01", "2026-12-01"),
        ("2028-02-29", "2028-02-29"),
        ("2000-02-29", "2000-02-29"),
        ("0001-01-01", "0001-01-01"),
        ("9999-12-31", "9999-12-31"),
    ])
    func parsesValidDates(text: String, expected: String) {
        #expect(LocalDate(text)?.description == expected)
    }

    @Test(arguments: [
        "2026-02-29", "1900-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
        "0000-01-01", "2026-1-01", "26-01-01", "2026/01/01", "2026-01-01T00:00", " 2026-01-01", "２０２６-01-01", "",
    ])
    func rejectsInvalidDates(text: String) {
        #expect(LocalDate(text) == nil)
    }

    @Test(arguments: [
        ("2026-12-01", 0, "2026-12-01"),
        ("2026-12-01", 24, "2026-12-25"),
        ("2026-12-25", 7, "2027-01-01"),
        ("2027-01-01", -1, "2026-12-31"),
        ("2028-02-28", 1, "2028-02-29"),
        ("2028-02-29", 1, "2028-03-01"),
        ("2027-02-28", 1, "2027-03-01"),
        ("2100-02-28", 1, "2100-03-01"),
        ("2000-02-28", 1, "2000-02-29"),
        ("2028-01-01", 365, "2028-12-31"),
        ("2026-01-01", 365, "2027-01-01"),
        ("1970-01-01", -1, "1969-12-31"),
        ("2026-03-31", -31, "2026-02-28"),
    ])
    func addsDays(start: String, days: Int, expected: String) throws {
        let date = try #require(LocalDate(start))
        #expect(date.adding(days: days).description == expected)
        #expect(date.distance(to: date.adding(days: days)) == days)
    }

    @Test(arguments: [
        ("1970-01-01", 0), ("2026-12-01", 20788), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
    ])
    func countsDaysSince1970(text: String, days: Int) throws {
        let date = try #require(LocalDate(text))
        #expect(date.daysSince1970 == days)
        #expect(LocalDate(daysSince1970: days) == date)
    }

    @Test(arguments: [
        ("1970-01-01", Weekday.thursday), ("2026-11-30", .monday), ("2026-12-25", .friday), ("2000-01-01", .saturday),
        ("1969-12-28", .sunday),
    ])
    func knowsTheWeekday(text: String, weekday: Weekday) throws {
        #expect(try #require(LocalDate(text)).weekday == weekday)
    }

    @Test func stridesAndCompares() throws {
        let start = try #require(LocalDate("2026-12-30"))
        let end = try #require(LocalDate("2027-01-02"))
        #expect((start...end).map(\.description) == ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"])
        #expect(start < end)
    }

    @Test(arguments: [
        (0.0, "UTC", "1970-01-01"),
        (-1.0, "UTC", "1969-12-31"),
        (1_796_079_600.0, "Europe/Berlin", "2026-12-01"),
        (1_796_079_599.0, "Europe/Berlin", "2026-11-30"),
        (1_796_063_400.0, "Asia/Kolkata", "2026-12-01"),
    ])
    func findsTheDateOfAnInstant(seconds: Double, zone: String, expected: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        #expect(LocalDate(Date(timeIntervalSince1970: seconds), in: timeZone).description == expected)
    }
}

@Suite struct LocalTimeTests {
    @Test(arguments: [
        ("00:00", "00:00", 0), ("9:05", "09:05", 545), ("21:00", "21:00", 1260), ("23:59", "23:59", 1439),
    ])
    func parses(text: String, expected: String, minutes: Int) {
        #expect(LocalTime(text)?.description == expected)
        #expect(LocalTime(text)?.minutesSinceMidnight == minutes)
    }

    @Test(arguments: ["24:00", "12:60", "12", "12:5", "123:00", "-1:00", "12:00:00", "noon", " 9:00", ""])
    func rejects(text: String) {
        #expect(LocalTime(text) == nil)
    }
}

@Suite struct InstantTests {
    /// Seconds since 1970 when clocks in `zone` show `date` at `time`; expected values come from the tz database.
    private func instant(_ date: String, _ time: String, _ zone: String) throws -> Int {
        let localDate = try #require(LocalDate(date))
        let localTime = try #require(LocalTime(time))
        let timeZone = try #require(TimeZone(identifier: zone))
        return Int(localDate.instant(at: localTime, in: timeZone).timeIntervalSince1970)
    }

    @Test(arguments: [
        ("2026-12-01", "00:00", "Europe/Berlin", 1_796_079_600),
        ("2026-12-01", "00:00", "Asia/Kolkata", 1_796_063_400),
        ("2028-12-31", "06:00", "UTC", 1_861_855_200),
        // Spring forward in Berlin: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
        ("2026-03-29", "01:30", "Europe/Berlin", 1_774_744_200),
        ("2026-03-29", "02:00", "Europe/Berlin", 1_774_746_000),
        ("2026-03-29", "02:30", "Europe/Berlin", 1_774_746_000),
        ("2026-03-29", "03:00", "Europe/Berlin", 1_774_746_000),
        ("2026-03-29", "03:30", "Europe/Berlin", 1_774_747_800),
        // Fall back in Berlin: 02:00–02:59 happens twice; the first (CEST, UTC+2) wins.
        ("2026-10-25", "01:59", "Europe/Berlin", 1_792_886_340),
        ("2026-10-25", "02:30", "Europe/Berlin", 1_792_888_200),
        ("2026-10-25", "03:00", "Europe/Berlin", 1_792_893_600),
        ("2026-03-08", "02:30", "America/New_York", 1_772_953_200),
        ("2026-11-01", "01:30", "America/New_York", 1_793_511_000),
        // Lord Howe Island moves its clocks by half an hour.
        ("2026-10-04", "02:15", "Australia/Lord_Howe", 1_791_041_400),
        // Samoa skipped 30 December 2011 entirely; its midnight moves to the next valid instant.
        ("2011-12-30", "00:00", "Pacific/Apia", 1_325_239_200),
        ("2011-12-30", "12:00", "Pacific/Apia", 1_325_239_200),
    ])
    func findsTheInstant(date: String, time: String, zone: String, expected: Int) throws {
        #expect(try instant(date, time, zone) == expected)
    }
}
