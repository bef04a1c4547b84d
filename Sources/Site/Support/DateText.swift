import Foundation
import Project
import Synchronization
import Syndication

/// Dates as people read them, in the site's language ("5 December", "5. Dezember").
///
/// Each text is formatted once per build: creating an ICU date formatter was a tenth of a
/// one-quote rebuild at 1,000 quotes, spent on the same few dozen dates.
struct DateText: Sendable {
    let locale: Locale

    /// Texts already formatted, by locale, template and date (or time).
    private static let formatted = Mutex<[String: String]>([:])

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
        guard let day = LocalDate(year: 2026, month: 1, day: 1) else { return "\(time)" }
        return format(day.instant(at: time, in: .gmt), template: "jmm", key: "T\(time)")
    }

    /// The name of the day of the week `date` falls on ("Monday", "lundi").
    func weekday(_ date: LocalDate) -> String {
        format(date, template: "EEEE")
    }

    func full(_ date: LocalDate) -> String {
        format(date, template: "EEEEdMMMMy")
    }

    private func format(_ date: LocalDate, template: String) -> String {
        // Noon UTC is on the same calendar date everywhere formatting could look.
        format(
            date.instant(at: LocalTime(hour: 12, minute: 0) ?? .midnight, in: .gmt), template: template, key: "\(date)")
    }

    /// `instant` in UTC as `template` asks in this locale; `key` names the instant in the memo.
    private func format(_ instant: Date, template: String, key: String) -> String {
        let memoKey = "\(locale.identifier)\u{1F}\(template)\u{1F}\(key)"
        if let text = Self.formatted.withLock({ $0[memoKey] }) { return text }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = .gmt
        formatter.setLocalizedDateFormatFromTemplate(template)
        let text = formatter.string(from: instant)
        Self.formatted.withLock { $0[memoKey] = text }
        return text
    }

    /// An instant as ISO 8601 in UTC, to the second, for `data-unlock` attributes and the
    /// JSON files: `2026-12-05T08:00:00Z`. Written from numbers (an ICU formatter a call was
    /// most of the time the notification schedule took).
    static func iso(_ instant: Date) -> String {
        LocalDateTime(instant, in: .gmt).description + "Z"
    }

    /// A wall-clock time for the viewer's zone: `2026-12-05T00:00`.
    static func floating(_ date: LocalDate, _ time: LocalTime) -> String {
        "\(date)T\(time)"
    }
}
