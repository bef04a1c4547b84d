import Foundation
import TestSupport
import Testing

@testable import Site

/// A page of a list that got shorter keeps its address: past the list's new end, it leads to
/// the list's last page, in the same output folder and in a fresh one.
@Suite("Pages past the end of a shorter list")
struct ShortenedListPagesTests {
    /// `count` quotes, six a page: the first eight are Ada's, the rest Grace's.
    static func quotes(_ numbers: [Int], ada: String = "Ada") -> String {
        let rows = numbers.map { number in
            "{ id: \"q\(number)\", text: \"Quote number \(number).\", speaker: \"\(number <= 8 ? ada : "Grace")\", image: \"images/sea.jpg\" }"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]"
    }

    static let settings = """
        {
          title: "Fixture",
          baseURL: "https://example.org/cal/",
          timezone: "Europe/Berlin",
          cards: { sizes: ["og"] },
          publishing: { pageSize: 6 },
        }
        """

    private func read(_ path: String, in output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String, in output: URL) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    @Test("quotes removed: the pages past the end lead to the last; again from a fresh clone; back when it grows")
    func shortened() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.settings, to: "site.json")
        try fixture.folder.write(Self.quotes(Array(1...14)), to: "data/quotes.json")
        try fixture.build()
        #expect(
            exists("quotes/index-3.html", in: fixture.output) && exists("speakers/ada/index-2.html", in: fixture.output)
        )

        // Eight removed from the middle: every quote fits one page, and Ada's list too.
        try fixture.folder.write(Self.quotes([1, 2, 11, 12, 13, 14]), to: "data/quotes.json")
        try fixture.build(now: "2026-12-03T11:00:00Z")
        let fresh = fixture.root.appendingPathComponent("fresh-output")
        try fixture.build(now: "2026-12-03T11:00:00Z", into: fresh)
        for output in [fixture.output, fresh] {
            for (path, target) in [
                ("quotes/index-2.html", "../quotes/index.html"), ("quotes/index-3.html", "../quotes/index.html"),
                ("speakers/ada/index-2.html", "../../speakers/ada/index.html"),
            ] {
                let page = try read(path, in: output)
                #expect(page.contains(#"<meta http-equiv="refresh" content="0; url=\#(target)">"#), "\(path)")
                #expect(page.contains("This list is shorter now") && page.contains("noindex"), "\(path)")
                #expect(!page.contains("Quote number"), "\(path) lists quotes")
            }
            #expect(!exists("quotes/index-4.html", in: output) && !exists("speakers/grace/index-2.html", in: output))
            let sitemap = try read("sitemap.xml", in: output)
            #expect(!sitemap.contains("index-2.html") && !sitemap.contains("index-3.html"))
        }
        #expect(try read("speakers/ada/index.html", in: fixture.output).contains("Quote number 2."))

        // Ada renamed: her old list's every page leads to the new list, which has one.
        try fixture.folder.write(Self.quotes([1, 2, 11, 12, 13, 14], ada: "Ada L."), to: "data/quotes.json")
        try fixture.build(now: "2026-12-04T11:00:00Z")
        for path in ["speakers/ada/index.html", "speakers/ada/index-2.html"] {
            let page = try read(path, in: fixture.output)
            #expect(
                page.contains(#"<meta http-equiv="refresh" content="0; url=../../speakers/ada-l/index.html">"#),
                "\(path)")
        }

        // The quotes back: the pages are the list's own again.
        try fixture.folder.write(Self.quotes(Array(1...14)), to: "data/quotes.json")
        try fixture.build(now: "2026-12-05T11:00:00Z")
        let third = try read("quotes/index-3.html", in: fixture.output)
        #expect(third.contains("Quote number 13.") && !third.contains("http-equiv"))
        #expect(try read("speakers/ada/index-2.html", in: fixture.output).contains("Quote number 7."))
    }
}
