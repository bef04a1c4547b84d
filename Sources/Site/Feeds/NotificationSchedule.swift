import Foundation
import Project

/// `notifications.json`: what the service worker may show between builds when the reader
/// chose notifications — the daily and weekly channels' quotes and the advent reminders,
/// each at the moment it falls due. A wake-up of the worker shows the latest entry of a
/// channel that is due and not shown yet, so it is shown at most once, whenever the
/// browser wakes it within the entry's period.
///
/// It holds nothing a visitor cannot read already: the channels' quotes are published in
/// their calendars, and a reminder names its door ("5 days left to Christmas! Door 20 is
/// open."), never what is behind it.
struct NotificationSchedule {
    let content: SiteContent

    /// The reader's choices the site offers, for the settings panel: nil when it offers none.
    var offers: (daily: Bool, weekly: Bool, advent: Bool)? {
        let settings = content.config.notifications
        let daily = settings.daily.enabled && !content.quotes.isEmpty
        let weekly = settings.weekly.enabled && !content.quotes.isEmpty
        let advent = content.project.advent != nil && !content.days.isEmpty
        return daily || weekly || advent ? (daily, weekly, advent) : nil
    }

    func json() -> String {
        JSONText.compactObject([
            ("daily", entries(daily())),
            ("weekly", entries(weekly())),
            ("advent", entries(advent())),
        ]).rendered(pretty: true) + "\n"
    }

    private struct Entry {
        var id: String
        var moment: CalendarMoment
        var title: String
        var body: String
        var path: String
        var language: TextLanguage?
    }

    private func entries(_ list: [Entry]?) -> JSONText {
        guard let list else { return .null }
        return .array(
            list.map { entry in
                var members: [(String, JSONText)] = [("id", .string(entry.id))]
                switch entry.moment {
                case .instant(let instant): members.append(("at", .string(DateText.iso(instant))))
                case .floating(let date, let time): members.append(("atLocal", .string(DateText.floating(date, time))))
                }
                members += [
                    ("title", .string(entry.title)), ("body", .string(entry.body)), ("url", .string(entry.path)),
                    ("lang", .optional(entry.language?.lang)), ("dir", .optional(entry.language?.dir)),
                ]
                return JSONText.compactObject(members)
            })
    }

    /// From the day before the build (its quote may still be the latest due) through the
    /// days the daily calendar covers.
    private func daily() -> [Entry]? {
        guard offers?.daily == true else { return nil }
        let settings = content.config.notifications.daily
        return (-1..<QuoteChannels.dailyCount).compactMap { offset in
            let date = content.today.adding(days: offset)
            guard let item = content.quoteOfTheDay(date) else { return nil }
            return quote(
                item, id: "daily-\(date)",
                at: .instant(date.instant(at: settings.time, in: content.config.timeZone)),
                title: content.interface.line("notify.dailyTitle", ["site": content.config.title]))
        }
    }

    /// From the last configured weekday on or before the build through the weeks the weekly
    /// calendar covers.
    private func weekly() -> [Entry]? {
        guard offers?.weekly == true else { return nil }
        let settings = content.config.notifications.weekly
        let first = content.today.adding(days: -QuoteChannels.daysFromMostRecent(settings.weekday, to: content.today))
        return (0...QuoteChannels.weeklyCount).compactMap { week in
            let date = first.adding(days: 7 * week)
            guard let item = content.quoteOfTheWeek(date) else { return nil }
            return quote(
                item, id: "weekly-\(date)",
                at: .instant(date.instant(at: settings.time, in: content.config.timeZone)),
                title: content.interface.line("notify.weeklyTitle", ["site": content.config.title]))
        }
    }

    private func quote(_ item: SiteContent.QuoteItem, id: String, at moment: CalendarMoment, title: String) -> Entry {
        let quote = item.quote
        return Entry(
            id: id, moment: moment, title: title,
            body: content.interface.attributed(quote.text, speaker: quote.speaker),
            path: SitePaths.quotePage(quote.id), language: TextLanguage.of(quote, in: content))
    }

    /// Each door's evening reminder, as the calendar's alarms say it.
    private func advent() -> [Entry]? {
        guard offers?.advent == true, let calendar = content.project.advent else { return nil }
        let events = AdventCalendarEvents(content: content, calendar: calendar)
        return content.days.compactMap { item in
            let day = item.day
            guard let moment = calendar.reminderMoment(ofDay: day.number) else { return nil }
            return Entry(
                id: "advent-\(day.date)", moment: moment, title: calendar.title, body: events.reminder(for: day),
                path: SitePaths.adventDayPage(day.number), language: nil)
        }
    }
}
