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

    var uidDomain: String { content.config.baseURL?.host ?? "draper.invalid" }

    func daily() throws -> ICalendar? {
        let settings = content.config.notifications.daily
        guard settings.enabled, !content.quotes.isEmpty else { return nil }
        let today = content.today
        let schedule = QuoteSchedule(count: content.quotes.count, channel: "daily")
        let events = try (0..<Self.dailyCount).map { offset -> CalendarEvent in
            let date = today.adding(days: offset)
            let item = content.quotes[schedule.index(for: date.daysSince1970)]
            return try event(item, on: date, at: settings.time, uid: "daily-\(date)")
        }
        return document(
            name: content.interface.text("calendar.dailyName", ["site": content.config.title]), events: events)
    }

    func weekly() throws -> ICalendar? {
        let settings = content.config.notifications.weekly
        guard settings.enabled, !content.quotes.isEmpty else { return nil }
        let schedule = QuoteSchedule(count: content.quotes.count, channel: "weekly")
        // The first configured weekday on or after today.
        let today = content.today
        let first = today.adding(days: (7 - Self.daysFromMostRecent(settings.weekday, to: today)) % 7)
        let events = try (0..<Self.weeklyCount).map { week -> CalendarEvent in
            let date = first.adding(days: 7 * week)
            let item = content.quotes[schedule.index(for: Self.weekNumber(date))]
            return try event(item, on: date, at: settings.time, uid: "weekly-\(date)")
        }
        return document(
            name: content.interface.text("calendar.weeklyName", ["site": content.config.title]), events: events)
    }

    /// The weekly channel's quote for the week `date` is in: the one of the most recent
    /// configured weekday on or before it, which a subscriber was (or is about to be) sent.
    func weeklyQuote(on date: LocalDate) -> SiteContent.QuoteItem? {
        guard !content.quotes.isEmpty else { return nil }
        let weekday = content.config.notifications.weekly.weekday
        let sent = date.adding(days: -Self.daysFromMostRecent(weekday, to: date))
        let schedule = QuoteSchedule(count: content.quotes.count, channel: "weekly")
        return content.quotes[schedule.index(for: Self.weekNumber(sent))]
    }

    /// Weeks are numbered from the Thursday 1970-01-01 falls on; any fixed origin would do.
    static func weekNumber(_ date: LocalDate) -> Int {
        Int((Double(date.daysSince1970) / 7).rounded(.down))
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
        var details = words.text("quote.quoted", ["text": quote.text]) + "\n— \(quote.speaker)"
        if let source = quote.source { details += ", \(source)" }
        if let url { details += "\n\n\(url)" }
        return CalendarEvent(
            uid: "\(uid)-\(quote.id)@\(uidDomain)", timestamp: content.now, start: start, end: .after(.minutes(15)),
            summary: words.text(
                "quote.socialTitle", ["speaker": quote.speaker, "text": QuotePages.shortened(quote.text)]),
            details: details, url: url,
            alarms: [
                CalendarAlarm(
                    .beforeOrAfterStart(.minutes(0)),
                    message: words.attributed(QuotePages.shortened(quote.text), speaker: quote.speaker))
            ],
            isTransparent: true)
    }
}
