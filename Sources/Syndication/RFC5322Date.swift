import Foundation

/// The `Date:` header's format (RFC 5322 §3.3), e.g. `Sat, 05 Dec 2026 09:00:00 +0100`.
enum RFC5322Date {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ date: Date, in timeZone: TimeZone) throws(SyndicationError) -> String {
        // Whole minutes: the format has no seconds in its offset, and the wall-clock time
        // must agree with the offset written.
        let offsetMinutes = timeZone.secondsFromGMT(for: date) / 60
        let local = LocalDateTime(localSeconds: CivilCalendar.epochSeconds(date) + offsetMinutes * 60)
        guard (1900...9999).contains(local.date.year) else {
            throw SyndicationError(.yearOutOfRange(local.date.year), at: "Date header")
        }
        let magnitude = abs(offsetMinutes)
        let offset =
            (offsetMinutes < 0 ? "-" : "+") + CivilCalendar.padded(magnitude / 60, 2)
            + CivilCalendar.padded(magnitude % 60, 2)
        return weekdays[CivilCalendar.weekday(dayNumber: local.date.dayNumber)] + ", "
            + CivilCalendar.padded(local.date.day, 2) + " " + months[local.date.month - 1] + " "
            + CivilCalendar.padded(local.date.year, 4) + " " + CivilCalendar.padded(local.hour, 2) + ":"
            + CivilCalendar.padded(local.minute, 2) + ":" + CivilCalendar.padded(local.second, 2) + " " + offset
    }
}
