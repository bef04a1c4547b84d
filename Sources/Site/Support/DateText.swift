import Foundation
import Project

/// Dates as people read them, in the site's language ("5 December", "5. Dezember").
struct DateText: Sendable {
    let locale: Locale

    init(language: String) {
        locale = Locale(identifier: language)
    }

    func dayAndMonth(_ date: LocalDate) -> String {
        format(date, template: "dMMMM")
    }

    /// The short form, where room is scarce ("Dec 5", "5. Dez."): an advent door's date.
    func shortDayAndMonth(_ date: LocalDate) -> String {
        format(date, template: "dMMM")
    }

    /// A time of day as the language writes it ("21:00", "9:00 PM").
    func time(_ time: LocalTime) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = .gmt
        formatter.setLocalizedDateFormatFromTemplate("jmm")
        let instant = LocalDate(year: 2026, month: 1, day: 1).map { $0.instant(at: time, in: .gmt) }
        return instant.map { formatter.string(from: $0) } ?? "\(time)"
    }

    /// The name of the day of the week `date` falls on ("Monday", "lundi").
    func weekday(_ date: LocalDate) -> String {
        format(date, template: "EEEE")
    }

    func full(_ date: LocalDate) -> String {
        format(date, template: "EEEEdMMMMy")
    }

    private func format(_ date: LocalDate, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = .gmt
        formatter.setLocalizedDateFormatFromTemplate(template)
        // Noon UTC is on the same calendar date everywhere formatting could look.
        return formatter.string(from: date.instant(at: LocalTime(hour: 12, minute: 0) ?? .midnight, in: .gmt))
    }

    /// An instant as ISO 8601 in UTC, for `data-unlock` attributes.
    static func iso(_ instant: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = .gmt
        return formatter.string(from: instant)
    }

    /// A wall-clock time for the viewer's zone: `2026-12-05T00:00`.
    static func floating(_ date: LocalDate, _ time: LocalTime) -> String {
        "\(date)T\(time)"
    }
}
