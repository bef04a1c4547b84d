import Foundation
import Syndication
import Testing

@Suite("Sitemaps and robots.txt")
struct SitemapTests {
    @Test("a sitemap, byte for byte")
    func literalSitemap() throws {
        let sitemap = Sitemap(urls: [
            SitemapURL("https://advent.example/", lastModified: TestDates.utc(2026, 12, 5, 8)),
            SitemapURL("https://advent.example/doors/5/?lang=de&print=1"),
            SitemapURL("https://advent.example/türchen/5/", lastModified: TestDates.utc(2026, 12, 5, 8, 30, 59)),
        ])
        #expect(
            try sitemap.render() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url>
                    <loc>https://advent.example/</loc>
                    <lastmod>2026-12-05T08:00:00Z</lastmod>
                  </url>
                  <url>
                    <loc>https://advent.example/doors/5/?lang=de&amp;print=1</loc>
                  </url>
                  <url>
                    <loc>https://advent.example/t%C3%BCrchen/5/</loc>
                    <lastmod>2026-12-05T08:30:59Z</lastmod>
                  </url>
                </urlset>

                """)
    }

    @Test func emptySitemap() throws {
        #expect(
            try Sitemap().render() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                </urlset>

                """)
    }

    @Test(
        "problems name the URL",
        arguments: [
            (
                [SitemapURL("/doors/5/")],
                SyndicationError(.notAbsoluteIRI("/doors/5/"), at: "sitemap URL 1 ('/doors/5/')")
            ),
            (
                [SitemapURL("https://a.example/"), SitemapURL("https://a.example/")],
                SyndicationError(.duplicateID("https://a.example/"), at: "sitemap URL 2 ('https://a.example/')")
            ),
            (
                [SitemapURL("https://a.example/", lastModified: TestDates.utc(12026, 1, 1))],
                SyndicationError(.yearOutOfRange(12026), at: "sitemap URL 1 ('https://a.example/')")
            ),
        ])
    func invalid(urls: [SitemapURL], error: SyndicationError) {
        #expect(throws: error) { try Sitemap(urls: urls).render() }
    }

    @Test("the protocol's limits")
    func limits() {
        let long = "https://a.example/" + String(repeating: "x", count: 2_030)
        #expect(throws: SyndicationError(.urlTooLong(length: 2_048, limit: 2_047), at: "sitemap URL 1 ('\(long)')")) {
            try Sitemap(urls: [SitemapURL(long)]).render()
        }
        let many = (0...50_000).map { SitemapURL("https://a.example/\($0)") }
        #expect(throws: SyndicationError(.tooManyURLs(count: 50_001, limit: 50_000), at: "sitemap")) {
            try Sitemap(urls: many).render()
        }
    }

    @Test(
        "robots.txt",
        arguments: [
            ([], "User-agent: *\nDisallow:\n\nSitemap: https://advent.example/sitemap.xml\n"),
            (
                ["/drafts/", "/vorschau/ä"],
                "User-agent: *\nDisallow: /drafts/\nDisallow: /vorschau/%C3%A4\n\nSitemap: https://advent.example/sitemap.xml\n"
            ),
        ])
    func robots(disallowed: [String], text: String) throws {
        #expect(
            try RobotsTxt(sitemapURL: "https://advent.example/sitemap.xml", disallowedPaths: disallowed).render()
                == text)
    }

    @Test func robotsProblems() {
        #expect(throws: SyndicationError(.notAbsoluteIRI("sitemap.xml"), at: "robots.txt")) {
            try RobotsTxt(sitemapURL: "sitemap.xml").render()
        }
        #expect(throws: SyndicationError(.invalidPath("/a\nDisallow: /"), at: "robots.txt")) {
            try RobotsTxt(sitemapURL: "https://a.example/sitemap.xml", disallowedPaths: ["/a\nDisallow: /"]).render()
        }
        #expect(throws: SyndicationError(.invalidPath("drafts"), at: "robots.txt")) {
            try RobotsTxt(sitemapURL: "https://a.example/sitemap.xml", disallowedPaths: ["drafts"]).render()
        }
    }
}
