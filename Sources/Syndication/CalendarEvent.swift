public import Foundation

/// One event of a calendar (a VEVENT, RFC 5545 §3.6.1).
public struct CalendarEvent: Hashable, Sendable {
    /// How the event's end is given.
    public enum End: Hashable, Sendable {
        /// No end: an all-day event lasts its one day, a timed event is an instant.
        case none
        /// `DTEND`: the first moment after the event, of the same kind as the start.
        case at(CalendarTime)
        /// `DURATION`: how long the event lasts.
        case after(CalendarDuration)
    }

    /// Globally unique and stable across builds, so subscribers update events instead of
    /// duplicating them, e.g. `door-05@advent.example.com`.
    public var uid: String
    /// `DTSTAMP`: when this version of the event was published (written in UTC).
    public var timestamp: Date
    /// `DTSTART`: a date for all-day events, else a floating, UTC or zoned date-time.
    public var start: CalendarTime
    public var end: End
    /// `SUMMARY`: the event's title in the calendar.
    public var summary: String?
    /// `DESCRIPTION`: the event's notes, plain text.
    public var details: String?
    /// `URL`: an absolute address (non-ASCII characters are percent-encoded).
    public var url: String?
    public var categories: [String]
    /// Reminders, written as VALARM components inside the event.
    public var alarms: [CalendarAlarm]
    /// Writes `TRANSP:TRANSPARENT` so that the event does not make its owner look busy.
    public var isTransparent: Bool

    public init(
        uid: String,
        timestamp: Date,
        start: CalendarTime,
        end: End = .none,
        summary: String? = nil,
        details: String? = nil,
        url: String? = nil,
        categories: [String] = [],
        alarms: [CalendarAlarm] = [],
        isTransparent: Bool = false
    ) {
        self.uid = uid
        self.timestamp = timestamp
        self.start = start
        self.end = end
        self.summary = summary
        self.details = details
        self.url = url
        self.categories = categories
        self.alarms = alarms
        self.isTransparent = isTransparent
    }

    /// Where errors about this event point.
    var location: String { "event '\(uid)'" }

    /// The end as an explicit time: what `DTEND`, `DURATION` or their absence mean.
    func resolvedEnd() throws(SyndicationError) -> CalendarTime {
        switch end {
        case .none:
            if case .date(let date) = start { return .date(date.adding(days: 1)) }
            return start
        case .at(let time):
            return time
        case .after(let duration):
            return start.adding(try duration.validated())
        }
    }

    /// Checks what RFC 5545 requires of the start and end together.
    func validate() throws(SyndicationError) {
        do throws(SyndicationError) {
            guard !uid.isEmpty else { throw SyndicationError(.empty(field: "UID")) }
            try ICalendarValue.checkYear(start.writtenYear)
            try ICalendarValue.checkYear(LocalDateTime(timestamp, in: .gmt).date.year)
            switch end {
            case .none:
                break
            case .at(let time):
                guard time.kind == start.kind else {
                    throw SyndicationError(.mismatchedEndType(start: start.kind.rawValue, end: time.kind.rawValue))
                }
                try ICalendarValue.checkYear(time.writtenYear)
                let ordered: Bool
                if let startInstant = start.instant, let endInstant = time.instant {
                    ordered = startInstant < endInstant
                } else {
                    ordered = start.localOrdinal < time.localOrdinal
                }
                guard ordered else { throw SyndicationError(.endNotAfterStart) }
            case .after(let duration):
                guard !duration.isNegative || duration.isZero else {
                    throw SyndicationError(.negativeDuration(duration.description))
                }
                if case .date = start, !duration.isWholeDays {
                    throw SyndicationError(.partialDayDuration(duration.description))
                }
                _ = try duration.validated()
            }
            if let url { try ICalendarValue.checkURI(url) }
            for alarm in alarms {
                switch alarm.trigger {
                case .beforeOrAfterStart(let duration), .beforeOrAfterEnd(let duration): _ = try duration.validated()
                case .at(let date): try ICalendarValue.checkYear(LocalDateTime(date, in: .gmt).date.year)
                }
            }
        } catch {
            throw error.located(at: location)
        }
    }
}
