public import Foundation

/// A day of the Gregorian calendar, without a time or a time zone.
///
/// All-day calendar events start on a `LocalDate`: the 5th of December is the
/// 5th of December wherever the subscriber lives.
public struct LocalDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Throws for dates that do not exist, such as 2026-02-29.
    public init(year: Int, month: Int, day: Int) throws(SyndicationError) {
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else {
            throw SyndicationError(.invalidDate(year: year, month: month, day: day))
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day on which `date` falls in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        self = LocalDateTime(date, in: timeZone).date
    }

    init(dayNumber: Int) {
        (year, month, day) = CivilCalendar.date(dayNumber: dayNumber)
    }

    /// Days since 1970-01-01.
    var dayNumber: Int { CivilCalendar.dayNumber(year: year, month: month, day: day) }

    /// The date `days` days later (or earlier, for a negative count).
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO 8601, e.g. `2026-12-05`.
    public var description: String {
        "\(CivilCalendar.padded(year, 4))-\(CivilCalendar.padded(month, 2))-\(CivilCalendar.padded(day, 2))"
    }

    /// The compact form of iCalendar and Google Calendar, e.g. `20261205`.
    var basicFormat: String {
        CivilCalendar.padded(year, 4) + CivilCalendar.padded(month, 2) + CivilCalendar.padded(day, 2)
    }
}
