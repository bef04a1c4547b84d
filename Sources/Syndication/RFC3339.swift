import Foundation

/// Timestamps as RFC 3339 writes them in UTC, e.g. `2026-12-05T08:00:00Z`.
enum RFC3339 {
    static func utc(_ date: Date) throws(SyndicationError) -> String {
        let time = LocalDateTime(date, in: .gmt)
        try ICalendarValue.checkYear(time.date.year)
        return time.description + "Z"
    }
}
