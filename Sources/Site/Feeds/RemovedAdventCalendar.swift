import Foundation
import Project
import Syndication

/// The calendar subscription and the feed of an advent calendar the site published and no
/// longer has (`PublishedRecord.advent`, dated `until`): a subscriber's app or reader that
/// asks for them gets an answer, not a 404 it reports as an error at every refresh.
///
/// The subscription is an `EndedSubscription`; the feed holds no entry, and is dated by the
/// record too.
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

    private var ended: EndedSubscription {
        EndedSubscription(
            content: content, name: advent.title, ended: removed, text: content.interface.text("gone.adventText"),
            kind: "advent")
    }

    func document() -> ICalendar { ended.document() }

    func feed() -> AtomFeed? {
        guard let feedURL = content.paths.absolute("advent/feed.xml"), let home = content.paths.absolute(SitePaths.home)
        else { return nil }
        return AtomFeed(
            id: content.idPaths.absolute("advent/feed.xml") ?? feedURL, title: advent.title,
            subtitle: content.interface.text("gone.adventText"),
            updated: ended.moment,
            author: AtomPerson(name: content.config.author ?? content.config.title), feedURL: feedURL,
            siteURL: home, language: content.config.language.description,
            generator: AtomGenerator(name: "Draper", version: SiteBuilder.toolVersion), entries: [])
    }
}
