import Foundation
import TestSupport
import Testing

/// A rebuild keeps the email snippets whose card and words did not change, and makes again
/// the ones whose did: a quote's text, or the interface's words.
@Suite("Email snippets on a rebuild", .serialized)
struct EmailRebuildTests {
    static let snippets = ["email/first.html", "email/second.html", "email/third.html", "email/advent-1.html"]

    /// Each snippet's file number: a file written again (atomically, by rename) gets a new one.
    static func identities(_ fixture: SiteFixture) throws -> [String: Int] {
        var identities: [String: Int] = [:]
        for path in snippets {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: fixture.output.appendingPathComponent(path).path)
            identities[path] = (attributes[.systemFileNumber] as? NSNumber)?.intValue
        }
        return identities
    }

    static func quotes(secondText: String) -> String {
        """
        [
          { id: "first", text: "The first quote.", speaker: "Ada", image: "images/sea.jpg", source: "Notes (1843)" },
          { id: "second", text: "\(secondText)", speaker: "Grace", image: "images/sea.jpg" },
          { id: "third", text: "Third.", speaker: "Alan", image: "images/sea.jpg" },
        ]
        """
    }

    @Test("kept when nothing changed; the changed quote's alone made again; every quote's for new words")
    func snippetsFollowTheirInputs() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let first = try Self.identities(fixture)
        #expect(first.count == Self.snippets.count)

        try fixture.build()
        #expect(try Self.identities(fixture) == first, "a rebuild with nothing changed wrote snippets again")

        try fixture.folder.write(Self.quotes(secondText: "A second quote, now shorter."), to: "data/quotes.json")
        try fixture.build()
        let edited = try Self.identities(fixture)
        #expect(edited["email/second.html"] != first["email/second.html"])
        for path in Self.snippets where path != "email/second.html" {
            #expect(edited[path] == first[path], "\(path) was written again for another quote's edit")
        }
        let snippet = try String(
            contentsOf: fixture.output.appendingPathComponent("email/second.html"), encoding: .utf8)
        #expect(snippet.contains("A second quote, now shorter."))

        // The site's own words for a card's description: no card changes, every quote's snippet does.
        try fixture.folder.write("{ quote: { cardAlt: \"A card: {text} {byline}\" } }", to: "i18n/en.json5")
        try fixture.build()
        let reworded = try Self.identities(fixture)
        for path in Self.snippets where path != "email/advent-1.html" {
            #expect(reworded[path] != edited[path], "\(path) kept the old words")
        }
        let third = try String(contentsOf: fixture.output.appendingPathComponent("email/third.html"), encoding: .utf8)
        #expect(third.contains("A card: Third."))
    }
}
