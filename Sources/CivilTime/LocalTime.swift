/// A wall-clock time of day to the minute, without a date or time zone.
public struct LocalTime: Hashable, Sendable, Comparable, LosslessStringConvertible {
    /// 0…23.
    public let hour: Int
    /// 0…59.
    public let minute: Int

    /// The time, or nil outside 00:00…23:59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` in 24-hour form; a one-digit hour (`9:30`) is accepted.
    public init?(_ description: String) {
        let parts = description.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// 00:00.
    public static let midnight = LocalTime(uncheckedHour: 0, minute: 0)

    /// A time from constants known to be valid (no check: for defaults written in code).
    public init(uncheckedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// 0…1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// `HH:MM`.
    public var description: String {
        "\(LocalDate.padded(hour, 2)):\(LocalDate.padded(minute, 2))"
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}
