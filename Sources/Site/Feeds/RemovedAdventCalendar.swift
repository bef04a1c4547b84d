import Foundation
import Project
import Syndication

/// The calendar subscription and the feed of an advent calendar the site published and no
/// longer has (`PublishedRecord.advent`, dated `until`): a subscriber's app or reader that
/// asks for them gets an answer, not a 404 it reports as an error at every refresh.
///
/// The subscription holds one all-day event on the day the calendar went, saying so (a
/// calendar needs one component, RFC 5545 § 3.4, and this one tells subscribers why the
/// doors stopped); the feed holds no entry. Both are dated by the record, not the build, so
/// that later builds write the same bytes.
struct RemovedAdventCalendar {
    let content: SiteContent
    let advent: PublishedRecord.Advent
    let removed: LocalDate

    init?(content: SiteContent) {
        guard content.project.advent == nil, let advent = content.published.advent, let until = advent.until
        else { return nil }
        self.content = content
        self.advent = advent
        self.removed = until
    }

    private var moment: Date { Date(timeIntervalSince1970: Double(removed.daysSince1970) * 86_400) }

    func document() -> ICalendar {
        let text = content.interface.text("gone.adventText")
        let home = content.paths.absolute(SitePaths.home)
        let event = CalendarEvent(
            uid: "advent-removed-\(removed)@\(content.config.baseURL?.host ?? "draper.invalid")",
            timestamp: moment, start: .date(removed), summary: text,
            details: [advent.title, home].compactMap { $0 }.joined(separator: "\n\n"), url: home,
            categories: [advent.title], isTransparent: true)
        return ICalendar(
            productID: "-//Draper//\(content.config.title)//EN", name: advent.title, summary: text,
            refreshInterval: .hours(12), events: [event])
    }

    func feed() -> AtomFeed? {
        guard let feedURL = content.paths.absolute("advent/feed.xml"), let home = content.paths.absolute(SitePaths.home)
        else { return nil }
        return AtomFeed(
            id: feedURL, title: advent.title, subtitle: content.interface.text("gone.adventText"), updated: moment,
            author: AtomPerson(name: content.config.author ?? content.config.title), feedURL: feedURL,
            siteURL: home, language: content.config.language.description,
            generator: AtomGenerator(name: "Draper", version: SiteBuilder.toolVersion), entries: [])
    }
}
