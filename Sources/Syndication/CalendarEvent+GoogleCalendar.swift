import Foundation
import SafeText

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
        if let summary { query += "&text=" + PercentEncoding.encoded(summary) }
        query += "&dates=" + dates.0 + "/" + dates.1
        if let details { query += "&details=" + PercentEncoding.encoded(details) }
        if let zone { query += "&ctz=" + PercentEncoding.encoded(zone, keepingSlash: true) }
        return "https://calendar.google.com/calendar/render?" + query
    }
}
