/// A length of time as RFC 5545 §3.3.6 writes it, such as `PT21H`, `P1D` or `-PT15M`.
///
/// Days and weeks are nominal: a day-long event that starts at 09:00 the day before
/// daylight saving ends also ends at 09:00, 25 hours later.
public struct CalendarDuration: Hashable, Sendable, CustomStringConvertible {
    public var weeks: Int
    public var days: Int
    public var hours: Int
    public var minutes: Int
    public var seconds: Int
    /// A negative duration points back in time: an alarm `-PT15M` rings 15 minutes before.
    public var isNegative: Bool

    /// Components must not be negative; set `negative` to point back in time instead.
    public init(
        weeks: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0, negative: Bool = false
    ) {
        self.weeks = weeks
        self.days = days
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.isNegative = negative
    }

    /// A positive duration of one unit; `.minutes(15).negated` is a quarter of an hour before.
    public static func weeks(_ count: Int) -> CalendarDuration { CalendarDuration(weeks: count) }
    public static func days(_ count: Int) -> CalendarDuration { CalendarDuration(days: count) }
    public static func hours(_ count: Int) -> CalendarDuration { CalendarDuration(hours: count) }
    public static func minutes(_ count: Int) -> CalendarDuration { CalendarDuration(minutes: count) }

    /// The same length pointing the other way.
    public var negated: CalendarDuration {
        var copy = self
        copy.isNegative.toggle()
        return copy
    }

    /// The hours, minutes and seconds part in seconds (days excluded, being nominal).
    var timeSeconds: Int { hours * 3600 + minutes * 60 + seconds }

    var isZero: Bool { weeks == 0 && days == 0 && timeSeconds == 0 }

    var isWholeDays: Bool { timeSeconds == 0 }

    func validated() throws(SyndicationError) -> CalendarDuration {
        guard [weeks, days, hours, minutes, seconds].allSatisfy({ $0 >= 0 }) else {
            throw SyndicationError(.invalidDuration(debugText))
        }
        return self
    }

    /// The RFC 5545 text, e.g. `-P1DT2H`.
    ///
    /// Weeks are written alone (`P2W`) because the grammar does not let them combine with
    /// other units; mixed weeks and days become days. Zero is `PT0M`, keeping its sign,
    /// so an alarm at the very start reads `-PT0M` as calendar apps write it.
    public var description: String {
        var text = isNegative ? "-P" : "P"
        if weeks > 0, days == 0, timeSeconds == 0 {
            return text + "\(weeks)W"
        }
        let allDays = weeks * 7 + days
        if allDays > 0 { text += "\(allDays)D" }
        if timeSeconds > 0 {
            text += "T"
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 || (hours > 0 && seconds > 0) { text += "\(minutes)M" }
            if seconds > 0 { text += "\(seconds)S" }
        } else if allDays == 0 {
            text += "T0M"
        }
        return text
    }

    /// The components as given, for messages about invalid ones.
    private var debugText: String {
        "\(isNegative ? "-" : "")(weeks: \(weeks), days: \(days), hours: \(hours), minutes: \(minutes), seconds: \(seconds))"
    }
}
