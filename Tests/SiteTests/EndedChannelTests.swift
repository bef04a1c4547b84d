import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Site

/// A quote channel's calendar the site stops publishing keeps answering its subscribers.
@Suite("A quote channel turned off")
struct EndedChannelTests {
    private func settings(weekly: Bool, title: String = "Fixture") -> String {
        """
        {
          title: "\(title)",
          baseURL: "https://example.org/cal/",
          timezone: "Europe/Berlin",
          cards: { sizes: ["og"] },
          notifications: { weekly: { enabled: \(weekly) } },
        }
        """
    }

    @Test("turned off, its calendar holds one event saying so, the same at every later build; turned on, it is back")
    func weeklyTurnedOff() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(settings(weekly: true), to: "site.json")
        try fixture.build()
        let url = fixture.output.appendingPathComponent("quotes/weekly.ics")
        #expect(try String(contentsOf: url, encoding: .utf8).components(separatedBy: "BEGIN:VEVENT").count > 2)

        try fixture.folder.write(settings(weekly: false), to: "site.json")
        let off = try fixture.build(now: "2026-12-03T11:00:00Z")
        #expect(
            off.notes.contains { $0.description.contains("site.json: note: quotes/weekly.ics was published") },
            "\(off.notes)")
        let ended = try String(contentsOf: url, encoding: .utf8)
        #expect(ended.components(separatedBy: "BEGIN:VEVENT").count == 2)
        #expect(ended.contains("SUMMARY:The site no longer publishes this calendar."))
        #expect(ended.contains("DTSTART;VALUE=DATE:20261203") && ended.contains("X-WR-CALNAME:Fixture: a quote a week"))
        let later = try fixture.build(now: "2026-12-09T11:00:00Z")
        #expect(!later.notes.contains { $0.description.contains("weekly.ics") }, "\(later.notes)")
        #expect(try String(contentsOf: url, encoding: .utf8) == ended)
        // The daily channel was never turned off.
        let daily = try String(
            contentsOf: fixture.output.appendingPathComponent("quotes/daily.ics"), encoding: .utf8)
        #expect(!daily.contains("no longer publishes"))

        try fixture.folder.write(settings(weekly: true), to: "site.json")
        let back = try fixture.build(now: "2026-12-10T11:00:00Z")
        #expect(back.notes.contains { $0.description.contains("quotes/weekly.ics is back") }, "\(back.notes)")
        #expect(!(try String(contentsOf: url, encoding: .utf8)).contains("no longer publishes"))
    }

    @Test("a Hebrew title on an English site: the ended calendar keeps the name it had, its title isolated")
    func isolatedName() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(settings(weekly: true, title: "אורות"), to: "site.json")
        try fixture.build()
        let url = fixture.output.appendingPathComponent("quotes/weekly.ics")
        let unfold = { (text: String) in text.replacingOccurrences(of: "\r\n ", with: "") }
        let name = "X-WR-CALNAME:\u{2068}אורות\u{2069}: a quote a week\r\n"
        #expect(unfold(try String(contentsOf: url, encoding: .utf8)).contains(name))

        try fixture.folder.write(settings(weekly: false, title: "אורות"), to: "site.json")
        try fixture.build(now: "2026-12-03T11:00:00Z")
        let ended = unfold(try String(contentsOf: url, encoding: .utf8))
        #expect(ended.contains("SUMMARY:The site no longer publishes this calendar."))
        #expect(ended.contains(name), "\(ended)")
        // The record keeps the name as plain text, for the person who reads it.
        let record = try String(
            contentsOf: fixture.root.appendingPathComponent("data/published.json5"), encoding: .utf8)
        #expect(record.contains("אורות: a quote a week") && !record.contains("\u{2068}"))
    }
}
