import Foundation

/// Proleptic Gregorian arithmetic on day numbers (days since 1970-01-01) and whole seconds.
///
/// Every format here writes dates from numbers rather than through `DateFormatter`,
/// whose output depends on the locale and the ICU version of the machine.
enum CivilCalendar {
    static let secondsPerDay = 86_400

    /// 0 for Sunday … 6 for Saturday.
    static func weekday(dayNumber: Int) -> Int {
        floorMod(dayNumber + 4, 7)
    }

    /// Whole seconds since 1970, rounded down, so that 0.9 s after midnight is still midnight.
    ///
    /// Dates beyond any year a document can hold are clamped; the writers then reject their year.
    static func epochSeconds(_ date: Date) -> Int {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let limit = 1e15
        guard seconds.isFinite else { return seconds > 0 ? Int(limit) : -Int(limit) }
        return Int(min(max(seconds, -limit), limit))
    }

    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    static func floorMod(_ value: Int, _ divisor: Int) -> Int {
        value - floorDiv(value, divisor) * divisor
    }

    /// `value` in decimal, left-padded with zeros to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
