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
        let lockedCard = try #require(tree.keys.first { $0.hasPrefix("cards/advent-3-og-") && !$0.contains("half") })
        var sealedMentions = 0
        for (path, data) in tree {
            // Searched as bytes: images are megabytes, and not text.
            #expect(data.range(of: Data(SiteFixture.lockedTitle.utf8)) == nil, "\(path) holds the locked title")
            #expect(data.range(of: Data(SiteFixture.lockedMessage.utf8)) == nil, "\(path) holds the locked message")
            #expect(data.range(of: Data(lockedCard.utf8)) == nil, "\(path) names the locked card")
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
}
