import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Site

/// A published advent calendar's addresses keep answering when `data/advent.json` is removed
/// or loses doors: the pages say so, and its subscription and feed stay valid.
@Suite("A removed advent calendar")
struct GoneAdventTests {
    private func read(_ path: String, in fixture: SiteFixture) throws -> String {
        try String(contentsOf: fixture.output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("removed, the calendar's page and every door's say so, once noted; put back, they are doors again")
    func removed() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        func card(_ door: Int) -> Data? {
            try? Data(contentsOf: fixture.output.appendingPathComponent("cards/advent-\(door)/og.jpg"))
        }
        let doorCard = try #require(card(2), "door 2 is open")
        let calendar = try Data(contentsOf: fixture.root.appendingPathComponent("data/advent.json"))
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("data/advent.json"))

        let report = try fixture.build(now: "2026-12-27T11:00:00Z")
        let notes = report.notes.map(\.description)
        #expect(
            notes.contains { $0.contains("data/advent.json: note: advent/ was published, and the data has no advent") },
            "\(notes)")
        let index = try read("advent/index.html", in: fixture)
        #expect(index.contains("<h1>Test Advent</h1>") && index.contains("This calendar is no longer on the site."))
        #expect(index.contains("noindex"))
        for door in 1...5 {
            let page = try read("advent/\(door)/index.html", in: fixture)
            #expect(page.contains("<h1>Door \(door)</h1>") && page.contains("noindex"), "door \(door)")
        }
        // Nothing of a door is left to read, sealed or open.
        let tree = try SiteFixture.tree(fixture.output)
        for (path, bytes) in tree {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(SiteFixture.lockedTitle) && !text.contains("Second door"), "\(path)")
        }
        // The API's file says so too, for a client that polls it (no 404), and holds no door.
        let api = try #require(
            try JSONSerialization.jsonObject(with: tree["advent.json"] ?? Data()) as? [String: Any])
        #expect(api["title"] as? String == "Test Advent" && api["removed"] as? String == "2026-12-27")
        #expect((api["doors"] as? [Any])?.isEmpty == true && api["version"] as? Int == 1 && api["start"] == nil)
        // Its emails' cards stay, each saying the calendar is gone; the page previews it.
        for door in 1...5 {
            #expect(card(door) != nil && card(door) != doorCard, "door \(door)'s card")
            #expect(
                try read("advent/\(door)/index.html", in: fixture).contains(
                    #"<meta property="og:image" content="https://example.org/cal/cards/advent-\#(door)/og.jpg?v="#))
        }
        #expect(tree["cards/advent-2/og.avif"] == nil, "the pages' images go")
        let sitemap = try read("sitemap.xml", in: fixture)
        #expect(!sitemap.contains("advent/"))
        // The subscription: one all-day event on the day it went, dated by the record.
        let ics = try read("advent/advent.ics", in: fixture)
        #expect(ics.contains("X-WR-CALNAME:Test Advent") && ics.components(separatedBy: "BEGIN:VEVENT").count == 2)
        #expect(ics.contains("DTSTART;VALUE=DATE:20261227") && ics.contains("DTSTAMP:20261227T000000Z"))
        let feed = try read("advent/feed.xml", in: fixture)
        #expect(feed.contains("<title>Test Advent</title>") && !feed.contains("<entry"))

        // Said once; a later build writes the same subscription and feed.
        let later = try fixture.build(now: "2026-12-29T11:00:00Z")
        #expect(!later.notes.contains { $0.description.contains("advent/") }, "\(later.notes)")
        #expect(try read("advent/advent.ics", in: fixture) == ics && read("advent/feed.xml", in: fixture) == feed)
        #expect(try read("advent.json", in: fixture) == String(decoding: tree["advent.json"] ?? Data(), as: UTF8.self))

        try fixture.folder.write(calendar, to: "data/advent.json")
        let back = try fixture.build(now: "2026-12-30T11:00:00Z")
        #expect(back.notes.contains { $0.description.contains("advent/ is back") }, "\(back.notes)")
        #expect(try read("advent/2/index.html", in: fixture).contains("Second door"))
        #expect(card(2) == doorCard)
        #expect(!(try read("advent/index.html", in: fixture)).contains("no longer on the site"))
        #expect(try read("advent.json", in: fixture).contains(#""start""#))
    }

    @Test("a calendar with fewer doors: the doors it lost say so and lead to the calendar")
    func fewerDoors() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let url = fixture.root.appendingPathComponent("data/advent.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let shorter = text.replacingOccurrences(of: "days: 5,", with: "days: 3,").split(separator: "\n")
            .filter { !$0.contains("{ day: 4,") && !$0.contains("{ day: 5,") }.joined(separator: "\n")
        try fixture.folder.write(shorter, to: "data/advent.json")
        try fixture.build()
        for door in 4...5 {
            let page = try read("advent/\(door)/index.html", in: fixture)
            #expect(page.contains("<h1>Door \(door)</h1>") && page.contains("This door is no longer in the calendar."))
            #expect(page.contains(#"<a href="../../advent/index.html">Test Advent</a>"#) && page.contains("noindex"))
        }
        #expect(!(try read("advent/3/index.html", in: fixture)).contains("no longer in the calendar"))
        let record = try String(
            contentsOf: fixture.root.appendingPathComponent("data/published.json5"), encoding: .utf8)
        #expect(record.contains(#"advent: { title: "Test Advent", doors: 5 },"#))
    }
}
