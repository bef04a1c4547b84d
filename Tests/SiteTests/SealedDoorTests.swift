import Foundation
import Testing

@testable import Site

/// What `client` mode gives away about a locked door, exactly as SECURITY.md says: its text
/// is nowhere in clear, and its card's file name only inside the sealed content (and in
/// Draper's own manifest).
@Suite("Sealed doors in client mode")
struct SealedDoorTests {
    @Test func lockedDoorIsNowhereInClear() throws {
        let fixture = try SiteFixture(reveal: "client")
        try fixture.build()
        let tree = try SiteFixture.tree(fixture.output)
        // A sealed door's card is at an address no one can guess; nothing but its sealed page names it.
        #expect(!tree.keys.contains { $0.hasPrefix("cards/advent-3/") })
        let sealedCards = tree.keys.filter { $0.hasPrefix("cards/sealed/") }
        #expect(sealedCards.count == 3 * 3, "three sealed doors, a JPEG and two AVIF widths each")
        var sealedMentions = 0
        for (path, data) in tree {
            // Searched as bytes: images are megabytes, and not text.
            #expect(data.range(of: Data(SiteFixture.lockedTitle.utf8)) == nil, "\(path) holds the locked title")
            #expect(data.range(of: Data(SiteFixture.lockedMessage.utf8)) == nil, "\(path) holds the locked message")
            for card in sealedCards {
                #expect(data.range(of: Data(card.utf8)) == nil, "\(path) names the sealed card \(card)")
            }
            guard path.hasSuffix(".html") else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for tag in HTMLScanner.startTags(text) where tag.name == "template" {
                guard let sealed = tag.attribute("data-sealed"), let key = tag.attribute("data-key"),
                    let opened = Seal.unseal(sealed, key: key)
                else { continue }
                if opened.contains(SiteFixture.lockedTitle) { sealedMentions += 1 }
            }
        }
        // The door's own page and its face on the calendar page.
        #expect(sealedMentions == 2)
    }

    @Test("a door's card moves from its unguessable address to its permanent one when the door opens")
    func sealedCardMovesWhenOpen() throws {
        let fixture = try SiteFixture(reveal: "client")
        try fixture.build(now: "2026-12-02T11:00:00Z")
        let before = try SiteFixture.tree(fixture.output)
        #expect(before["cards/advent-3/og.jpg"] == nil)
        let sealed = Set(before.keys.filter { $0.hasPrefix("cards/sealed/") })
        try fixture.build(now: "2026-12-03T11:00:00Z")
        let after = try SiteFixture.tree(fixture.output)
        #expect(after["cards/advent-3/og.jpg"] != nil)
        #expect(after.keys.filter { $0.hasPrefix("cards/sealed/") }.count == 2 * 3)
        #expect(Set(after.keys).isDisjoint(with: sealed.subtracting(after.keys)))
    }
}
