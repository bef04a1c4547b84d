import Foundation
import TestSupport
import Testing

@testable import Site

/// Tags and speakers with different names get different pages, even when their names give
/// one folder name; spellings that differ only in case or accents share one.
@Suite("Tag and speaker folders")
struct NameFolderTests {
    static func quotes(_ rows: [(text: String, speaker: String, tags: [String])]) -> String {
        let items = rows.enumerated().map { index, row in
            let tags = row.tags.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "{ id: \"q\(index)\", text: \"\(row.text)\", speaker: \"\(row.speaker)\", image: \"images/sea.jpg\", tags: [\(tags)] }"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }

    static let rows: [(text: String, speaker: String, tags: [String])] = [
        ("Pointers everywhere.", "Bjarne", ["C++"]),
        ("Plain and small.", "Dennis", ["C"]),
        ("Managed code.", "Anders", ["C#"]),
        ("Lowercase too.", "dennis", ["c"]),
    ]

    private func tagPages(_ output: URL) throws -> [String: String] {
        var pages: [String: String] = [:]
        let tags = output.appendingPathComponent("tags")
        for folder in try FileManager.default.contentsOfDirectory(atPath: tags.path) {
            let page = tags.appendingPathComponent(folder).appendingPathComponent("index.html")
            guard FileManager.default.fileExists(atPath: page.path), folder != "index.html" else { continue }
            pages[folder] = try String(contentsOf: page, encoding: .utf8)
        }
        return pages
    }

    @Test("C++, C# and C get three tag pages; C and c share one; each quote links to its own")
    func distinctNames() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.quotes(Self.rows), to: "data/quotes.json")
        try fixture.build()
        let pages = try tagPages(fixture.output)
        #expect(pages.count == 3, "\(pages.keys.sorted())")
        let plain = try #require(pages["c"])
        #expect(plain.contains("Plain and small.") && plain.contains("Lowercase too."))
        #expect(!plain.contains("Pointers everywhere.") && !plain.contains("Managed code."))
        for (text, name) in [("Pointers everywhere.", "C++"), ("Managed code.", "C#")] {
            let folder = try #require(pages.first { $0.value.contains(text) }?.key, "no page lists \(name)")
            #expect(folder.hasPrefix("c-") && folder != "c")
            #expect(pages[folder]?.contains(name) == true)
            // The quote's own page links there.
            let id = Self.rows.firstIndex { $0.text == text } ?? 0
            let quotePage = try String(
                contentsOf: fixture.output.appendingPathComponent("quotes/q\(id)/index.html"), encoding: .utf8)
            #expect(quotePage.contains("tags/\(folder)/index.html"), "quote page of \(name) links elsewhere")
        }
        // Speakers fold the same way: "Dennis" and "dennis" are one page.
        let speakers = try FileManager.default.contentsOfDirectory(
            atPath: fixture.output.appendingPathComponent("speakers").path)
        #expect(speakers.filter { $0.hasPrefix("dennis") } == ["dennis"])
    }

    @Test("the folders depend on the names only: rows in another order, and a new row, move none")
    func stableFolders() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.quotes(Self.rows), to: "data/quotes.json")
        try fixture.build()
        let before = try tagPages(fixture.output).mapValues { page in
            Self.rows.filter { page.contains($0.text) }.map(\.text).sorted()
        }
        try fixture.folder.write(
            Self.quotes(Self.rows.reversed() + [("Another plain one.", "Ken", ["Go"])]), to: "data/quotes.json")
        try fixture.build()
        let after = try tagPages(fixture.output).mapValues { page in
            Self.rows.filter { page.contains($0.text) }.map(\.text).sorted()
        }
        #expect(after.filter { $0.key != "go" } == before)
    }

    @Test("a renamed tag's address leads to the new tag; a dropped tag's says so and leads to the tags")
    func goneTag() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.quotes(Self.rows), to: "data/quotes.json")
        try fixture.build()
        let folder = try #require(try tagPages(fixture.output).first { $0.value.contains("Tagged “C#”") }?.key)
        let renamed = Self.rows.map { row in (row.text, row.speaker, row.tags.map { $0 == "C#" ? "CSharp" : $0 }) }
        try fixture.folder.write(Self.quotes(renamed), to: "data/quotes.json")
        try fixture.build(now: "2026-12-03T11:00:00Z")
        var pages = try tagPages(fixture.output)
        let moved = try #require(pages[folder])
        #expect(moved.contains("<h1>Tagged “C#”</h1>") && moved.contains("noindex"))
        #expect(moved.contains(#"<meta http-equiv="refresh" content="0; url=../../tags/csharp/index.html">"#))
        #expect(pages["csharp"]?.contains("Managed code.") == true)
        var record = try String(
            contentsOf: fixture.root.appendingPathComponent("data/published.json5"), encoding: .utf8)
        #expect(
            record.contains(
                #"{ path: "tags/\#(folder)", name: "C#", first: "q2", until: "2026-12-03", movedTo: "tags/csharp" },"#))

        // Dropped: the quote keeps another tag it had, which is no new name for this one.
        let dropped = renamed.map { row in (row.0, row.1, row.2 == ["CSharp"] ? ["C"] : row.2) }
        try fixture.folder.write(Self.quotes(dropped), to: "data/quotes.json")
        try fixture.build(now: "2026-12-04T11:00:00Z")
        pages = try tagPages(fixture.output)
        let gone = try #require(pages["csharp"])
        #expect(gone.contains("No quote is listed here any more") && !gone.contains("http-equiv"))
        #expect(gone.contains(#"href="../../tags/index.html">Tags</a>"#))
        // The older name led to this one, which leads nowhere now: it says so too.
        #expect(pages[folder]?.contains("No quote is listed here any more") == true)
        record = try String(contentsOf: fixture.root.appendingPathComponent("data/published.json5"), encoding: .utf8)
        #expect(record.contains(#"{ path: "tags/csharp", name: "CSharp", first: "q2", until: "2026-12-04" },"#))
    }

    @Test("every tag dropped: the tags' index stays, empty and not for search engines, where the gone tags link")
    func lastTagDropped() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.quotes(Self.rows), to: "data/quotes.json")
        try fixture.build()
        #expect(try read("tags/index.html", in: fixture.output).contains("C++"))
        try fixture.folder.write(Self.quotes(Self.rows.map { ($0.text, $0.speaker, []) }), to: "data/quotes.json")
        try fixture.build(now: "2026-12-03T11:00:00Z")
        let index = try read("tags/index.html", in: fixture.output)
        #expect(index.contains("<h1 id=\"index-heading\">Tags</h1>") && index.contains("0 tags"))
        #expect(index.contains(#"<meta name="robots" content="noindex">"#))
        #expect(try read("tags/c/index.html", in: fixture.output).contains(#"href="../../tags/index.html">Tags</a>"#))
        #expect(try !read("sitemap.xml", in: fixture.output).contains("tags/"))
        // The home page and the lists do not link an index that lists no tag.
        #expect(try !read("quotes/index.html", in: fixture.output).contains("tags/index.html"))
    }

    private func read(_ path: String, in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }
}
