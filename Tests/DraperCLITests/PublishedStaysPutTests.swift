import Foundation
import TestSupport
import Testing

/// Day two: what a publisher published stays where it was — addresses through edits and
/// other rows coming and going, the quote of each day through sorting and new rows — and what
/// goes away says so.
@Suite("What was published stays put")
struct PublishedStaysPutTests {
    static let rows = [
        ("If you don't like what is being said, change the conversation.", "Don Draper"),
        ("Make it simple, but significant.", "Don Draper"),
        ("People tell you who they are, but we ignore it.", "Don Draper"),
        ("Life is so much better when you have a dream.", "Peggy Olson"),
        ("I'm not a fan of change.", "Roger Sterling"),
        ("When a man walks into a room, he brings his whole life with him.", "Roger Sterling"),
        ("Nobody knows what they want.", "Betty Draper"),
        ("I have a life, and it only goes in one direction: forward.", "Don Draper"),
        ("The day you sign a contract is the day you start losing it.", "Roger Sterling"),
        ("You are the product. You feeling something. That's what sells.", "Don Draper"),
    ]

    /// A project whose quotes have no `id` (as a spreadsheet export has none).
    static func project(_ rows: [(String, String)]) throws -> FixtureProject {
        let project = try FixtureProject()
        try write(rows, to: project)
        return project
    }

    static func write(_ rows: [(String, String)], to project: FixtureProject) throws {
        try write(rows, root: project.root)
    }

    static func write(_ rows: [(String, String)], root: URL) throws {
        let lines = rows.map { text, speaker in "\"\(text.replacingOccurrences(of: "\"", with: "\"\""))\",\(speaker)" }
        try Data(("text,speaker\n" + lines.joined(separator: "\n") + "\n").utf8)
            .write(to: root.appendingPathComponent("data/quotes.csv"))
        try? FileManager.default.removeItem(at: root.appendingPathComponent("data/quotes.json"))
    }

    static func build(_ root: URL, now: String = "2026-12-02T11:00:00Z") throws -> DraperProcess.Result {
        let result = try DraperProcess.run(["build", root.path, "--now", now])
        #expect(result.status == 0, "\(result.standardError)")
        return result
    }

    /// The address of the page that shows `text`, by reading every quote page.
    static func address(of text: String, in output: URL) throws -> String? {
        let quotes = output.appendingPathComponent("quotes")
        for folder in try FileManager.default.contentsOfDirectory(atPath: quotes.path).sorted() {
            let page = quotes.appendingPathComponent(folder).appendingPathComponent("index.html")
            guard let html = try? String(contentsOf: page, encoding: .utf8) else { continue }
            if html.contains(text.replacingOccurrences(of: "'", with: "&#39;")) { return folder }
        }
        return nil
    }

    @Test("a typo fixed keeps the quote's page and card addresses, also in a fresh clone of the project")
    func typoKeepsAddress() throws {
        let project = try Self.project(Self.rows)
        _ = try Self.build(project.root)
        let original = try #require(try Self.address(of: "Make it simple, but significant.", in: project.output))
        let card = project.output.appendingPathComponent("cards/\(original)/og.jpg")
        #expect(FileManager.default.fileExists(atPath: card.path))

        // A fresh clone: the data and the record the author commits, no output, no .draper/.
        let clone = try TemporaryDirectory("draper-clone")
        for file in ["site.json", "data/quotes.csv", "data/published.json5", "data/advent.json", "images/sea.jpg"] {
            try clone.write(try Data(contentsOf: project.folder.appending(file)), to: file)
        }
        var edited = Self.rows
        edited[1].0 = "Make it simple but significant!"
        edited.remove(at: 6)
        for root in [project.root, clone.url] {
            try Self.write(edited, root: root)
            let result = try Self.build(root)
            let output = root.appendingPathComponent("output")
            #expect(try Self.address(of: "Make it simple but significant!", in: output) == original, "\(root.path)")
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent("cards/\(original)/og.jpg").path))
            #expect(!result.standardError.contains("quotes/\(original)/"), "\(result.standardError)")
        }
    }

    @Test(
        "a deleted quote's address says it was removed, a changed id's leads to the new one, and the build says so once"
    )
    func goneAddresses() throws {
        let project = try Self.project(Self.rows)
        _ = try Self.build(project.root)
        let removed = try #require(try Self.address(of: "Nobody knows what they want.", in: project.output))
        let moving = try #require(try Self.address(of: "I&#39;m not a fan of change.", in: project.output))
        func card(_ address: String) -> Data? {
            try? Data(contentsOf: project.output.appendingPathComponent("cards/\(address)/og.jpg"))
        }
        let removedCard = try #require(card(removed))

        var rows = Self.rows
        rows.remove(at: 6)
        try Self.write(rows, to: project)
        // The moved quote gets an id of its own.
        let csv = try String(contentsOf: project.folder.appending("data/quotes.csv"), encoding: .utf8)
        let withIDs = csv.split(separator: "\n").enumerated().map { index, line in
            index == 0 ? "id,\(line)" : (line.contains("fan of change") ? "roger-on-change,\(line)" : ",\(line)")
        }
        try project.folder.write(withIDs.joined(separator: "\n") + "\n", to: "data/quotes.csv")
        let result = try Self.build(project.root, now: "2026-12-03T11:00:00Z")
        #expect(result.standardError.contains("quotes/\(removed)/ was published"), "\(result.standardError)")
        #expect(
            result.standardError.contains("quotes/\(moving)/ moved to quotes/roger-on-change/"),
            "\(result.standardError)")

        let gone = try String(
            contentsOf: project.output.appendingPathComponent("quotes/\(removed)/index.html"), encoding: .utf8)
        #expect(gone.contains("This quote was removed") && gone.contains("noindex"))
        let moved = try String(
            contentsOf: project.output.appendingPathComponent("quotes/\(moving)/index.html"), encoding: .utf8)
        #expect(
            moved.contains(#"<meta http-equiv="refresh" content="0; url=../../quotes/roger-on-change/index.html">"#))
        #expect(try Self.address(of: "I&#39;m not a fan of change.", in: project.output) == "roger-on-change")
        // The card files emails and previews show stay: the removed quote's says it was removed,
        // the moved quote's is its card.
        let removedNow = try #require(card(removed), "cards/\(removed)/og.jpg went")
        #expect(removedNow != removedCard)
        #expect(card(moving) != nil && card(moving) == card("roger-on-change"))
        #expect(
            !FileManager.default.fileExists(
                atPath: project.output.appendingPathComponent("cards/\(removed)/og.avif").path))

        // Said once: the next build has nothing new to say.
        let again = try Self.build(project.root, now: "2026-12-03T11:00:00Z")
        #expect(!again.standardError.contains("note:"), "\(again.standardError)")
    }

    @Test("a speaker's list whose name is spelled another way leads to the new one, once said, also in a fresh clone")
    func goneLists() throws {
        let project = try Self.project(Self.rows)
        _ = try Self.build(project.root)
        let page = "speakers/betty-draper/index.html"
        #expect(
            try String(contentsOf: project.output.appendingPathComponent(page), encoding: .utf8).contains(
                "Nobody knows"))

        // A fresh clone: the data and the record the author commits, no output, no .draper/.
        let clone = try TemporaryDirectory("draper-clone")
        for file in ["site.json", "data/quotes.csv", "data/published.json5", "data/advent.json", "images/sea.jpg"] {
            try clone.write(try Data(contentsOf: project.folder.appending(file)), to: file)
        }
        let renamed = Self.rows.map { ($0.0, $0.1 == "Betty Draper" ? "Betty Francis" : $0.1) }
        for root in [project.root, clone.url] {
            try Self.write(renamed, root: root)
            let result = try Self.build(root, now: "2026-12-03T11:00:00Z")
            #expect(
                result.standardError.contains(
                    "speakers/betty-draper/ was published, and its quotes are listed at speakers/betty-francis/ now"),
                "\(result.standardError)")
            let output = root.appendingPathComponent("output")
            let gone = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            #expect(
                gone.contains("<h1>Betty Draper</h1>")
                    && gone.contains("Its quotes are listed under “Betty Francis” now"))
            #expect(
                gone.contains(#"<meta http-equiv="refresh" content="0; url=../../speakers/betty-francis/index.html">"#))
            #expect(gone.contains(">Go to the list</a>"))
            #expect(gone.contains("noindex") && gone.contains(#"href="../../speakers/index.html""#))
            #expect(!gone.contains("Nobody knows"))
            let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
            #expect(!sitemap.contains("speakers/betty-draper/") && sitemap.contains("speakers/betty-francis/"))
            // Said once.
            let again = try Self.build(root, now: "2026-12-03T11:00:00Z")
            #expect(!again.standardError.contains("note:"), "\(again.standardError)")
        }

        // The name as it was: the list is back, and the other spelling's address leads to it.
        try Self.write(Self.rows, to: project)
        let back = try Self.build(project.root, now: "2026-12-04T11:00:00Z")
        #expect(back.standardError.contains("speakers/betty-draper/ is back"), "\(back.standardError)")
        #expect(
            back.standardError.contains(
                "speakers/betty-francis/ was published, and its quotes are listed at speakers/betty-draper/ now"),
            "\(back.standardError)")
        let restored = try String(contentsOf: project.output.appendingPathComponent(page), encoding: .utf8)
        #expect(restored.contains("Nobody knows") && !restored.contains("http-equiv"))
        let other = try String(
            contentsOf: project.output.appendingPathComponent("speakers/betty-francis/index.html"), encoding: .utf8)
        #expect(other.contains("<h1>Betty Francis</h1>") && other.contains("noindex"))
        #expect(other.contains(#"url=../../speakers/betty-draper/index.html"#))

        // Her one quote removed: nowhere to lead to, so both addresses say so, and the older
        // one no longer leads to the newer (which would lead nowhere).
        try Self.write(Self.rows.filter { $0.1 != "Betty Draper" }, to: project)
        let removed = try Self.build(project.root, now: "2026-12-05T11:00:00Z")
        #expect(
            removed.standardError.contains("speakers/betty-draper/ was published, and no quote is listed there now"),
            "\(removed.standardError)")
        for path in [page, "speakers/betty-francis/index.html"] {
            let gone = try String(contentsOf: project.output.appendingPathComponent(path), encoding: .utf8)
            #expect(gone.contains("No quote is listed here any more") && !gone.contains("http-equiv"), "\(path)")
        }
    }

    @Test("sorting the sheet leaves the output byte-identical")
    func sortingChangesNothing() throws {
        let project = try Self.project(Self.rows)
        _ = try Self.build(project.root)
        let before = try FixtureProject.tree(project.output)
        try Self.write(Self.rows.sorted { ($0.1, $0.0) < ($1.1, $1.0) }, to: project)
        _ = try Self.build(project.root)
        let after = try FixtureProject.tree(project.output)
        #expect(after.keys.sorted() == before.keys.sorted())
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed.isEmpty, "\(changed.count) files changed: \(changed.prefix(10))")
    }

    @Test("a row added at the end changes neither today's quote, nor today in daily.ics, nor any feed entry")
    func addingKeepsTheSchedule() throws {
        let project = try Self.project(Self.rows)
        // Published on three days in a row, then a quote is added on the third.
        for day in ["2026-12-02", "2026-12-03", "2026-12-04"] {
            _ = try Self.build(project.root, now: day + "T11:00:00Z")
        }
        let today = try Self.todaysQuote(project)
        let feed = try Self.feedEntries(project)
        let calendarToday = try Self.dailyEvent(on: "20261204", in: project)

        try Self.write(Self.rows + [("Whatever you do, do it well.", "Bert Cooper")], to: project)
        _ = try Self.build(project.root, now: "2026-12-04T11:00:00Z")
        #expect(try Self.todaysQuote(project) == today)
        #expect(try Self.feedEntries(project) == feed)
        #expect(try Self.dailyEvent(on: "20261204", in: project) == calendarToday)
        // It joins the rotation from tomorrow: every day's quote before it is as it was.
        let tomorrow = try Self.build(project.root, now: "2026-12-05T11:00:00Z")
        #expect(tomorrow.status == 0)
        let feedTomorrow = try Self.feedEntries(project)
        #expect(Array(feedTomorrow.dropFirst().prefix(feed.count - 1)) == Array(feed.prefix(feed.count - 1)))
    }

    /// The id of the home page's quote of the day.
    static func todaysQuote(_ project: FixtureProject) throws -> String {
        let home = try String(contentsOf: project.output.appendingPathComponent("index.html"), encoding: .utf8)
        let marker = try #require(home.range(of: #"href="quotes/"#))
        return String(home[marker.upperBound...].prefix { $0 != "/" })
    }

    /// Each feed entry's id, updated and published times, newest first.
    static func feedEntries(_ project: FixtureProject) throws -> [String] {
        let feed = try String(contentsOf: project.output.appendingPathComponent("feed.xml"), encoding: .utf8)
        return feed.components(separatedBy: "<entry").dropFirst().map { entry in
            ["id", "updated", "published"].map { tag in
                entry.components(separatedBy: "<\(tag)>").dropFirst().first?.components(separatedBy: "</\(tag)>").first
                    ?? ""
            }.joined(separator: " ")
        }
    }

    /// The daily calendar's event on `day` (`YYYYMMDD`), without its DTSTAMP (the build's time).
    static func dailyEvent(on day: String, in project: FixtureProject) throws -> String {
        let calendar = try String(
            contentsOf: project.output.appendingPathComponent("quotes/daily.ics"), encoding: .utf8)
        let event = try #require(
            calendar.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("DTSTART") && $0.contains(day) })
        return event.split(separator: "\r\n").filter { !$0.hasPrefix("DTSTAMP") }.joined(separator: "\n")
    }
}
