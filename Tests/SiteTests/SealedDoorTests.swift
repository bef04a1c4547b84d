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
        // Three sealed doors, and the two open ones at the addresses a build before their date
        // gave them: a JPEG and three AVIF widths each.
        #expect(sealedCards.count == 5 * 4)
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

    @Test("a card address a sealed page handed out serves the same card after the door opens, build after build")
    func sealedCardAddressOutlivesOpening() throws {
        let fixture = try SiteFixture(reveal: "client")
        try fixture.build(now: "2026-12-02T11:00:00Z")
        let sealed = try Self.sealedCards(onPage: "advent/3/index.html", in: fixture.output)
        #expect(sealed.count == 4, "a JPEG and three AVIF widths: \(sealed)")
        let handedOut = try SiteFixture.tree(fixture.output).filter { sealed.contains($0.key) }
        #expect(handedOut.count == sealed.count)
        for now in ["2026-12-03T11:00:00Z", "2026-12-04T11:00:00Z"] {
            try fixture.build(now: now)
            let after = try SiteFixture.tree(fixture.output)
            #expect(after["cards/advent-3/og.jpg"] != nil, "door 3 is open at its permanent address")
            for (path, bytes) in handedOut.sorted(by: { $0.key < $1.key }) {
                #expect(after[path] == bytes, "\(path) after the build at \(now)")
            }
        }
    }

    /// The cards named inside the sealed templates of a page: what a visitor who opened the
    /// door in the browser could download, share or keep.
    static func sealedCards(onPage page: String, in output: URL) throws -> Set<String> {
        let text = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
        var cards: Set<String> = []
        for tag in HTMLScanner.startTags(text) where tag.name == "template" {
            guard let sealed = tag.attribute("data-sealed"), let key = tag.attribute("data-key"),
                let opened = Seal.unseal(sealed, key: key)
            else { continue }
            for match in opened.matches(of: /cards\/sealed\/[0-9a-f]{20}\.[a-z]+/) { cards.insert(String(match.0)) }
        }
        return cards
    }
}
