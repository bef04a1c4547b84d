/// One STANDARD or DAYLIGHT sub-component of a VTIMEZONE: from `onset` on, clocks in the zone
/// are `offsetTo` seconds ahead of UTC (RFC 5545 §3.6.5).
public struct TimeZoneObservance: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case standard = "STANDARD"
        case daylight = "DAYLIGHT"
    }

    public var kind: Kind
    /// `DTSTART`: the wall-clock time of the change, read on the clock before it
    /// (03:00 on the night daylight saving ends in Berlin).
    public var onset: LocalDateTime
    /// `TZOFFSETFROM`, in seconds east of UTC.
    public var offsetFrom: Int
    /// `TZOFFSETTO`, in seconds east of UTC.
    public var offsetTo: Int
    /// `TZNAME`, the abbreviation Foundation gives for the zone after the change.
    public var name: String?

    public init(kind: Kind, onset: LocalDateTime, offsetFrom: Int, offsetTo: Int, name: String?) {
        self.kind = kind
        self.onset = onset
        self.offsetFrom = offsetFrom
        self.offsetTo = offsetTo
        self.name = name
    }
}
