import Diagnostics
import Testing

@testable import Project

/// The record keeps the most pages each paginated list has had.
@Suite("List pages in the published record")
struct PublishedListPagesTests {
    @Test("a list keeps the most pages it has had; a list of one page and an unknown folder are not recorded")
    func recordListPages() {
        var record = PublishedRecord()
        record.recordListPages([
            "quotes": 3, "speakers/ada": 2, "tags/work": 1, "../etc": 4, "assets": 2, "quotes.json": 2,
        ])
        #expect(
            record.listPages == [
                .init(path: "quotes", pages: 3), .init(path: "quotes.json", pages: 2),
                .init(path: "speakers/ada", pages: 2),
            ])
        let before = record
        record.recordListPages(["quotes": 1, "speakers/ada": 2])
        #expect(record == before, "a list that got shorter keeps its most pages")
        record.recordListPages(["quotes": 4, "cards": 2])
        #expect(record.mostPages(of: "quotes") == 4)
        #expect(record.mostPages(of: "cards") == 2)
        #expect(record.mostPages(of: "tags/work") == 1)
        #expect(record.listPages.map(\.path) == ["cards", "quotes", "quotes.json", "speakers/ada"])
    }

    @Test("the list pages read back as written; a bad path or count is an error at its place")
    func roundTrip() throws {
        var record = PublishedRecord()
        record.recordListPages(["quotes": 3, "tags/work": 2])
        let text = record.text
        #expect(text.contains(#"{ path: "quotes", pages: 3 },"#) && text.contains(#"{ path: "tags/work", pages: 2 },"#))
        let (read, diagnostics) = try PublishedListsTests.decode(text)
        #expect(diagnostics.isEmpty)
        #expect(read?.listPages == record.listPages)

        let bad = """
            {
              version: 1,
              quotes: [],
              listPages: [
                { path: "assets", pages: 2 },
                { path: "quotes", pages: 1 },
                { path: "quotes", pages: 3 },
              ],
            }
            """
        let (none, errors) = try PublishedListsTests.decode(bad)
        #expect(none == nil)
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 5 && $0.message.contains("assets") })
        #expect(errors.contains { $0.severity == .error && $0.location?.line == 6 && $0.message.contains("pages") })
    }
}
