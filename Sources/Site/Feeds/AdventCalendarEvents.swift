import Foundation
import Markdown
import Project
import Syndication

/// The advent calendar as calendar events: one per door, on its date, with the evening
/// reminder the original app sent ("5 days left to Christmas! Door 20 is open.").
///
/// Each event starts at the reminder time on the door's date, with a display alarm at its
/// start. In the `local` zone the times float, so every subscriber is reminded in their
/// own evening; a named zone writes TZID times and a VTIMEZONE.
struct AdventCalendarEvents {
    let content: SiteContent
    let calendar: AdventCalendar

    /// The events' ids stay under the site's first address (`SiteContent.idPaths`).
    var uidDomain: String { content.idPaths.baseURL?.host ?? "draper.invalid" }

    func reminder(for day: AdventDay) -> String {
        let left = calendar.end.daysSince1970 - day.date.daysSince1970
        let words = content.interface, target = content.adventTarget
        guard left >= 1 else { return words.line("calendar.reminderToday", ["target": target]) }
        return words.count(
            "calendar.reminder", left, words.isolated(["target": target, "number": words.number(day.number)]))
    }

    /// The door's event: what it shows once open (`asOpen`), or only its number.
    func event(for item: SiteContent.DayItem, asOpen: Bool) throws -> CalendarEvent {
        let day = item.day
        let wallClock = try LocalDateTime(
            date: day.date, hour: calendar.reminderTime.hour, minute: calendar.reminderTime.minute)
        let start: CalendarTime = calendar.timeZone.timeZone.map { .zoned(wallClock, $0) } ?? .floating(wallClock)
        let pageURL = content.paths.absolute(SitePaths.adventDayPage(day.number))
        var details: String
        var summary: String
        let words = content.interface, number = content.interface.number(day.number)
        if asOpen {
            summary = words.line("advent.doorTitled", ["number": number, "title": day.entry.title])
            details = (try? Markdown.renderPlainText(day.entry.message)) ?? day.entry.message
            if let link = day.entry.link { details += "\n\n\(link.absoluteString)" }
        } else {
            summary = words.text("calendar.doorOpens", ["number": number])
            details = words.line("calendar.doorOpensToday", ["number": number, "calendar": calendar.title])
        }
        if let pageURL { details += "\n\n\(pageURL)" }
        return CalendarEvent(
            uid: "advent-\(calendar.start)-door-\(day.number)@\(uidDomain)",
            timestamp: content.now,
            start: start,
            end: .after(.minutes(15)),
            summary: summary,
            details: details,
            url: pageURL,
            categories: [calendar.title],
            alarms: [CalendarAlarm(.beforeOrAfterStart(.minutes(0)), message: reminder(for: day))],
            isTransparent: true)
    }

    func document() throws -> ICalendar {
        ICalendar(
            productID: "-//Draper//\(content.config.title)//EN",
            name: calendar.title,
            summary: content.interface.line("calendar.summary", ["target": content.adventTarget]),
            timeZone: calendar.timeZone.timeZone,
            refreshInterval: .hours(12),
            events: try content.days.map { try event(for: $0, asOpen: $0.day.visibility == .open) })
    }

    /// The link is part of the door's content, which a visitor sees only once the door is
    /// open (a sealed door carries it sealed): it adds the door as it is open.
    func googleCalendarURL(forDayAt index: Int) -> String? {
        try? event(for: content.days[index], asOpen: true).googleCalendarURL()
    }
}
