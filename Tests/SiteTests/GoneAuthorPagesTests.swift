import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Site

/// An author's page the site published keeps its address: renamed, it leads to the new one;
/// removed, it says so; the author's own static file may take the address.
@Suite("Gone author's pages")
struct GoneAuthorPagesTests {
    private func read(_ path: String, in fixture: SiteFixture) throws -> String {
        try String(contentsOf: fixture.output.appendingPathComponent(path), encoding: .utf8)
    }

    private func remove(_ path: String, in fixture: SiteFixture) throws {
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(path))
    }

    @Test("renamed, the old address leads to the new; removed, it says so; each noted once")
    func renamedThenRemoved() throws {
        let fixture = try SiteFixture()
        let about = "---\ntitle: About us\n---\nWho keeps these quotes.\n"
        try fixture.folder.write(about, to: "pages/about.md")
        try fixture.build()
        #expect(try read("about/index.html", in: fixture).contains("Who keeps these quotes."))

        try remove("pages/about.md", in: fixture)
        try fixture.folder.write(about, to: "pages/about-us.md")
        let renamed = try fixture.build(now: "2026-12-03T11:00:00Z")
        #expect(
            renamed.notes.contains { $0.description.contains("pages/about-us.md has its title") }, "\(renamed.notes)")
        let old = try read("about/index.html", in: fixture)
        #expect(old.contains(#"<meta http-equiv="refresh" content="0; url=../about-us/index.html">"#))
        #expect(old.contains(">Go to the page</a>") && old.contains("noindex") && !old.contains("Who keeps"))
        let again = try fixture.build(now: "2026-12-03T11:00:00Z")
        #expect(!again.notes.contains { $0.description.contains("about") }, "\(again.notes)")

        try remove("pages/about-us.md", in: fixture)
        let removed = try fixture.build(now: "2026-12-04T11:00:00Z")
        #expect(
            removed.notes.contains { $0.description.contains("about-us/ was published, and pages/about-us.md is gone") }
        )
        for path in ["about/index.html", "about-us/index.html"] {
            let page = try read(path, in: fixture)
            #expect(
                page.contains("<h1>About us</h1>") && page.contains("This page is no longer on the site."), "\(path)")
            #expect(!page.contains("http-equiv") && page.contains("noindex"), "\(path)")
        }
        let sitemap = try read("sitemap.xml", in: fixture)
        #expect(!sitemap.contains("about"))

        // The author's own file at the address is theirs: no error, no page of Draper's there.
        try fixture.folder.write("<!doctype html><title>Ours</title>", to: "static/about/index.html")
        try fixture.build(now: "2026-12-05T11:00:00Z")
        #expect(try read("about/index.html", in: fixture) == "<!doctype html><title>Ours</title>")
    }
}
