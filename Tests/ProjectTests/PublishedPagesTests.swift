import CivilTime
import Diagnostics
import Testing

@testable import Project

/// The record keeps every author's page the site published, with its title.
@Suite("Author's pages in the published record")
struct PublishedPagesTests {
    static func day(_ text: String) -> LocalDate { LocalDate(text) ?? LocalDate(daysSince1970: 0) }

    @Test("a page renamed moves to the new page of its title; one removed goes nowhere; one put back is live again")
    func recordPages() {
        var record = PublishedRecord()
        #expect(
            record.recordPages(["about": "About", "privacy": "Privacy"], today: Self.day("2026-12-01")) == ([], []))
        // about.md renamed about-us.md; privacy.md removed while a page of another title comes.
        let renamed = ["about-us": "About", "imprint": "Imprint"]
        #expect(record.recordPages(renamed, today: Self.day("2026-12-02")) == (["about", "privacy"], []))
        #expect(record.pages.first { $0.path == "about" }?.movedTo == "about-us")
        #expect(record.pages.first { $0.path == "privacy" }?.movedTo == nil)
        #expect(record.pages.first { $0.path == "privacy" }?.until == Self.day("2026-12-02"))
        // Said once.
        #expect(record.recordPages(renamed, today: Self.day("2026-12-03")) == ([], []))
        // Two new pages of one title: no telling which one it became.
        var twins = PublishedRecord()
        _ = twins.recordPages(["about": "About"], today: Self.day("2026-12-01"))
        _ = twins.recordPages(["about-1": "About", "about-2": "About"], today: Self.day("2026-12-02"))
        #expect(twins.pages.first { $0.path == "about" }?.movedTo == nil)
        // Put back: live, and leading nowhere.
        #expect(
            record.recordPages(["about": "About", "imprint": "Imprint"], today: Self.day("2026-12-04"))
                == (["about-us"], ["about"]))
        #expect(record.pages.first { $0.path == "about" } == .init(path: "about", title: "About"))
        #expect(record.pages.first { $0.path == "about-us" }?.movedTo == "about")
    }

    @Test("the pages read back as written; a bad one is an error at its place")
    func roundTrip() throws {
        var record = PublishedRecord(start: Self.day("2026-12-01"))
        _ = record.recordPages(["about": "About \"us\""], today: Self.day("2026-12-01"))
        _ = record.recordPages(["about-us": "About \"us\""], today: Self.day("2026-12-02"))
        let text = record.text
        #expect(text.contains(#"{ path: "about", title: "About \"us\"", until: "2026-12-02", movedTo: "about-us" },"#))
        let (read, diagnostics) = try PublishedListsTests.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read?.pages == record.pages)

        let bad = """
            {
              version: 1,
              quotes: [],
              pages: [
                { path: "About Us", title: "About" },
                { path: "faq", title: "FAQ" },
                { path: "faq", title: "FAQ" },
                { path: "help", title: "Help", movedTo: "../help" },
                { path: "contact" },
              ],
            }
            """
        let (none, errors) = try PublishedListsTests.decode(bad)
        #expect(none == nil)
        let messages = errors.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("5:") && $0.contains("About Us") })
        #expect(messages.contains { $0.hasPrefix("7:") && $0.contains("faq") })
        #expect(errors.contains { $0.severity == .note && $0.location?.line == 6 })
        #expect(messages.contains { $0.hasPrefix("8:") && $0.contains("../help") })
        #expect(messages.contains { $0.hasPrefix("9:") && $0.contains("title") })
    }
}
