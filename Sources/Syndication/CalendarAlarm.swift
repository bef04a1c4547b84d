public import Foundation

/// A reminder attached to an event (a VALARM with ACTION:DISPLAY, RFC 5545 §3.6.6).
public struct CalendarAlarm: Hashable, Sendable {
    /// When the alarm rings.
    public enum Trigger: Hashable, Sendable {
        /// Relative to the event's start: `-PT15M` is a quarter of an hour before,
        /// `PT21H` is 21 hours after an all-day event begins (21:00 on its day).
        case beforeOrAfterStart(CalendarDuration)
        /// Relative to the event's end (`TRIGGER;RELATED=END`).
        case beforeOrAfterEnd(CalendarDuration)
        /// At an instant (`TRIGGER;VALUE=DATE-TIME:…Z`).
        case at(Date)
    }

    public var trigger: Trigger
    /// The text the calendar shows when the alarm rings.
    public var message: String

    public init(_ trigger: Trigger, message: String) {
        self.trigger = trigger
        self.message = message
    }
}
