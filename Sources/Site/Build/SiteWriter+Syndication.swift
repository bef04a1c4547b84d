import Diagnostics
import Foundation
import Project
import SiteOutput
import Syndication
import WorkSharing

extension SiteWriter {
    /// Feeds, calendars, the JSON API, the search index, the sitemap and robots.txt: four
    /// independent parts, on every core (each grows with the quotes). `pages` is every page of
    /// the build, for the sitemap.
    func writeSyndication(_ pages: [PageSpec]) throws {
        // The longest part first (the search index, when any quote's words changed), so that
        // the shorter ones share the other core instead of one waiting at the end.
        try Self.concurrently(4) { part in
            switch part {
            case 0: try writeSearchIndex()
            case 1: try writeFeedsAndCalendars()
            case 2: try writeAPI()
            default: try writeSitemapAndRobots(pages)
            }
        }
    }

    private func writeFeedsAndCalendars() throws {
        let feeds = Feeds(content: content, output: output)
        if let feed = try feeds.quotesFeed() {
            try output.write(try feed.render(), to: "feed.xml")
        } else {
            keepWithoutAddress(["feed.xml"])
        }
        if let feed = try feeds.adventFeed() {
            try output.write(try feed.render(), to: "advent/feed.xml")
        } else if content.project.advent != nil {
            keepWithoutAddress(["advent/feed.xml"])
        }

        let channels = QuoteChannels(content: content)
        if let daily = try channels.daily() { try output.write(try daily.render(), to: "quotes/daily.ics") }
        if let weekly = try channels.weekly() { try output.write(try weekly.render(), to: "quotes/weekly.ics") }
        for channel in content.published.channels {
            guard let ended = channel.until else { continue }
            let kind = channel.path.hasSuffix("daily.ics") ? "daily" : "weekly"
            let subscription = EndedSubscription(
                content: content, name: publishedName(of: channel, kind: kind), ended: ended,
                text: content.interface.text("gone.channelText"), kind: kind)
            try output.write(try subscription.document().render(), to: channel.path)
        }
        if let calendar = content.project.advent {
            try output.write(
                try AdventCalendarEvents(content: content, calendar: calendar).document().render(),
                to: "advent/advent.ics")
        } else if let removed = RemovedAdventCalendar(content: content) {
            try output.write(try removed.document().render(), to: "advent/advent.ics")
            if let feed = removed.feed() {
                try output.write(try feed.render(), to: "advent/feed.xml")
            } else {
                keepWithoutAddress(["advent/feed.xml"])
            }
        }
    }

    /// The name an ended quote channel's calendar had while it was published. The record keeps
    /// it as plain text, for the person who reads the record; published, the site's title in
    /// it was isolated (`Interface.line`), and still is while the title is the same.
    private func publishedName(of channel: PublishedRecord.Channel, kind: String) -> String {
        let key = "calendar.\(kind)Name", site = ["site": content.config.title]
        return channel.name == content.interface.text(key, site) ? content.interface.line(key, site) : channel.name
    }

    /// The files that need the site's address (`baseURL`) to be made: the feeds and the sitemap.
    static let filesNeedingAddress = ["advent/feed.xml", "feed.xml", "sitemap.xml"]

    /// Keeps `paths` as the previous build made them when the site has no address now and so
    /// cannot make them: a `baseURL` removed (or lost in a merge) must not take a published
    /// feed from its subscribers, nor the sitemap from search engines. Deleted by hand, a
    /// file is not kept (nor made), and so ends.
    private func keepWithoutAddress(_ paths: [String]) {
        guard content.paths.baseURL == nil else { return }
        for path in paths where output.madePreviously(path) { _ = output.keepAsRecorded([path]) }
    }

    /// What the build says, once, of the files it kept as they were for want of an address;
    /// nil when it kept none. Call after writing.
    func keptWithoutAddressNote() -> Diagnostic? {
        guard content.paths.baseURL == nil else { return nil }
        let produced = output.producedPaths
        let kept = Self.filesNeedingAddress.filter { produced.contains($0) }
        guard let last = kept.last else { return nil }
        let names = kept.count == 1 ? last : kept.dropLast().joined(separator: ", ") + " and " + last
        let (were, they, them) = kept.count == 1 ? ("was", "it", "it") : ("were", "they", "them")
        return .note(
            "\(names) \(were) published, and without 'baseURL' cannot be made again: kept as \(they) \(were), so that "
                + "feed readers and search engines still find \(them) (set 'baseURL' to bring \(them) up to date, or "
                + "delete \(them) from the output folder to stop publishing \(them))",
            at: SourceLocation(file: ProjectLoader.siteFile))
    }

    private func writeAPI() throws {
        let api = JSONAPI(content: content)
        for number in 1...api.publishedFileCount {
            let path = JSONAPI.quotesFile(number), key = api.quoteFileKey(number)
            if !keepIfUpToDate(path, key: key) { try output.write(api.quoteFile(number), to: path, key: key) }
        }
        if let advent = try api.advent() { try output.write(advent, to: "advent.json") }
    }

    /// The sitemap lists the pages search engines may index, and nothing else; a site with
    /// none (an author's preview) has no sitemap, and robots.txt keeps crawlers out.
    private func writeSitemapAndRobots(_ specs: [PageSpec]) throws {
        let pages = self.pages.indexedPaths(of: specs)
        guard !pages.isEmpty else {
            try output.write("User-agent: *\nDisallow: /\n", to: "robots.txt")
            return
        }
        var robots = "User-agent: *\nAllow: /\n"
        if let sitemapURL = content.paths.absolute("sitemap.xml") {
            try writeSitemaps(
                pages.compactMap { content.paths.absolute($0) }.map { SitemapURL($0) },
                perSitemap: pagesPerSitemap ?? Sitemap.maximumURLCount)
            robots += "\nSitemap: \(sitemapURL)\n"
        } else if content.paths.baseURL == nil, output.madePreviously("sitemap.xml") {
            // A big site's sitemap is an index of its parts: kept with them, or not at all.
            var parts = ["sitemap.xml"]
            while output.madePreviously("sitemap-\(parts.count).xml") { parts.append("sitemap-\(parts.count).xml") }
            _ = output.keepAsRecorded(parts)
        }
        try output.write(robots, to: "robots.txt")
    }

    /// The search index, kept whole when no quote's searchable text changed: tokenizing every
    /// quote is the largest part of a rebuild at 10,000 quotes, hashing them a small one. When
    /// one did, each file is made again only if what it holds changed (its own key): a quote's
    /// words touch a few shards and one chunk of hundreds.
    func writeSearchIndex() throws {
        let prepared =
            searchIndex?.value
            ?? PreparedSearchIndex(content, previousKey: output.previousKey(of: SearchIndex.metaPath), force: force)
        let key = prepared.key
        if prepared.index == nil {
            // The whole index is unchanged (`meta.js` carries its key): its files are kept
            // together if every one is still there, else all are made again.
            let files = output.previousFiles(in: "search").filter(SearchIndex.isIndexFile).compactMap { path in
                output.previousKey(of: path).map { (path: path, key: $0) }
            }
            if output.keepIfUpToDate(files) != nil { return }
        }
        let version = "\(SiteBuilder.toolVersion) \(PageKey.revision)"
        for file in (prepared.index ?? SearchPage.index(content, numbers: prepared.numbers)).files(version: version) {
            // meta.js carries the whole index's key: the next build's test above.
            let fileKey = file.path == SearchIndex.metaPath ? key : file.key
            if !keepIfUpToDate(file.path, key: fileKey) { try output.write(file.text(), to: file.path, key: fileKey) }
        }
    }

    /// `sitemap.xml`, or past 50,000 pages a sitemap index there and `sitemap-1.xml`, … beside
    /// it (a sitemap may only list addresses under its own folder).
    func writeSitemaps(_ urls: [SitemapURL], perSitemap: Int) throws {
        guard urls.count > perSitemap else {
            try output.write(try Sitemap(urls: urls).render(), to: "sitemap.xml")
            return
        }
        var locations: [String] = []
        for (index, sitemap) in SitemapIndex.split(urls, perSitemap: perSitemap).enumerated() {
            let path = "sitemap-\(index + 1).xml"
            try output.write(try sitemap.render(), to: path)
            if let location = content.paths.absolute(path) { locations.append(location) }
        }
        try output.write(try SitemapIndex(sitemaps: locations).render(), to: "sitemap.xml")
    }
}
