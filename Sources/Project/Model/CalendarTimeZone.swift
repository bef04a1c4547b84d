public import Foundation

/// The clock an advent calendar's doors follow.
public enum CalendarTimeZone: Hashable, Sendable, CustomStringConvertible {
    /// Each viewer's own clock: a door opens at the viewer's local midnight (or unlock time).
    case local
    /// One zone for everybody, by IANA name such as `Europe/Berlin`.
    case named(String)

    /// `local` or an identifier Foundation's `TimeZone(identifier:)` knows; nil otherwise.
    public init?(_ text: String) {
        if text == "local" {
            self = .local
        } else if TimeZone(identifier: text) != nil {
            self = .named(text)
        } else {
            return nil
        }
    }

    /// The Foundation zone for `.named`; nil for `.local`.
    public var timeZone: TimeZone? {
        switch self {
        case .local: nil
        case .named(let identifier): TimeZone(identifier: identifier)
        }
    }

    /// The moment `time` on `date` in this zone: an instant for a named zone, a wall time for `local`.
    public func moment(on date: LocalDate, at time: LocalTime) -> CalendarMoment {
        guard let timeZone else { return .floating(date: date, time: time) }
        return .instant(date.instant(at: time, in: timeZone))
    }

    public var description: String {
        switch self {
        case .local: "local"
        case .named(let identifier): identifier
        }
    }
}
