import Foundation
import Project
import Syndication

/// A calendar subscription the site published and no longer does (the advent calendar
/// removed, a quote channel turned off): it keeps answering, so that a subscriber's app
/// does not report an error at every refresh, with one all-day event on the day it ended
/// that says so. A calendar needs one component (RFC 5545 § 3.4), and this one tells
/// subscribers why nothing more comes. Dated by the record, not the build, so that later
/// builds write the same bytes.
struct EndedSubscription {
    let content: SiteContent
    /// The calendar's name, as it was published.
    let name: String
    let ended: LocalDate
    /// What the event says.
    let text: String
    /// Tells this calendar's event from another's (`advent`, `daily`, `weekly`).
    let kind: String

    /// The build's record of when it ended, as an instant: midnight UTC of that day.
    var moment: Date { Date(timeIntervalSince1970: Double(ended.daysSince1970) * 86_400) }

    func document() -> ICalendar {
        let home = content.paths.absolute(SitePaths.home)
        let event = CalendarEvent(
            uid: "\(kind)-ended-\(ended)@\(content.idPaths.baseURL?.host ?? "draper.invalid")",
            timestamp: moment, start: .date(ended), summary: text,
            details: [name, home].compactMap { $0 }.joined(separator: "\n\n"), url: home, categories: [name],
            isTransparent: true)
        return ICalendar(
            productID: "-//Draper//\(content.config.title)//EN", name: name, summary: text,
            refreshInterval: .hours(12), events: [event])
    }
}
