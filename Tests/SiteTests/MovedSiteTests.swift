import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Site

/// A site that moves to another address (a custom domain for a site that began on a hosting
/// service's) keeps the ids of its feed entries and calendar events, so that readers and
/// calendar apps do not show every entry again; its links follow the new address.
@Suite("A site moved to another address")
struct MovedSiteTests {
    static func settings(baseURL: String?) -> String {
        """
        {
          title: "Fixture",
          \(baseURL.map { "baseURL: \"\($0)\"," } ?? "")
          timezone: "Europe/Berlin",
          cards: { sizes: ["og"] },
        }
        """
    }

    private func read(_ path: String, in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// The values of `<id>`, or of the `UID:` lines, in a feed or a calendar.
    private func ids(in text: String) -> [String] {
        if text.hasPrefix("BEGIN:VCALENDAR") {
            return text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) }
        }
        return text.components(separatedBy: "<id>").dropFirst().compactMap { $0.components(separatedBy: "</id>").first }
    }

    @Test("moved: feed entries and calendar events keep their ids, their links follow; the same from a fresh output")
    func moved() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let files = ["feed.xml", "advent/feed.xml", "quotes/daily.ics", "quotes/weekly.ics", "advent/advent.ics"]
        let before = try files.map { try ids(in: read($0, in: fixture.output)) }
        #expect(before.allSatisfy { !$0.isEmpty })
        #expect(before[0].allSatisfy { $0.hasPrefix("https://example.org/cal/") })

        try fixture.folder.write(Self.settings(baseURL: "https://quotes.example.com/"), to: "site.json")
        try fixture.build(now: "2026-12-02T12:00:00Z")
        let fresh = fixture.root.appendingPathComponent("fresh-output")
        try fixture.build(now: "2026-12-02T12:00:00Z", into: fresh)
        for output in [fixture.output, fresh] {
            for (file, old) in zip(files, before) {
                #expect(try ids(in: read(file, in: output)) == old, "\(file)")
            }
            let feed = try read("feed.xml", in: output)
            #expect(feed.contains(#"<link rel="alternate" type="text/html" href="https://quotes.example.com/quotes/"#))
            #expect(
                feed.contains(#"href="https://quotes.example.com/feed.xml""#)
                    && !feed.contains("href=\"https://example.org"))
        }
        let record = try read("data/published.json5", in: fixture.root)
        #expect(record.contains(#"  idBase: "https://example.org/cal/","#))

        // The line deleted: the ids follow the address the site has now.
        try record.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("idBase") }
            .joined(separator: "\n").write(
                to: fixture.root.appendingPathComponent("data/published.json5"), atomically: true, encoding: .utf8)
        try fixture.build(now: "2026-12-02T13:00:00Z")
        #expect(
            try ids(in: read("feed.xml", in: fixture.output)).allSatisfy { $0.hasPrefix("https://quotes.example.com/") }
        )
        #expect(
            try ids(in: read("quotes/daily.ics", in: fixture.output)).allSatisfy { $0.hasSuffix("@quotes.example.com") }
        )
    }

    @Test("baseURL removed: the feeds and the sitemap published stay as they were, said so; back, they follow again")
    func baseURLRemoved() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.settings(baseURL: "https://example.org/cal/"), to: "site.json")
        try fixture.build()
        let needAddress = ["advent/feed.xml", "feed.xml", "sitemap.xml"]
        let published = try needAddress.map { try read($0, in: fixture.output) }

        try fixture.folder.write(Self.settings(baseURL: nil), to: "site.json")
        var report = try fixture.build(now: "2026-12-03T12:00:00Z")
        for (path, text) in zip(needAddress, published) {
            #expect(try read(path, in: fixture.output) == text, "\(path)")
        }
        #expect(report.filesRemoved.isEmpty, "\(report.filesRemoved)")
        let note = report.notes.map(\.description).filter { $0.contains("without 'baseURL'") }
        #expect(note.count == 1, "\(report.notes)")
        #expect(note.first?.contains("advent/feed.xml, feed.xml and sitemap.xml were published") == true, "\(note)")
        #expect(note.first?.hasPrefix("site.json: note: ") == true, "\(note)")
        let robots = try read("robots.txt", in: fixture.output)
        #expect(!robots.contains("Sitemap:"))
        // A fresh output folder never published them: nothing to keep, nothing said.
        let fresh = fixture.root.appendingPathComponent("fresh-output")
        report = try fixture.build(now: "2026-12-03T12:00:00Z", into: fresh)
        #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent("feed.xml").path))
        #expect(!report.notes.contains { $0.description.contains("without 'baseURL'") })

        // One deleted by hand is not made again (it cannot be) and no longer kept.
        try FileManager.default.removeItem(at: fixture.output.appendingPathComponent("feed.xml"))
        report = try fixture.build(now: "2026-12-04T12:00:00Z")
        #expect(!FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("feed.xml").path))
        #expect(try read("sitemap.xml", in: fixture.output) == published[2])
        #expect(
            report.notes.contains { $0.description.contains("advent/feed.xml and sitemap.xml were published") },
            "\(report.notes)")

        // The address back: each is made again from the site as it is now.
        try fixture.folder.write(Self.settings(baseURL: "https://example.org/cal/"), to: "site.json")
        report = try fixture.build(now: "2026-12-05T12:00:00Z")
        #expect(try read("advent/feed.xml", in: fixture.output) != published[0])
        #expect(try read("feed.xml", in: fixture.output).contains("https://example.org/cal/feed.xml"))
        #expect(try read("robots.txt", in: fixture.output).contains("Sitemap: https://example.org/cal/sitemap.xml"))
        #expect(!report.notes.contains { $0.description.contains("without 'baseURL'") })
    }

    @Test("baseURL removed from a big site: its sitemap index stays with every part, or none does")
    func baseURLRemovedFromABigSite() throws {
        let fixture = try SiteFixture()
        func build(_ now: String) throws -> BuildReport {
            var options = BuildOptions(now: try #require(ISO8601DateFormatter().date(from: now)), jobs: 2)
            options.pagesPerSitemap = 5
            return try SiteBuilder(project: fixture.project(), options: options).build(into: fixture.output)
        }
        try fixture.folder.write(Self.settings(baseURL: "https://example.org/cal/"), to: "site.json")
        _ = try build("2026-12-02T11:00:00Z")
        let tree = try SiteFixture.tree(fixture.output)
        let parts = tree.keys.filter { $0.hasPrefix("sitemap-") }.sorted()
        #expect(parts.count >= 3, "\(tree.keys.sorted())")
        let index = try read("sitemap.xml", in: fixture.output)
        #expect(index.contains("<sitemapindex") && index.contains("https://example.org/cal/\(parts[0])"))

        try fixture.folder.write(Self.settings(baseURL: nil), to: "site.json")
        var report = try build("2026-12-03T12:00:00Z")
        for path in ["sitemap.xml"] + parts {
            #expect(
                try read(path, in: fixture.output) == String(decoding: tree[path] ?? Data(), as: UTF8.self), "\(path)")
        }
        #expect(report.filesRemoved.isEmpty, "\(report.filesRemoved)")

        // A part deleted by hand: the index would name a missing file, so none is kept.
        try FileManager.default.removeItem(at: fixture.output.appendingPathComponent(parts[1]))
        report = try build("2026-12-04T12:00:00Z")
        let left = try SiteFixture.tree(fixture.output).keys.filter { $0.hasPrefix("sitemap") }
        #expect(left.isEmpty, "\(left)")
        #expect(report.notes.contains { $0.description.contains("advent/feed.xml and feed.xml were published") })
    }
}
