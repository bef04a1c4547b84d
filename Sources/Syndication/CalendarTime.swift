public import Foundation

/// When a calendar event starts or ends, in one of the four forms of RFC 5545 §3.3.4–3.3.5.
public enum CalendarTime: Hashable, Sendable {
    /// A whole day (`DTSTART;VALUE=DATE:20261205`): all-day events.
    case date(LocalDate)
    /// A wall-clock time read in each subscriber's own zone (`DTSTART:20261205T090000`).
    case floating(LocalDateTime)
    /// An instant written in UTC (`DTSTART:20261205T080000Z`).
    case utc(Date)
    /// A wall-clock time in a named zone (`DTSTART;TZID=Europe/Berlin:20261205T090000`);
    /// the calendar then carries a VTIMEZONE for the zone.
    case zoned(LocalDateTime, TimeZone)

    /// The wall-clock time of `date` in `timeZone`, kept with the zone.
    public static func zoned(_ date: Date, in timeZone: TimeZone) -> CalendarTime {
        .zoned(LocalDateTime(date, in: timeZone), timeZone)
    }

    /// The kinds an event's start and end must share.
    enum Kind: String {
        case date = "a date"
        case floating = "a floating date-time"
        case absolute = "a UTC or zoned date-time"
    }

    var kind: Kind {
        switch self {
        case .date: .date
        case .floating: .floating
        case .utc, .zoned: .absolute
        }
    }

    /// The instant, for the forms that name one.
    var instant: Date? {
        switch self {
        case .date, .floating: nil
        case .utc(let date): date
        case let .zoned(local, zone): local.instant(in: zone)
        }
    }

    /// Wall-clock seconds, or whole days for dates, for ordering values without a zone.
    var localOrdinal: Int {
        switch self {
        case .date(let date): date.dayNumber * CivilCalendar.secondsPerDay
        case .floating(let local), .zoned(let local, _): local.localSeconds
        case .utc(let date): CivilCalendar.epochSeconds(date)
        }
    }

    /// The year of the value as written, which must fit in four digits.
    var writtenYear: Int {
        switch self {
        case .date(let date): date.year
        case .floating(let local), .zoned(let local, _): local.date.year
        case .utc(let date): LocalDateTime(date, in: .gmt).date.year
        }
    }

    /// This time plus `duration`: days and weeks are nominal (same wall-clock time on a later
    /// day, across daylight saving changes), hours, minutes and seconds are exact (RFC 5545 §3.3.6).
    func adding(_ duration: CalendarDuration) -> CalendarTime {
        let sign = duration.isNegative ? -1 : 1
        let days = sign * (duration.weeks * 7 + duration.days)
        let seconds = sign * duration.timeSeconds
        switch self {
        case .date(let date):
            return .date(date.adding(days: days))
        case .floating(let local):
            return .floating(local.adding(seconds: days * CivilCalendar.secondsPerDay + seconds))
        case .utc(let date):
            return .utc(date.addingTimeInterval(TimeInterval(days * CivilCalendar.secondsPerDay + seconds)))
        case let .zoned(local, zone):
            let shifted = local.adding(seconds: days * CivilCalendar.secondsPerDay).instant(in: zone)
            return .zoned(shifted.addingTimeInterval(TimeInterval(seconds)), in: zone)
        }
    }
}
