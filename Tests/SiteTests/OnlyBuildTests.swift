import Foundation
import Project
import Site
import TestSupport
import Testing

/// `draper build --only`: the named quotes' cards are rendered, the others' are left as they
/// are — but a card a page links to is never left missing.
@Suite("Builds of only some quotes' cards")
struct OnlyBuildTests {
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    private static func build(_ fixture: SiteFixture, only: Set<String>? = nil, into output: URL? = nil) throws
        -> BuildReport
    {
        try SiteBuilder(project: fixture.project(), options: BuildOptions(now: now, jobs: 2, only: only))
            .build(into: output ?? fixture.output)
    }

    /// The card files under `output`, with their bytes.
    private static func cards(_ output: URL) throws -> [String: Data] {
        try SiteFixture.tree(output).filter { $0.key.hasPrefix("cards/") && !$0.key.hasSuffix(".html") }
    }

    @Test("into an empty folder, every quote's cards are rendered: no page links to a missing card")
    func freshOutputGetsEveryCard() throws {
        let fixture = try SiteFixture()
        let report = try Self.build(fixture, only: ["first"])
        let everything = fixture.folder.appending("everything")
        try Self.build(fixture, into: everything)

        let cards = try Self.cards(fixture.output)
        #expect(cards.keys.contains { $0.hasPrefix("cards/second/") })
        #expect(Set(cards.keys) == Set(try Self.cards(everything).keys))
        #expect(report.cardsUnchanged == 0)
    }

    @Test("another quote's changed card stays as it was; its missing card is rendered again")
    func otherQuotesKeepTheirCardsUnlessMissing() throws {
        let fixture = try SiteFixture()
        try Self.build(fixture)
        let before = try Self.cards(fixture.output)
        let secondCard = try #require(before.keys.first { $0.hasPrefix("cards/second/") })
        let thirdCard = try #require(before.keys.first { $0.hasPrefix("cards/third/") })

        try fixture.folder.write(
            EmailRebuildTests.quotes(secondText: "An edited second quote."), to: "data/quotes.json")
        try FileManager.default.removeItem(at: fixture.output.appendingPathComponent(thirdCard))
        let report = try Self.build(fixture, only: ["first"])

        let after = try Self.cards(fixture.output)
        #expect(after[secondCard] == before[secondCard], "--only rendered another quote's card")
        #expect(after[thirdCard] == before[thirdCard], "a missing card was not rendered again")
        #expect(report.cardsRendered > 0)

        // The next full build renders the edited quote's card: what --only kept is recorded as it was.
        try Self.build(fixture)
        #expect(try Self.cards(fixture.output)[secondCard] != before[secondCard])
    }
}
