public import Foundation

extension LocalDate {
    /// The calendar date that `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        let offset = timeZone.secondsFromGMT(for: instant)
        let seconds = Int((instant.timeIntervalSince1970).rounded(.down)) + offset
        self.init(daysSince1970: Self.floorDivide(seconds, 86_400))
    }

    /// The instant at which clocks in `timeZone` show this date at `time`.
    ///
    /// Around daylight-saving changes a wall time may not exist or may exist
    /// twice. A time in a skipped hour moves forward to the first valid instant,
    /// the moment of the change (02:30 on a spring-forward night in Berlin gives
    /// 03:00 summer time). A time in a repeated hour takes its first occurrence
    /// (02:30 on the autumn night gives 02:30 summer time, UTC+2).
    public func instant(at time: LocalTime, in timeZone: TimeZone) -> Date {
        // Seconds since 1970 of the wall time as if it were UTC.
        let wall = daysSince1970 * 86_400 + time.minutesSinceMidnight * 60
        func offset(at seconds: Int) -> Int {
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        // Offsets in force a day either side cover both sides of any change near this wall time.
        let candidates = Set([-2, -1, 0, 1, 2].map { offset(at: wall + $0 * 43_200) })
        let valid = candidates.map { wall - $0 }.filter { offset(at: $0) == wall - $0 }
        if let first = valid.min() {
            return Date(timeIntervalSince1970: TimeInterval(first))
        }
        // A gap: the wall time was skipped. Find the change by bisection between the
        // instant it would be under the later (larger) offset and under the earlier one.
        guard let before = candidates.min(), let after = candidates.max() else {
            return Date(timeIntervalSince1970: TimeInterval(wall))
        }
        var low = wall - after  // still under the earlier offset
        var high = wall - before  // already under the later offset
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if offset(at: middle) == before { low = middle } else { high = middle }
        }
        return Date(timeIntervalSince1970: TimeInterval(high))
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
