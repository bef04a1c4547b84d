import Foundation

/// The build's "now": `--now`, else `SOURCE_DATE_EPOCH` (reproducible builds), else the clock.
///
/// It must lie in 1900-01-01T00:00:00Z … 9998-12-31T23:59:59Z: calendars and feeds look up
/// to a year ahead and write four-digit years, and dates before 1900 have no use here.
enum BuildClock {
    /// The earliest and latest "now", in seconds since 1970.
    static let range: ClosedRange<Int> = -2_208_988_800...253_370_764_799
    static let rangeText = "from 1900-01-01T00:00:00Z to 9998-12-31T23:59:59Z"

    static func resolve(_ option: String?, environment: [String: String], arguments: ParsedArguments) throws(UsageError)
        -> Date
    {
        if let option {
            guard let date = parse(option) else {
                throw arguments.usageError(
                    "--now must be an ISO 8601 date or date-time such as 2026-12-05 or 2026-12-05T20:59:00+01:00, not '\(option)'"
                )
            }
            guard range.contains(Int(date.timeIntervalSince1970.rounded(.down))) else {
                throw arguments.usageError("--now must be \(rangeText), not '\(option)'")
            }
            return date
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int(epoch) else {
                throw arguments.usageError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
            }
            guard range.contains(seconds) else {
                throw arguments.usageError(
                    "SOURCE_DATE_EPOCH must be \(range.lowerBound) to \(range.upperBound) seconds (\(rangeText)), not \(epoch)"
                )
            }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return Date()
    }

    /// A date-time with a zone (`Z` or `±hh:mm`), or a bare date meaning midnight UTC.
    static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return text.count == 10 ? formatter.date(from: text) : nil
    }
}
