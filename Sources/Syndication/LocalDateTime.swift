public import Foundation

/// A wall-clock date and time, to the second, without a time zone.
///
/// On its own it is a floating time (09:00 wherever the reader is); paired with a
/// `TimeZone` it names an instant.
public struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    /// 0–59: leap seconds cannot be represented by `Date`, so they are not accepted here either.
    public let second: Int

    /// Throws for hours outside 0–23 and minutes or seconds outside 0–59.
    public init(date: LocalDate, hour: Int, minute: Int, second: Int = 0) throws(SyndicationError) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            throw SyndicationError(.invalidTime(hour: hour, minute: minute, second: second))
        }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Throws for a date that does not exist or a time outside the day.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) throws(SyndicationError) {
        try self.init(
            date: LocalDate.checked(year: year, month: month, day: day), hour: hour, minute: minute, second: second)
    }

    /// The wall-clock time in `timeZone` at the instant `date`, rounded down to the second.
    public init(_ date: Date, in timeZone: TimeZone) {
        self.init(localSeconds: CivilCalendar.epochSeconds(date) + timeZone.secondsFromGMT(for: date))
    }

    /// From seconds since 1970-01-01 00:00 on this wall clock.
    init(localSeconds: Int) {
        let days = CivilCalendar.floorDiv(localSeconds, CivilCalendar.secondsPerDay)
        let secondOfDay = localSeconds - days * CivilCalendar.secondsPerDay
        date = LocalDate(dayNumber: days)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
    }

    /// Seconds since 1970-01-01 00:00 on this wall clock.
    var localSeconds: Int {
        date.dayNumber * CivilCalendar.secondsPerDay + hour * 3600 + minute * 60 + second
    }

    /// The instant this wall-clock time names in `timeZone`.
    ///
    /// Follows RFC 5545 §3.3.5: a time that occurs twice when clocks go back means the
    /// first occurrence, and a time skipped when clocks go forward is read with the
    /// offset from before the gap (02:30 on a spring-forward night becomes 03:30).
    public func instant(in timeZone: TimeZone) -> Date {
        let local = localSeconds
        let offsetBefore = timeZone.secondsFromGMT(for: Self.date(local - CivilCalendar.secondsPerDay))
        let offsetAfter = timeZone.secondsFromGMT(for: Self.date(local + CivilCalendar.secondsPerDay))
        let candidates = [local - max(offsetBefore, offsetAfter), local - min(offsetBefore, offsetAfter)]
        for candidate in candidates where candidate + timeZone.secondsFromGMT(for: Self.date(candidate)) == local {
            return Self.date(candidate)
        }
        return Self.date(local - offsetBefore)
    }

    /// This wall-clock time plus `seconds` (no time zone, so no daylight saving jumps).
    func adding(seconds: Int) -> LocalDateTime {
        LocalDateTime(localSeconds: localSeconds + seconds)
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.localSeconds < rhs.localSeconds
    }

    /// ISO 8601, e.g. `2026-12-05T09:00:00`.
    public var description: String {
        "\(date)T\(CivilCalendar.padded(hour, 2)):\(CivilCalendar.padded(minute, 2)):\(CivilCalendar.padded(second, 2))"
    }

    /// The compact form of iCalendar and Google Calendar, e.g. `20261205T090000`.
    var basicFormat: String {
        date.basicFormat + "T" + CivilCalendar.padded(hour, 2) + CivilCalendar.padded(minute, 2)
            + CivilCalendar.padded(second, 2)
    }

    private static func date(_ epochSeconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(epochSeconds))
    }
}
