import Foundation
import TestSupport
import Testing

@testable import Site

/// A change to the cards' sizes or formats keeps every card file already published: the
/// emails, link previews and snippets that show one keep working.
@Suite("Card files kept through a change of sizes or formats")
struct KeptCardFilesTests {
    static func settings(sizes: String, formats: String) -> String {
        """
        {
          title: "Fixture",
          baseURL: "https://example.org/cal/",
          timezone: "Europe/Berlin",
          cards: { sizes: \(sizes), formats: \(formats) },
        }
        """
    }

    static func quotes(first: String = "The first quote.", withFourth: Bool = false) -> String {
        var rows = [
            "{ id: \"first\", text: \"\(first)\", speaker: \"Ada\", image: \"images/sea.jpg\" }",
            "{ id: \"second\", text: \"A second quote.\", speaker: \"Grace\", image: \"images/sea.jpg\" }",
        ]
        if withFourth {
            rows.append("{ id: \"fourth\", text: \"Added later.\", speaker: \"Alan\", image: \"images/sea.jpg\" }")
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]"
    }

    private func bytes(_ path: String, in output: URL) -> Data? {
        try? Data(contentsOf: output.appendingPathComponent(path))
    }

    @Test(
        "sizes and formats changed: the old files stay for the quotes published with them, follow edits, and stop when their line goes"
    )
    func keptThroughAChange() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(
            Self.settings(sizes: #"["og", "story"]"#, formats: #"["avif", "jpg"]"#), to: "site.json")
        try fixture.folder.write(Self.quotes(), to: "data/quotes.json")
        try fixture.build()
        let published = ["cards/first/og.jpg", "cards/first/story.jpg", "cards/advent-1/og.jpg"]
        let before = published.map { bytes($0, in: fixture.output) }
        #expect(before.allSatisfy { $0 != nil })
        #expect(
            try String(contentsOf: fixture.output.appendingPathComponent("email/first.html"), encoding: .utf8)
                .contains("cards/first/og.jpg"))

        // PNG instead of JPEG, and no story size.
        try fixture.folder.write(Self.settings(sizes: #"["og"]"#, formats: #"["avif", "png"]"#), to: "site.json")
        let changed = try fixture.build(now: "2026-12-03T11:00:00Z")
        #expect(published.map { bytes($0, in: fixture.output) } == before, "the same bytes at the same addresses")
        for path in ["cards/first/og.png", "email/cards/first.jpg", "cards/advent-1/og.png"] {
            #expect(bytes(path, in: fixture.output) != nil, "\(path)")
        }
        let notes = changed.notes.map(\.description)
        for path in ["cards/<address>/og.jpg", "cards/<address>/story.jpg"] {
            #expect(notes.contains { $0.hasPrefix("site.json: note: \(path) was published") }, "\(notes)")
        }
        let record = try String(
            contentsOf: fixture.root.appendingPathComponent("data/published.json5"), encoding: .utf8)
        #expect(
            record.contains(
                #"{ path: "cards/<address>/story.jpg", format: "jpg", width: 1080, height: 1920, until: "2026-12-03" },"#
            ))

        // A typo fixed, and a quote added: the kept files show the quote as it is now, in this
        // folder and a fresh one; the quote published after the change has none of them.
        try fixture.folder.write(
            Self.quotes(first: "The first quote, fixed.", withFourth: true), to: "data/quotes.json")
        try fixture.build(now: "2026-12-04T11:00:00Z")
        let fresh = fixture.root.appendingPathComponent("fresh-output")
        try fixture.build(now: "2026-12-04T11:00:00Z", into: fresh)
        for path in ["cards/first/og.jpg", "cards/first/story.jpg"] {
            let edited = bytes(path, in: fixture.output)
            #expect(edited != nil && edited != before[published.firstIndex(of: path)!], "\(path) shows the edit")
            #expect(bytes(path, in: fresh) == edited, "\(path) in a fresh output folder")
        }
        for output in [fixture.output, fresh] {
            #expect(bytes("cards/second/og.jpg", in: output) != nil && bytes("cards/fourth/og.png", in: output) != nil)
            for path in ["cards/fourth/og.jpg", "cards/fourth/story.jpg"] {
                #expect(bytes(path, in: output) == nil, "\(path): never published")
            }
        }

        // Its line deleted from the record: the story cards stop; the rest stays.
        let recordURL = fixture.root.appendingPathComponent("data/published.json5")
        let lines = try String(contentsOf: recordURL, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        try lines.filter { !$0.contains("story.jpg") }.joined(separator: "\n").write(
            to: recordURL, atomically: true, encoding: .utf8)
        try fixture.build(now: "2026-12-05T11:00:00Z")
        #expect(bytes("cards/first/story.jpg", in: fixture.output) == nil)
        #expect(bytes("cards/first/og.jpg", in: fixture.output) != nil)
    }

    @Test("a removed quote's card files say so, a moved one's are its card, the same from a fresh output folder")
    func removedAndMoved() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.settings(sizes: #"["og"]"#, formats: #"["avif", "png"]"#), to: "site.json")
        try fixture.folder.write(Self.quotes(), to: "data/quotes.json")
        try fixture.build()
        let shared = ["cards/first/og.png", "email/cards/first.jpg"]
        let before = shared.map { bytes($0, in: fixture.output) }
        #expect(before.allSatisfy { $0 != nil })

        // "first" removed, "second" given a new id.
        try fixture.folder.write(
            """
            [{ id: "second-quote", text: "A second quote.", speaker: "Grace", image: "images/sea.jpg" }]
            """, to: "data/quotes.json")
        try fixture.build(now: "2026-12-03T11:00:00Z")
        let fresh = fixture.root.appendingPathComponent("fresh-output")
        try fixture.build(now: "2026-12-03T11:00:00Z", into: fresh)
        for output in [fixture.output, fresh] {
            for (path, old) in zip(shared, before) {
                let now = bytes(path, in: output)
                #expect(now != nil && now != old, "\(path) says the quote was removed")
            }
            #expect(bytes("cards/first/og.avif", in: output) == nil, "the pages' images go with the pages")
            let gone = String(decoding: bytes("quotes/first/index.html", in: output) ?? Data(), as: UTF8.self)
            #expect(
                gone.contains(#"<meta property="og:image" content="https://example.org/cal/cards/first/og.png?v="#),
                "the page gives link previews the card that says so")
            for path in ["cards/<address>/og.png", "email/cards/<address>.jpg"] {
                let moved = bytes(path.replacing("<address>", with: "second"), in: output)
                #expect(moved != nil && moved == bytes(path.replacing("<address>", with: "second-quote"), in: output))
            }
        }
        for path in shared + ["cards/second/og.png"] {
            #expect(bytes(path, in: fresh) == bytes(path, in: fixture.output), "\(path)")
        }
    }

    @Test("a locked door's preview card stays once the door opens, and its page previews the door's card")
    func lockedPreviewStays() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let locked = try #require(bytes("cards/advent-3-locked.jpg", in: fixture.output), "door 3 is locked")
        try fixture.build(now: "2026-12-03T11:00:00Z")
        #expect(bytes("cards/advent-3-locked.jpg", in: fixture.output) == locked)
        let page = String(decoding: bytes("advent/3/index.html", in: fixture.output) ?? Data(), as: UTF8.self)
        #expect(page.contains(#"<meta property="og:image" content="https://example.org/cal/cards/advent-3/og.jpg?v="#))
        let fresh = fixture.root.appendingPathComponent("fresh-output")
        try fixture.build(now: "2026-12-03T11:00:00Z", into: fresh)
        #expect(bytes("cards/advent-3-locked.jpg", in: fresh) == locked)
    }
}
