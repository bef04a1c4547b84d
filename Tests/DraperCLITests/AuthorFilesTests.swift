import Foundation
import TestSupport
import Testing

/// The author's own pages (`pages/*.md`) and files (`static/`) in a build: published, kept,
/// removed when deleted, and never in the way of a file Draper makes.
@Suite("Pages and files of the author's own")
struct AuthorFilesTests {
    static let now = "2026-12-02T10:00:00+01:00"

    private func build(_ project: FixtureProject) throws -> DraperProcess.Result {
        try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
    }

    @Test("static/ is copied as it is, hidden files too; a page is in the theme, the navigation and the sitemap")
    func published() throws {
        let project = try FixtureProject()
        try project.folder.write("quotes.example\n", to: "static/CNAME")
        try project.folder.write("Contact: mailto:a@example.org\n", to: "static/.well-known/security.txt")
        let icon = Data([0, 0, 1, 0, 1, 0, 16, 16])
        try project.folder.write(icon, to: "static/favicon.ico")
        try project.folder.write(
            "---\ntitle: About <us>\nmenu: 1\n---\nWe collect *lines*. <script>alert(1)</script>\n\n[x](javascript:alert(1))\n",
            to: "pages/about.md")
        let built = try build(project)
        #expect(built.status == 0, "\(built.standardError)")
        func read(_ path: String) throws -> String {
            try String(contentsOf: project.output.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(try read("CNAME") == "quotes.example\n")
        #expect(try read(".well-known/security.txt") == "Contact: mailto:a@example.org\n")
        #expect(try Data(contentsOf: project.output.appendingPathComponent("favicon.ico")) == icon)
        let about = try read("about/index.html")
        #expect(about.contains("<h1 id=\"page-heading\">About &lt;us&gt;</h1>"))
        #expect(about.contains("We collect <em>lines</em>."))
        #expect(!about.contains("<script>alert") && !about.contains("javascript:"))
        #expect(about.contains("<a href=\"../about/index.html\" aria-current=\"page\">About &lt;us&gt;</a>"))
        #expect(try read("index.html").contains("<a href=\"about/index.html\">About &lt;us&gt;</a>"))
        #expect(try read("sitemap.xml").contains("<loc>https://example.org/cal/about/</loc>"))

        // Deleted from static/ and pages/: the file is gone from the site, and the page's
        // address says it was removed; the rest stays.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("static/CNAME"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("pages/about.md"))
        let again = try build(project)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.output.appendingPathComponent("CNAME").path))
        let gone = try read("about/index.html")
        #expect(gone.contains("This page is no longer on the site.") && !gone.contains("We collect"))
        #expect(!(try read("sitemap.xml")).contains("about/"))
        #expect(try read(".well-known/security.txt") == "Contact: mailto:a@example.org\n")
        #expect(!(try read("index.html")).contains("about/index.html"))
    }

    @Test("a file where Draper writes one, a page in Draper's folder, a link: errors, all in one run, nothing written")
    func collisions() throws {
        let project = try FixtureProject()
        try project.folder.write("User-agent: *\n", to: "static/robots.txt")
        try project.folder.write("<p>mine</p>\n", to: "static/quotes/first/index.html")
        try project.folder.write("<p>mine</p>\n", to: "static/about/index.html")
        try project.folder.write("# About\n", to: "pages/about.md")
        try project.folder.write("# Tags\n", to: "pages/tags.md")
        let outside = try TemporaryDirectory()
        let secret = try outside.write("secret\n", to: "secret.txt")
        try FileManager.default.createSymbolicLink(
            at: project.root.appendingPathComponent("static/secret.txt"), withDestinationURL: secret)
        let built = try build(project)
        #expect(built.status == 1)
        let lines = built.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "pages/tags.md: error: 'tags' is a folder of Draper's own in the site (quotes, tags, speakers, advent, cards, search, email, assets); give the page another name"
            ), "\(built.standardError)")
        #expect(
            lines.contains(
                "static/robots.txt: error: Draper writes robots.txt itself (or everything in its folder); a static file may not replace it: rename it, or change the page through templates/"
            ), "\(built.standardError)")
        #expect(lines.contains { $0.hasPrefix("static/quotes/first/index.html: error: Draper writes") })
        #expect(
            lines.contains("static/about/index.html: error: the page pages/about.md is written here; keep one of them"),
            "\(built.standardError)")
        #expect(
            lines.contains(
                "static/secret.txt: error: is a symbolic link; static/ is published as it is, so it may hold only files and folders"
            ), "\(built.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.output.path))

        // draper check says the same, without building.
        let checked = try DraperProcess.run(["check", project.root.path, "--now", Self.now])
        #expect(checked.status == 1)
        #expect(checked.standardError.contains("static/robots.txt: error: Draper writes robots.txt itself"))
    }
}
