import Foundation

extension CalendarEvent {
    /// An "Add to Google Calendar" link that opens the event, filled in, in Google Calendar.
    ///
    /// `https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…/…&details=…&ctz=…`
    /// All-day events give `dates=20261205/20261206` (end exclusive), UTC times end in `Z`,
    /// zoned times are written on their wall clock with `ctz` naming the zone, and floating
    /// times are left to the visitor's own zone. Values are percent-encoded as UTF-8 with
    /// only RFC 3986's unreserved characters left as they are.
    ///
    /// - Throws: `SyndicationError` when the event's times are invalid, as `ICalendar.render()` would.
    public func googleCalendarURL() throws(SyndicationError) -> String {
        try validate()
        let end: CalendarTime
        do throws(SyndicationError) {
            end = try resolvedEnd()
        } catch {
            throw error.located(at: location)
        }

        let dates: (String, String)
        var zone: String?
        switch (start, end) {
        case let (.date(first), .date(last)):
            dates = (first.basicFormat, last.basicFormat)
        case let (.floating(first), .floating(last)):
            dates = (first.basicFormat, last.basicFormat)
        case let (.zoned(first, firstZone), .zoned(last, lastZone)) where firstZone.identifier == lastZone.identifier:
            dates = (first.basicFormat, last.basicFormat)
            zone = firstZone.identifier
        default:
            // Different zones: both ends as UTC instants, shown in the start's zone if it has one.
            guard let first = start.instant, let last = end.instant else {
                // validate() has already refused starts and ends of different kinds.
                throw SyndicationError(
                    .mismatchedEndType(start: start.kind.rawValue, end: end.kind.rawValue), at: location)
            }
            dates = (ICalendarValue.utc(first), ICalendarValue.utc(last))
            if case .zoned(_, let startZone) = start { zone = startZone.identifier }
        }

        var query = "action=TEMPLATE"
        if let summary { query += "&text=" + Self.percentEncoded(summary) }
        query += "&dates=" + dates.0 + "/" + dates.1
        if let details { query += "&details=" + Self.percentEncoded(details) }
        if let zone { query += "&ctz=" + Self.percentEncoded(zone, keepingSlash: true) }
        return "https://calendar.google.com/calendar/render?" + query
    }

    /// `value` with every byte outside A–Z a–z 0–9 `-._~` (and `/` on request) as `%XX`.
    static func percentEncoded(_ value: String, keepingSlash: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            case UInt8(ascii: "/") where keepingSlash:
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Hex.upper[Int(byte >> 4)])
                bytes.append(Hex.upper[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
