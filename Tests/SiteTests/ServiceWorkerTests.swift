import Foundation
import Project
import Site
import TestSupport
import Testing

/// The service worker Draper writes: what it precaches, the build it names, and what
/// `notifications.json` may tell it. (The browser tests run it.)
@Suite("Service worker and notification schedule", .serialized)
struct ServiceWorkerTests {
    /// The `BUILD` object at the top of `sw.js`.
    static func build(in output: URL) throws -> [String: Any] {
        let script = try String(contentsOf: output.appendingPathComponent("sw.js"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("const BUILD = ") })
        let json = line.dropFirst("const BUILD = ".count).dropLast()
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("the shell is precached, never a door, a quote page or a card")
    func precache() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let build = try Self.build(in: fixture.output)
        let precache = try #require(build["precache"] as? [String])
        #expect(Set(precache.prefix(3)) == ["index.html", "offline.html", "advent/index.html"])
        #expect(precache.contains { $0.hasPrefix("assets/draper-") && $0.hasSuffix(".css") })
        #expect(precache.contains { $0.hasPrefix("assets/fonts/card-700-") })
        #expect(precache.contains("manifest.webmanifest"))
        #expect(!precache.contains { $0.hasPrefix("advent/") && $0 != "advent/index.html" })
        #expect(!precache.contains { $0.hasPrefix("cards/") || $0.hasPrefix("quotes/") })
        for path in precache {
            #expect(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent(path).path), "\(path)")
        }
        // Every page registers it from its own depth.
        let door = try String(
            contentsOf: fixture.output.appendingPathComponent("advent/3/index.html"), encoding: .utf8)
        #expect(door.contains(" data-service-worker=\"../../sw.js\""))
    }

    @Test("the worker names the build: the same for the same inputs, new when anything changes")
    func version() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let first = try #require(try Self.build(in: fixture.output)["version"] as? String)
        try fixture.build()
        #expect(try Self.build(in: fixture.output)["version"] as? String == first)
        let quotes = fixture.root.appendingPathComponent("data/quotes.json")
        let text = try String(contentsOf: quotes, encoding: .utf8)
        try text.replacingOccurrences(of: "Third.", with: "Third, and changed.").write(
            to: quotes, atomically: true, encoding: .utf8)
        try fixture.build()
        let changed = try #require(try Self.build(in: fixture.output)["version"] as? String)
        #expect(changed != first)
        #expect(changed.count == 16)
    }

    @Test("a preview build has no worker, and removes the one an earlier build wrote")
    func preview() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        #expect(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("sw.js").path))
        try fixture.build(reveal: .all)
        for path in ["sw.js", "offline.html", "notifications.json"] {
            #expect(
                !FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent(path).path), "\(path)")
        }
        let home = try String(contentsOf: fixture.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!home.contains("data-service-worker") && !home.contains("data-notifications"))
    }

    @Test("notifications: the channels' quotes as their calendars choose them, reminders that name only their door")
    func schedule() throws {
        let fixture = try SiteFixture()
        try fixture.build()
        let data = try Data(contentsOf: fixture.output.appendingPathComponent("notifications.json"))
        let text = String(decoding: data, as: UTF8.self)
        let schedule = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[String: String]]])
        // From the day before the build (2 December in Berlin) for the 60 days of the calendar.
        let daily = try #require(schedule["daily"])
        #expect(daily.count == 61)
        #expect(daily.first?["id"] == "daily-2026-12-01")
        let today = try #require(daily.first { $0["id"] == "daily-2026-12-02" })
        // 09:00 in Berlin, the default time, is 08:00 UTC in winter.
        #expect(today["at"] == "2026-12-02T08:00:00Z")
        // The daily calendar's event of that day has the same quote.
        let calendar = try String(
            contentsOf: fixture.output.appendingPathComponent("quotes/daily.ics"), encoding: .utf8)
        let quoteURL = try #require(today["url"]).replacingOccurrences(of: "index.html", with: "")
        let event = try #require(
            calendar.components(separatedBy: "BEGIN:VEVENT").first {
                $0.contains("DTSTART;TZID=Europe/Berlin:20261202")
            })
        #expect(event.contains("URL:https://example.org/cal/\(quoteURL)"))
        #expect(try #require(schedule["weekly"]).count == 27)
        // Five doors, each reminded at 21:00 on its date, linking to its page.
        let advent = try #require(schedule["advent"])
        #expect(advent.map { $0["url"] } == (1...5).map { "advent/\($0)/index.html" })
        // The calendar counts down to its last door, as its calendar alarms do.
        #expect(advent[2]["body"] == "2 days left to Christmas! Door 3 is open.")
        #expect(!text.contains(SiteFixture.lockedTitle) && !text.contains(SiteFixture.lockedMessage))
        #expect(!text.contains(SiteFixture.unlockedTitle))
    }
}
