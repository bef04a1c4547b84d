/// A calendar date without a time or time zone, in the proleptic Gregorian calendar.
///
/// Advent days, "quote of the day" dates and feed dates are wall-calendar dates;
/// keeping them apart from `Date` (an instant) avoids the off-by-one-day bugs that
/// come from converting through a time zone. Arithmetic goes through a day count,
/// so adding days crosses month and year ends and leap days correctly.
///
/// ```swift
/// let start = LocalDate(year: 2024, month: 12, day: 1)!
/// start.adding(days: 31)   // 2025-01-01
/// LocalDate("2028-02-29")  // a leap day
/// ```
public struct LocalDate: Hashable, Sendable, Comparable, Strideable, LosslessStringConvertible {
    /// 1…9999 for dates made from text or components.
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…31, depending on the month.
    public let day: Int

    /// The date, or nil if no such day exists (month 13, February 30, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.numberOfDays(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses an ISO 8601 calendar date, `YYYY-MM-DD`.
    public init?(_ description: String) {
        guard let (year, month, day) = Self.components(of: description) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` after 1970-01-01 (negative for earlier dates).
    public init(daysSince1970 days: Int) {
        // Howard Hinnant's civil-from-days algorithm on 400-year eras.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` later (earlier when negative), across month and year ends.
    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSince1970: daysSince1970 + days)
    }

    /// The number of days from `self` to `other` (positive when `other` is later).
    public func distance(to other: LocalDate) -> Int {
        other.daysSince1970 - daysSince1970
    }

    /// `Strideable` conformance; the same as `adding(days:)`.
    public func advanced(by days: Int) -> LocalDate {
        adding(days: days)
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((daysSince1970 % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// Whether the date's year has a February 29.
    public var isLeapYear: Bool { Self.isLeapYear(year) }

    /// Gregorian rule: every fourth year, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// 28…31 for `month` 1…12 of `year`.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The numbers of a `YYYY-MM-DD` string, whether or not they form a real date.
    public static func components(of text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
