import Foundation
import Markdown
import Project
import SiteOutput
import Syndication

/// The Atom feeds: `feed.xml` (the quotes most recently featured) and `advent/feed.xml`
/// (the doors opened most recently), each the newest `publishing.feedEntries`.
struct Feeds {
    let content: SiteContent
    /// Where the cards were written, for the enclosures' byte lengths.
    let output: OutputDirectory

    /// A quote's entry is dated by the last day it was the quote of the day (at the daily
    /// notification time), so the feed's newest entry is today's quote and dates only move
    /// when a quote is featured again: stable between builds, meaningful to readers.
    func quotesFeed() throws -> AtomFeed? {
        guard let feedURL = content.paths.absolute("feed.xml"), let siteURL = content.paths.absolute(SitePaths.home)
        else {
            return nil
        }
        let time = content.config.notifications.daily.time
        let ids = content.idPaths
        // The quotes featured most recently, each dated by the last day it was the quote of the
        // day: the newest entry is today's quote, and an entry's date moves only when its quote
        // is featured again, never because the data was sorted or a quote added.
        let newest = content.daily.latestFeatured(
            through: content.today.daysSince1970, limit: content.publishing.feedEntries)
        let sorted = newest.map { featured -> AtomEntry in
            let item = content.quotes[featured.index]
            let quote = item.quote
            let date = LocalDate(daysSince1970: featured.slot).instant(at: time, in: content.config.timeZone)
            let url = content.paths.absolute(SitePaths.quotePage(quote.id)) ?? siteURL
            let id = ids.absolute(SitePaths.quotePage(quote.id)) ?? url
            let card = item.cards.socialImage
            // A quote in another language or direction than the site's says so on its own elements.
            let language = TextLanguage.of(quote, in: content)
            let marks = " lang=\"\(XMLText.escape(language.lang))\"" + (language.dir.map { " dir=\"\($0)\"" } ?? "")
            var html =
                "<blockquote\(marks)><p>\(XMLText.escape(quote.text))</p></blockquote><p>— \(XMLText.escape(quote.speaker))"
            if let source = quote.source { html += ", \(XMLText.escape(source))" }
            html += "</p>"
            if let card, let image = content.paths.absolute(card.reference) {
                html +=
                    "<p><img src=\"\(XMLText.escape(image))\" width=\"\(card.width)\" height=\"\(card.height)\" alt=\"\(XMLText.escape(content.interface.attributed(quote.text, speaker: quote.speaker)))\"\(marks)></p>"
            }
            return AtomEntry(
                id: id,
                title: content.interface.socialTitle(QuotePages.shortened(quote.text), speaker: quote.speaker),
                updated: date, published: date, url: url,
                summary: content.interface.attributed(quote.text, speaker: quote.speaker), contentHTML: html,
                enclosures: card.flatMap { card in enclosure(card) }.map { [$0] } ?? [], categories: quote.tags,
                language: quote.language.flatMap { $0 == content.config.language ? nil : $0.description })
        }
        return AtomFeed(
            id: ids.absolute("feed.xml") ?? feedURL, title: content.config.title,
            subtitle: content.config.description.isEmpty ? nil : content.config.description,
            updated: sorted.first?.updated ?? content.now,
            author: AtomPerson(name: content.config.author ?? content.config.title),
            feedURL: feedURL, siteURL: siteURL, language: content.config.language.description,
            generator: AtomGenerator(name: "Draper", version: SiteBuilder.toolVersion), entries: sorted)
    }

    /// Doors opened by build time, newest first; locked doors are not in the feed at all.
    func adventFeed() throws -> AtomFeed? {
        guard let calendar = content.project.advent, let feedURL = content.paths.absolute("advent/feed.xml"),
            let calendarURL = content.paths.absolute(SitePaths.advent)
        else { return nil }
        let opened = content.days.filter { $0.day.visibility == .open }
        let ids = content.idPaths
        let entries = try opened.reversed().prefix(content.publishing.feedEntries).map { item -> AtomEntry in
            let day = item.day
            let (_, openedEverywhere) = AdventTimeline.openingRange(of: day.unlock)
            let date = min(openedEverywhere, content.now)
            let url = content.paths.absolute(SitePaths.adventDayPage(day.number)) ?? calendarURL
            let id = ids.absolute(SitePaths.adventDayPage(day.number)) ?? url
            var html = try Markdown.renderHTML(day.entry.message)
            let card = item.cards?.socialImage
            if let card, let image = content.paths.absolute(card.reference) {
                html =
                    "<p><img src=\"\(XMLText.escape(image))\" width=\"\(card.width)\" height=\"\(card.height)\" alt=\"\(XMLText.escape(day.entry.title))\"></p>"
                    + html
            }
            return AtomEntry(
                id: id,
                title: content.interface.line(
                    "feed.doorTitle", ["number": content.interface.number(day.number), "title": day.entry.title]),
                updated: date, published: date, url: url,
                summary: try Markdown.renderPlainText(day.entry.message), contentHTML: html,
                enclosures: card.flatMap(enclosure).map { [$0] } ?? [])
        }
        return AtomFeed(
            id: ids.absolute("advent/feed.xml") ?? feedURL, title: calendar.title,
            subtitle: content.interface.line("feed.adventSubtitle", ["target": content.adventTarget]),
            updated: entries.first?.updated ?? content.now,
            author: AtomPerson(name: content.config.author ?? content.config.title),
            feedURL: feedURL, siteURL: calendarURL, language: content.config.language.description,
            generator: AtomGenerator(name: "Draper", version: SiteBuilder.toolVersion), entries: entries)
    }

    private func enclosure(_ card: CardFile) -> AtomEnclosure? {
        guard let url = content.paths.absolute(card.reference) else { return nil }
        // The card as this build wrote it, even if it has yet to replace the one in place.
        let size = output.size(of: card.path) ?? 0
        return AtomEnclosure(url: url, mediaType: card.mediaType, length: size)
    }
}
