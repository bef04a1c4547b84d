import Foundation
import Project
import Site
import TestSupport
import Testing

@Suite("Site build", .serialized)
struct SiteBuildTests {
    @Test("the output folder holds exactly the expected files")
    func outputTree() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let files = try SiteFixture.tree(fixture.output).keys.map { path in
            // Assets and sealed cards carry a hash of their inputs; compare their shape.
            path.replacingOccurrences(of: #"-[0-9a-f]{10}\."#, with: "-#.", options: .regularExpression)
                .replacingOccurrences(
                    of: #"^cards/sealed/[0-9a-f]{20}\."#, with: "cards/sealed/#.", options: .regularExpression
                )
                // The search index's shards are named for the words' first letters.
                .replacingOccurrences(
                    of: #"^search/t/[0-9a-f]+\.js$"#, with: "search/t/#.js", options: .regularExpression)
        }
        let expected: Set<String> = [
            "404.html", "index.html", "follow.html", "robots.txt", "sitemap.xml", "feed.xml",
            "quotes.json", "advent.json", "quotes/daily.ics", "quotes/weekly.ics",
            "assets/draper-#.css", "assets/draper-#.js", "assets/fonts/card-400-#.woff2",
            "assets/fonts/card-700-#.woff2",
            "assets/backdrops/sea-#.jpg", "assets/backdrops/sea-#.avif", "assets/doors/sea-#.jpg",
            "assets/doors/sea-#.avif",
            "assets/favicon-#.svg", "cards/index.html",
            "quotes/first/index.html", "quotes/second/index.html", "quotes/third/index.html",
            // The lists: every quote, and each speaker's (the fixture has no tags), and the search.
            "quotes/index.html", "speakers/index.html", "speakers/ada/index.html", "speakers/alan/index.html",
            "speakers/grace/index.html", "search/index.html", "search/meta.js", "search/d/0.js", "search/t/#.js",
            // Permanent addresses: cards/<id>/<size>.<ext>. The lean defaults: the og JPEG (previews,
            // sharing, email), and AVIF for the pages at 600 px, 800 px and full size.
            "cards/first/og.jpg", "cards/first/og.avif", "cards/first/og-600.avif", "cards/first/og-800.avif",
            "cards/second/og.jpg", "cards/second/og.avif", "cards/second/og-600.avif", "cards/second/og-800.avif",
            "cards/third/og.jpg", "cards/third/og.avif", "cards/third/og-600.avif", "cards/third/og-800.avif",
            // Snippet pages; their card is the og JPEG; the messages themselves are not part of the site.
            "email/first.html", "email/second.html", "email/third.html",
            "advent/index.html", "advent/feed.xml", "advent/advent.ics",
            "advent/1/index.html", "advent/2/index.html", "advent/3/index.html", "advent/4/index.html",
            "advent/5/index.html",
            // Doors 1 and 2 are open: their cards and emails at permanent addresses (and their
            // cards at the addresses a build before their date gave them); 3–5 are sealed: their
            // cards under names no one can guess. Every door has a locked preview card (an open
            // one keeps it for the links shared while it was locked).
            "cards/advent-1/og.jpg", "cards/advent-1/og.avif", "cards/advent-1/og-600.avif",
            "cards/advent-1/og-800.avif", "email/advent-1.html",
            "cards/advent-2/og.jpg", "cards/advent-2/og.avif", "cards/advent-2/og-600.avif",
            "cards/advent-2/og-800.avif", "email/advent-2.html",
            "cards/sealed/#.jpg", "cards/sealed/#.avif",
            "cards/advent-1-locked.jpg", "cards/advent-2-locked.jpg", "cards/advent-3-locked.jpg",
            "cards/advent-4-locked.jpg", "cards/advent-5-locked.jpg",
            // The web app: its manifest and the icons Draper draws (WebP for the manifest).
            "manifest.webmanifest", "assets/icon-192-#.webp", "assets/icon-512-#.webp",
            "assets/icon-maskable-512-#.webp",
            "assets/apple-touch-icon-#.png", "assets/favicon-32-#.png",
            // Offline and notifications: the service worker, the page it shows for a page the
            // device has not kept, and what it may notify.
            "sw.js", "offline.html", "notifications.json",
        ]
        let actual = Set(files)
        #expect(files.filter { $0 == "cards/sealed/#.jpg" }.count == 5, "five doors, a JPEG each")
        #expect(files.filter { $0 == "cards/sealed/#.avif" }.count == 15, "and three AVIF widths each")
        #expect(actual.subtracting(expected).isEmpty, "unexpected: \(actual.subtracting(expected).sorted())")
        #expect(expected.subtracting(actual).isEmpty, "missing: \(expected.subtracting(actual).sorted())")
    }

    @Test("the quote of the day links its speaker's page, as a quote's page does, on every day the home page carries")
    func quoteOfTheDayLinksItsSpeaker() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let home = String(
            decoding: try Data(contentsOf: fixture.output.appendingPathComponent("index.html")), as: UTF8.self)
        // The day's card (for readers without script) and the days after it, each a <template>.
        let lines = home.components(separatedBy: #"<p class="speaker" dir="auto">"#).dropFirst()
        #expect(lines.count > 1)
        for line in lines {
            let linked = ["Ada", "Grace", "Alan"].contains { name in
                line.hasPrefix(#"— <a href="speakers/\#(name.lowercased())/index.html">\#(name)</a></p>"#)
            }
            #expect(linked, "\(line.prefix(120))")
        }
    }

    @Test("two builds with the same --now are byte-identical")
    func deterministic() throws {
        let fixture = try SiteFixture()
        try fixture.build(into: fixture.folder.appending("one"))
        try fixture.build(into: fixture.folder.appending("two"))
        let one = try SiteFixture.tree(fixture.folder.appending("one"))
        let two = try SiteFixture.tree(fixture.folder.appending("two"))
        #expect(one.keys.sorted() == two.keys.sorted())
        for (path, data) in one where two[path] != data {
            Issue.record("\(path) differs between builds")
        }
    }

    @Test("a rebuild renders nothing; changing one quote changes exactly its files")
    func incremental() throws {
        let fixture = try SiteFixture()
        let first = try fixture.build()
        #expect(first.cardsRendered > 0 && first.cardsUnchanged == 0)
        let before = try SiteFixture.tree(fixture.output)

        let second = try fixture.build()
        #expect(second.cardsRendered == 0)
        #expect(second.cardsUnchanged == first.cardsRendered)
        #expect(try SiteFixture.tree(fixture.output) == before)

        let quotes = fixture.root.appendingPathComponent("data/quotes.json")
        let text = try String(contentsOf: quotes, encoding: .utf8).replacingOccurrences(
            of: "Third.", with: "Third, changed.")
        try text.write(to: quotes, atomically: true, encoding: .utf8)
        let third = try fixture.build()
        // The og JPEG (also the email's card) and its three AVIF widths.
        #expect(third.cardsRendered == 4)
        let after = try SiteFixture.tree(fixture.output)
        // Re-rendered in place: the same addresses, new bytes; nothing removed. The new word
        // ("changed") gets its search shard.
        #expect(Set(after.keys).subtracting(before.keys) == ["search/t/636861.js"])
        #expect(Set(before.keys).subtracting(after.keys).isEmpty)
        let changed = before.keys.filter {
            ($0.hasPrefix("cards/") || $0.hasPrefix("email/cards/")) && !$0.hasSuffix(".html")
                && before[$0] != after[$0]
        }
        #expect(
            changed.sorted() == [
                "cards/third/og-600.avif", "cards/third/og-800.avif", "cards/third/og.avif", "cards/third/og.jpg",
            ],
            "\(changed.sorted())")
        #expect(third.filesRemoved.isEmpty)
    }

    @Test("a rebuild keeps the quote pages whose inputs did not change, and remakes them when the site changes")
    func quotePagesAreKept() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        func inode(_ id: String) throws -> Int {
            let path = fixture.output.appendingPathComponent("quotes/\(id)/index.html").path
            return try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        }
        let before = try ["first", "second", "third"].map(inode)
        let quotes = fixture.root.appendingPathComponent("data/quotes.json")
        try String(contentsOf: quotes, encoding: .utf8).replacingOccurrences(of: "Third.", with: "Third, changed.")
            .write(to: quotes, atomically: true, encoding: .utf8)
        try fixture.build()
        let after = try ["first", "second", "third"].map(inode)
        // A kept page is not written again (its file is the same file); the changed one is replaced.
        #expect(after[0] == before[0] && after[1] == before[1], "\(before) → \(after)")
        #expect(after[2] != before[2])
        let page = try String(
            contentsOf: fixture.output.appendingPathComponent("quotes/third/index.html"), encoding: .utf8)
        #expect(page.contains("Third, changed."))

        // The site's title is on every page: every page is made again.
        let site = fixture.root.appendingPathComponent("site.json")
        let config = try String(contentsOf: site, encoding: .utf8)
        let retitled = config.replacingOccurrences(of: "title: \"", with: "title: \"New ")
        #expect(retitled != config, "the fixture's site.json names its title")
        try retitled.write(to: site, atomically: true, encoding: .utf8)
        try fixture.build()
        let retitledInodes = try ["first", "second", "third"].map(inode)
        #expect(zip(after, retitledInodes).allSatisfy { $0 != $1 }, "\(after) → \(retitledInodes)")
        let first = try String(
            contentsOf: fixture.output.appendingPathComponent("quotes/first/index.html"), encoding: .utf8)
        #expect(first.contains("<title>") && first.contains("· New "))
    }

    @Test("a re-render after a settings change keeps every card URL of the earlier build working")
    func cardURLsArePermanent() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let inspection = OutputInspection(root: fixture.output)
        // Every card address a page of the first build links to (a pasted snippet, a sent email, a
        // cached preview all hold one).
        var linked: Set<String> = []
        for (path, data) in try SiteFixture.tree(fixture.output) where path.hasSuffix(".html") {
            for reference in OutputInspection.localReferences(in: String(decoding: data, as: UTF8.self))
            where reference.contains("cards/") {
                let clean = reference.split(separator: "?").first.map(String.init) ?? reference
                // Resolved against a stand-in root, then made relative to the output folder again.
                let resolved = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
                    .appendingPathComponent(clean).standardizedFileURL.path
                if resolved.hasPrefix("/site/cards/"), !resolved.hasPrefix("/site/cards/sealed/") {
                    linked.insert(String(resolved.dropFirst("/site/".count)))
                }
            }
        }
        #expect(!linked.isEmpty)
        try fixture.folder.write(
            """
            { title: "Fixture", baseURL: "https://example.org/cal/", timezone: "Europe/Berlin", reveal: "client",
              cards: { sizes: ["og"], overlay: 0.6 } }
            """, to: "site.json")
        let rebuilt = try fixture.build()
        #expect(rebuilt.cardsRendered > 0)
        // Only sealed doors' cards change address (their names follow their content).
        #expect(rebuilt.filesRemoved.filter { $0.hasPrefix("cards/") && !$0.hasPrefix("cards/sealed/") }.isEmpty)
        for relative in linked {
            #expect(
                FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent(relative).path),
                "\(relative) is gone after the re-render")
        }
        #expect(try inspection.brokenReferences() == [])
    }

    @Test("build mode leaves no trace of doors that are not open")
    func buildModeHidesLockedDays() throws {
        let fixture = try SiteFixture(reveal: "build")
        try fixture.build()
        for (path, data) in try SiteFixture.tree(fixture.output) {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains(SiteFixture.lockedTitle), "\(path) mentions a locked door")
            #expect(!text.contains(SiteFixture.lockedMessage), "\(path) holds a locked message")
        }
        #expect(
            !FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("email/advent-3.eml").path))
        let tree = try SiteFixture.tree(fixture.output)
        #expect(!tree.keys.contains { $0.hasPrefix("cards/advent-3-og") })
        let page = String(decoding: tree["advent/1/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains(SiteFixture.unlockedTitle))
    }

    @Test("client mode seals later doors: not in the page source, but present for the script")
    func clientModeSeals() throws {
        let fixture = try SiteFixture(reveal: "client")
        try fixture.build()
        let tree = try SiteFixture.tree(fixture.output)
        let day = String(decoding: tree["advent/3/index.html"] ?? Data(), as: UTF8.self)
        #expect(!day.contains(SiteFixture.lockedTitle))
        #expect(day.contains("data-sealed=\""))
        #expect(day.contains(#"<meta name="robots" content="noindex">"#))
        #expect(day.contains("data-unlock=\"2026-12-02T23:00:00Z\""))
        let sitemap = String(decoding: tree["sitemap.xml"] ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("https://example.org/cal/advent/2/"))
        #expect(!sitemap.contains("advent/3/"))
    }

    @Test(
        "the sitemap lists only pages search engines may index; with --reveal all, none, and robots.txt keeps crawlers out",
        arguments: [RevealMode.client, .build, .all])
    func sitemapListsNoNoindexPage(reveal: RevealMode) throws {
        let fixture = try SiteFixture()
        try fixture.build(reveal: reveal)
        let tree = try SiteFixture.tree(fixture.output)
        let sitemap = String(decoding: tree["sitemap.xml"] ?? Data(), as: UTF8.self)
        let listed = sitemap.components(separatedBy: "<loc>").dropFirst().compactMap {
            $0.components(separatedBy: "</loc>").first
        }
        for url in listed {
            let path = String(url.dropFirst("https://example.org/cal/".count))
            let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
            let page = String(decoding: tree[file] ?? Data(), as: UTF8.self)
            #expect(!page.isEmpty, "\(url) is in the sitemap but not in the output")
            #expect(!page.contains(#"<meta name="robots" content="noindex">"#), "\(url) says noindex")
        }
        // And the other way: every page that does not say noindex is listed (the sitemap and the
        // pages derive from one list of page specs).
        let listedFiles = Set(
            listed.map { url -> String in
                let path = String(url.dropFirst("https://example.org/cal/".count))
                return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
            })
        for (file, data) in tree where file.hasSuffix(".html") {
            let page = String(decoding: data, as: UTF8.self)
            if !page.contains(#"<meta name="robots" content="noindex">"#) {
                #expect(listedFiles.contains(file), "\(file) may be indexed but is not in the sitemap")
            }
        }
        let robots = String(decoding: tree["robots.txt"] ?? Data(), as: UTF8.self)
        if reveal == .all {
            // An author's preview: every page says noindex, so no page is listed or crawled.
            #expect(tree["sitemap.xml"] == nil, "\(listed)")
            #expect(robots == "User-agent: *\nDisallow: /\n")
            let quote = String(decoding: tree["quotes/first/index.html"] ?? Data(), as: UTF8.self)
            #expect(quote.contains(#"<meta name="robots" content="noindex">"#))
        } else {
            #expect(listed.contains("https://example.org/cal/quotes/first/"), "\(listed)")
            #expect(robots.contains("Sitemap: https://example.org/cal/sitemap.xml"))
        }
    }

    @Test("local time zone doors embed the wall-clock time for the viewer's own clock")
    func localDoors() throws {
        let fixture = try SiteFixture(timezone: "local")
        try fixture.build(now: "2026-12-01T05:00:00Z")
        let calendar = String(
            decoding: try Data(contentsOf: fixture.output.appendingPathComponent("advent/index.html")), as: UTF8.self)
        #expect(calendar.contains(#"data-unlock-local="2026-12-02T00:00""#))
        // At 05:00 UTC on 1 December, door 1 is open in UTC+14 (19:00) but not yet in UTC−12 (17:00 on
        // 30 November): it ships sealed, for each viewer's script to open at their own midnight.
        #expect(calendar.contains(#"data-day="1" data-unlock-local="2026-12-01T00:00""#))
        let door1 = calendar.components(separatedBy: #"data-day="1""#).dropFirst().first ?? ""
        #expect(door1.prefix(1500).contains("data-sealed=\""))
    }

    @Test("without a base URL the build warns once and leaves out what needs absolute URLs")
    func noBaseURL() throws {
        let fixture = try SiteFixture(baseURL: nil)
        try fixture.build()
        let tree = try SiteFixture.tree(fixture.output)
        #expect(tree["feed.xml"] == nil && tree["sitemap.xml"] == nil)
        #expect(tree["robots.txt"] != nil)
        let page = String(decoding: tree["quotes/first/index.html"] ?? Data(), as: UTF8.self)
        #expect(!page.contains("og:image"))
        #expect(!page.contains("rel=\"canonical\""))
    }

    @Test("untrusted text is escaped in pages")
    func escaping() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let page = String(
            decoding: try Data(contentsOf: fixture.output.appendingPathComponent("quotes/second/index.html")),
            as: UTF8.self)
        #expect(!page.contains("<b>bold</b>"))
        #expect(page.contains("&lt;b&gt;bold&lt;/b&gt; &amp; other things"))
    }
}
