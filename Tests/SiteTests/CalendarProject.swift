import Foundation
import Project
import Site
import TestSupport
import Testing

/// A project with one quote and the given calendar, built at a small card size.
struct CalendarProject {
    let folder: TemporaryDirectory
    var output: URL { folder.appending("output") }

    init(start: String, days: Int, timezone: String, unlockTime: String, reminderTime: String, entries: [String]) throws
    {
        folder = try TemporaryDirectory("draper-dates")
        try folder.write(
            #"{ title: "Dates", baseURL: "https://example.org/", timezone: "UTC", cards: { sizes: ["600x315"], formats: ["png"] } }"#,
            to: "site.json")
        try folder.write(#"[{ id: "q", text: "Time.", speaker: "Ann" }]"#, to: "data/quotes.json")
        try folder.write(
            """
            {
              title: "Dates", start: "\(start)", days: \(days), timezone: "\(timezone)",
              unlockTime: "\(unlockTime)", reminderTime: "\(reminderTime)",
              entries: [\(entries.joined(separator: ",\n"))],
            }
            """, to: "data/advent.json")
    }

    func build(now: String, reveal: RevealMode) throws {
        let project = try ProjectLoader.loadOrThrow(at: folder.url).project
        let date = try #require(ISO8601DateFormatter().date(from: now))
        let options = BuildOptions(now: date, reveal: reveal, jobs: 2)
        _ = try SiteBuilder(project: project, options: options).build(into: output)
    }

    private func page(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// The unlock attribute of each door on the calendar page, in door order.
    func doorUnlocks(_ attribute: String) throws -> [String] {
        HTMLScanner.startTags(try page("advent/index.html"))
            .filter { $0.name == "li" && $0.attribute("data-day") != nil }
            .compactMap { $0.attribute(attribute) }
    }

    func dayPageUnlock(_ day: Int, _ attribute: String) throws -> String? {
        HTMLScanner.startTags(try page("advent/\(day)/index.html"))
            .first { $0.name == "article" && $0.attribute("data-day") == String(day) }?
            .attribute(attribute)
    }

    /// The DTSTART line of each event in advent.ics, unfolded, in file order.
    func eventStarts() throws -> [String] {
        let text = try page("advent/advent.ics").replacingOccurrences(of: "\r\n ", with: "")
        var inEvent = false
        var starts: [String] = []
        for line in text.components(separatedBy: "\r\n") {
            if line == "BEGIN:VEVENT" { inEvent = true }
            if line == "END:VEVENT" { inEvent = false }
            if inEvent, line.hasPrefix("DTSTART") { starts.append(line) }
        }
        return starts
    }
}
