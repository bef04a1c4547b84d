import Diagnostics
import Foundation
import Project
import Syndication

extension SiteWriter {
    /// Feeds, calendars, the JSON API, the sitemap and robots.txt.
    func writeSyndication() throws {
        let feeds = Feeds(content: content, output: output)
        if let feed = try feeds.quotesFeed() { try output.write(try feed.render(), to: "feed.xml") }
        if let feed = try feeds.adventFeed() { try output.write(try feed.render(), to: "advent/feed.xml") }

        let channels = QuoteChannels(content: content)
        if let daily = try channels.daily() { try output.write(try daily.render(), to: "quotes/daily.ics") }
        if let weekly = try channels.weekly() { try output.write(try weekly.render(), to: "quotes/weekly.ics") }
        if let calendar = content.project.advent {
            try output.write(
                try AdventCalendarEvents(content: content, calendar: calendar).document().render(),
                to: "advent/advent.ics")
        }

        let api = JSONAPI(content: content)
        try output.write(api.quotes(), to: "quotes.json")
        if let advent = try api.advent() { try output.write(advent, to: "advent.json") }

        var robots = "User-agent: *\nAllow: /\n"
        if let sitemapURL = content.paths.absolute("sitemap.xml") {
            try output.write(
                try Sitemap(urls: publicPages().compactMap { content.paths.absolute($0) }.map { SitemapURL($0) })
                    .render(), to: "sitemap.xml")
            robots += "\nSitemap: \(sitemapURL)\n"
        }
        try output.write(robots, to: "robots.txt")
    }

    /// The pages anyone may find: no locked doors, no contact sheet, no 404.
    func publicPages() -> [String] {
        var pages = [SitePaths.home] + content.quotes.map { SitePaths.quotePage($0.quote.id) }
        if content.project.advent != nil {
            pages.append(SitePaths.advent)
            pages += content.days.filter { $0.day.visibility == .open }.map { SitePaths.adventDayPage($0.day.number) }
        }
        return pages
    }
}
