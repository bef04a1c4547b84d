import Foundation
import TestSupport
import Testing

@testable import Site

/// Lines of plain text (titles, feed entries, calendar events) isolate each value of the
/// data that runs against the site's language, and leave the others as they are.
@Suite("Values isolated in plain-text lines")
struct PlainTextDirectionTests {
    static let fsi = "\u{2068}", pdi = "\u{2069}"

    /// A two-door calendar called `title`, its first door `firstDoor`, counting down to `target`.
    static func calendar(title: String, firstDoor: String, target: String = "Christmas") -> String {
        """
        {
          title: "\(title)",
          target: "\(target)",
          start: "2026-12-01",
          days: 2,
          timezone: "Europe/Berlin",
          entries: [
            { day: 1, title: "\(firstDoor)", message: "Light a candle." },
            { day: 2, title: "Second door", message: "Day two." },
          ],
        }
        """
    }

    @Test("a Hebrew quote on an English site is isolated in every plain-text line; an English one is not touched")
    func isolatedAgainstTheSite() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(
            """
            [
              { id: "hillel", text: "אם לא עכשיו, אימתי?", speaker: "הלל הזקן", lang: "he", image: "images/sea.jpg" },
              { id: "ada", text: "That brain of mine is more than merely mortal.", speaker: "Ada", image: "images/sea.jpg" },
            ]
            """, to: "data/quotes.json")
        try fixture.build()
        func read(_ path: String) throws -> String {
            try String(contentsOf: fixture.output.appendingPathComponent(path), encoding: .utf8)
        }
        let (fsi, pdi) = (Self.fsi, Self.pdi)
        let hebrew = try read("quotes/hillel/index.html")
        #expect(hebrew.contains("<title>“\(fsi)אם לא עכשיו, אימתי?\(pdi)” — \(fsi)הלל הזקן\(pdi) · Fixture</title>"))
        #expect(hebrew.contains(#"content="\#(fsi)הלל הזקן\#(pdi): “\#(fsi)אם לא עכשיו, אימתי?\#(pdi)”""#))
        let feed = try read("feed.xml")
        #expect(feed.contains("<title>\(fsi)הלל הזקן\(pdi): “\(fsi)אם לא עכשיו, אימתי?\(pdi)”</title>"))
        #expect(feed.contains("<title>Ada: “That brain of mine is more than merely mortal.”</title>"))
        let english = try read("quotes/ada/index.html")
        #expect(!english.contains(fsi) && !english.contains(pdi))
        // RFC 5545 folds long lines: unfolded, the event's summary.
        let calendar = try read("quotes/daily.ics").replacingOccurrences(of: "\r\n ", with: "")
        #expect(calendar.contains("SUMMARY:\(fsi)הלל הזקן\(pdi): “\(fsi)אם לא עכשיו\\, אימתי?\(pdi)”"))
    }

    @Test("a Hebrew door title on an English site is isolated in the calendar's events and feed")
    func doorTitle() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(Self.calendar(title: "Lights", firstDoor: "חנוכה!"), to: "data/advent.json")
        try fixture.build()
        let (fsi, pdi) = (Self.fsi, Self.pdi)
        let calendar = try String(
            contentsOf: fixture.output.appendingPathComponent("advent/advent.ics"), encoding: .utf8
        ).replacingOccurrences(of: "\r\n ", with: "")
        #expect(calendar.contains("SUMMARY:Door 1: \(fsi)חנוכה!\(pdi)"))
        #expect(calendar.contains("SUMMARY:Door 2: Second door"))
        let feed = try String(contentsOf: fixture.output.appendingPathComponent("advent/feed.xml"), encoding: .utf8)
        #expect(feed.contains("\(fsi)חנוכה!\(pdi)</title>"))
    }

    @Test("a Hebrew tag, calendar title and countdown target on an English site are isolated in the pages' messages")
    func pageMessages() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(
            """
            [
              { id: "hillel", text: "אם לא עכשיו, אימתי?", speaker: "הלל הזקן", lang: "he", tags: ["חכמה!"], image: "images/sea.jpg" },
              { id: "ada", text: "That brain of mine is more than merely mortal.", speaker: "Ada", tags: ["wit"], image: "images/sea.jpg" },
            ]
            """, to: "data/quotes.json")
        try fixture.folder.write(
            Self.calendar(title: "אורות!", firstDoor: "First door", target: "חנוכה"), to: "data/advent.json")
        try fixture.build()
        let (fsi, pdi) = (Self.fsi, Self.pdi)
        let tree = try SiteFixture.tree(fixture.output)
        let tagPages = tree.filter {
            $0.key.hasPrefix("tags/") && $0.key.hasSuffix("/index.html") && $0.key != "tags/index.html"
        }
        .mapValues { String(decoding: $0, as: UTF8.self) }
        let hebrewTag = tagPages.values.filter { $0.contains("חכמה!") }
        #expect(hebrewTag.count == 1)
        // In the heading and the title: its "!" stays at the end of the Hebrew, inside the quotation marks.
        #expect(hebrewTag.first?.contains(">Tagged “\(fsi)חכמה!\(pdi)”</h1>") == true, "\(hebrewTag.first ?? "")")
        #expect(hebrewTag.first?.contains("<title>Tagged “\(fsi)חכמה!\(pdi)” · Fixture</title>") == true)
        let wit = tagPages.values.filter { $0.contains("Tagged “wit”") }
        #expect(wit.count == 1 && wit.allSatisfy { !$0.contains(fsi) })
        let follow = String(decoding: tree["follow.html"] ?? Data(), as: UTF8.self)
        #expect(follow.contains("Reminders for \(fsi)אורות!\(pdi)"), "\(follow)")
        #expect(follow.contains("Follow \(fsi)אורות!\(pdi)"))
        #expect(!follow.contains("Reminders for אורות"))
        // The countdown's target too, as the page says it and as its script fills it in each day.
        let calendar = String(decoding: tree["advent/index.html"] ?? Data(), as: UTF8.self)
        #expect(calendar.contains("left to \(fsi)חנוכה\(pdi)!"), "\(calendar)")
        #expect(!calendar.contains("left to חנוכה"))
        #expect(calendar.contains("&quot;target&quot;:&quot;\(fsi)חנוכה\(pdi)&quot;"))
    }
}
