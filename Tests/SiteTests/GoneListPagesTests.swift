import CivilTime
import Project
import Testing

@testable import Site

/// Where a gone list's page leads: the live end of its chain of moves, or nowhere.
@Suite("Gone lists' destinations")
struct GoneListPagesTests {
    static let day = LocalDate(daysSince1970: 20_789)

    static func lists(_ lists: [PublishedRecord.List]) -> [String: PublishedRecord.List] {
        Dictionary(uniqueKeysWithValues: lists.map { ($0.path, $0) })
    }

    @Test("a list renamed twice leads to its latest name; a chain that ends at a gone list, or a circle, leads nowhere")
    func chains() {
        let twice = Self.lists([
            .init(path: "tags/a", name: "a", until: Self.day, movedTo: "tags/b"),
            .init(path: "tags/b", name: "b", until: Self.day, movedTo: "tags/c"),
            .init(path: "tags/c", name: "c"),
        ])
        #expect(GoneListPages.destination(of: "tags/a", lists: twice)?.path == "tags/c")
        #expect(GoneListPages.destination(of: "tags/b", lists: twice)?.path == "tags/c")
        #expect(GoneListPages.destination(of: "tags/c", lists: twice) == nil)

        let deadEnd = Self.lists([
            .init(path: "tags/a", name: "a", until: Self.day, movedTo: "tags/b"),
            .init(path: "tags/b", name: "b", until: Self.day),
        ])
        #expect(GoneListPages.destination(of: "tags/a", lists: deadEnd) == nil)

        // A record edited by hand can hold a circle, or a move to a list it does not name.
        let circle = Self.lists([
            .init(path: "tags/a", name: "a", until: Self.day, movedTo: "tags/b"),
            .init(path: "tags/b", name: "b", until: Self.day, movedTo: "tags/a"),
            .init(path: "tags/d", name: "d", until: Self.day, movedTo: "tags/unknown"),
        ])
        #expect(GoneListPages.destination(of: "tags/a", lists: circle) == nil)
        #expect(GoneListPages.destination(of: "tags/d", lists: circle) == nil)
    }

    @Test("an author's page renamed twice leads to its latest address; one moved to a page the record lacks, nowhere")
    func pageChains() {
        let pages = Dictionary(
            uniqueKeysWithValues: [
                PublishedRecord.Page(path: "about", title: "About", until: Self.day, movedTo: "about-us"),
                PublishedRecord.Page(path: "about-us", title: "About", until: Self.day, movedTo: "who-we-are"),
                PublishedRecord.Page(path: "who-we-are", title: "About"),
                PublishedRecord.Page(path: "faq", title: "FAQ", until: Self.day, movedTo: "questions"),
            ].map { ($0.path, $0) })
        #expect(GoneAuthorPages.destination(of: "about", pages: pages) == "who-we-are")
        #expect(GoneAuthorPages.destination(of: "faq", pages: pages) == nil)
    }
}
