import Foundation
import Project
import Syndication

/// The quote notification channels as calendars: `quotes/daily.ics` (the next 60 days)
/// and `quotes/weekly.ics` (the next 26 weeks), each event a quote at the configured time
/// with a display alarm — the original app's daily and weekly notifications, without a
/// server. The daily choice is the home page's quote of the day.
struct QuoteChannels {
    let content: SiteContent

    static let dailyCount = 60
    static let weeklyCount = 26

    /// The events' ids stay under the site's first address (`SiteContent.idPaths`).
    var uidDomain: String { content.idPaths.baseURL?.host ?? "draper.invalid" }

    func daily() throws -> ICalendar? {
        let settings = content.config.notifications.daily
        guard settings.enabled, !content.quotes.isEmpty else { return nil }
        let today = content.today
        let events = try (0..<Self.dailyCount).compactMap { offset -> CalendarEvent? in
            let date = today.adding(days: offset)
            guard let item = content.quoteOfTheDay(date) else { return nil }
            return try event(item, on: date, at: settings.time, uid: "daily-\(date)")
        }
        return document(
            name: content.interface.line("calendar.dailyName", ["site": content.config.title]), events: events)
    }

    func weekly() throws -> ICalendar? {
        let settings = content.config.notifications.weekly
        guard settings.enabled, !content.quotes.isEmpty else { return nil }
        // The first configured weekday on or after today.
        let today = content.today
        let first = today.adding(days: (7 - Self.daysFromMostRecent(settings.weekday, to: today)) % 7)
        let events = try (0..<Self.weeklyCount).compactMap { week -> CalendarEvent? in
            let date = first.adding(days: 7 * week)
            guard let item = content.quoteOfTheWeek(date) else { return nil }
            return try event(item, on: date, at: settings.time, uid: "weekly-\(date)")
        }
        return document(
            name: content.interface.line("calendar.weeklyName", ["site": content.config.title]), events: events)
    }

    /// How many days ago `weekday` last was, counting `date` itself as 0.
    static func daysFromMostRecent(_ weekday: Weekday, to date: LocalDate) -> Int {
        let days = Weekday.allCases
        let wanted = days.firstIndex(of: weekday) ?? 0, current = days.firstIndex(of: date.weekday) ?? 0
        return (current - wanted + 7) % 7
    }

    private func document(name: String, events: [CalendarEvent]) -> ICalendar {
        ICalendar(
            productID: "-//Draper//\(content.config.title)//EN", name: name,
            summary: content.config.description.isEmpty ? nil : content.config.description,
            timeZone: content.config.timeZone, refreshInterval: .hours(12), events: events)
    }

    private func event(_ item: SiteContent.QuoteItem, on day: LocalDate, at time: LocalTime, uid: String) throws
        -> CalendarEvent
    {
        let quote = item.quote
        let start = CalendarTime.zoned(
            try LocalDateTime(date: day, hour: time.hour, minute: time.minute), content.config.timeZone)
        let url = content.paths.absolute(SitePaths.quotePage(quote.id))
        let words = content.interface
        var details = words.quotedLines(quote.text, speaker: quote.speaker)
        if let source = quote.source { details += ", " + words.isolated(source) }
        if let url { details += "\n\n\(url)" }
        return CalendarEvent(
            uid: "\(uid)-\(quote.id)@\(uidDomain)", timestamp: content.now, start: start, end: .after(.minutes(15)),
            summary: words.socialTitle(QuotePages.shortened(quote.text), speaker: quote.speaker),
            details: details, url: url,
            alarms: [
                CalendarAlarm(
                    .beforeOrAfterStart(.minutes(0)),
                    message: words.attributed(QuotePages.shortened(quote.text), speaker: quote.speaker))
            ],
            isTransparent: true)
    }
}
