import Foundation

/// The build's "now": `--now`, else `SOURCE_DATE_EPOCH` (reproducible builds), else the clock.
enum BuildClock {
    static func resolve(_ option: String?, environment: [String: String], arguments: ParsedArguments) throws(UsageError)
        -> Date
    {
        if let option {
            guard let date = parse(option) else {
                throw arguments.usageError(
                    "--now must be an ISO 8601 date or date-time such as 2026-12-05 or 2026-12-05T20:59:00+01:00, not '\(option)'"
                )
            }
            return date
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int(epoch) else {
                throw arguments.usageError("SOURCE_DATE_EPOCH must be a whole number of seconds, not '\(epoch)'")
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
