public import Foundation

/// When something happens in an advent calendar: the same instant for everyone,
/// or the same wall-clock time in each viewer's own zone.
public enum CalendarMoment: Hashable, Sendable {
    case instant(Date)
    /// A local date and time that each viewer's browser turns into an instant.
    case floating(date: LocalDate, time: LocalTime)
}
