import Foundation

extension PublishedRecord {
    /// The record as `data/published.json5` holds it: one line per address, sorted by
    /// address, so that two branches that each add quotes merge without a conflict, and a
    /// change to one quote is a change to one line.
    public var text: String {
        var lines = [
            "// Draper's record of what this site has published: each quote's address (its page and",
            "// cards), its place in the lists, the day it joined the quote of the day, the photo a",
            "// quote without one was given, the addresses whose quote is gone, every tag's and",
            "// speaker's list, the advent calendar, the author's pages and the quote calendars.",
            "// Builds keep it up to date. Commit it with your data, so that every machine that",
            "// builds the site keeps what was published where it was (docs/data.md: \"What stays",
            "// put\").",
            "{",
            "  version: \(PublishedRecordDecoder.version),",
        ]
        if let start { lines.append("  start: \"\(start)\",") }
        lines.append("  quotes: [")
        for entry in entries.sorted(by: { $0.address < $1.address }) {
            var fields = ["address: \(Self.quoted(entry.address))", "order: \(entry.order)"]
            if let since = entry.since { fields.append("since: \"\(since)\"") }
            if let until = entry.until { fields.append("until: \"\(until)\"") }
            if let movedTo = entry.movedTo { fields.append("movedTo: \(Self.quoted(movedTo))") }
            if let fingerprint = entry.fingerprint {
                fields += [
                    "text: \"\(fingerprint.text)\"", "speaker: \"\(fingerprint.speaker)\"",
                    "sketch: \"\(fingerprint.sketch)\"",
                ]
            }
            if let photo = entry.photo { fields.append("photo: \(Self.quoted(photo))") }
            lines.append("    { " + fields.joined(separator: ", ") + " },")
        }
        lines.append("  ],")
        if let advent {
            var fields = ["title: \(Self.quoted(advent.title))", "doors: \(advent.doors)"]
            if let until = advent.until { fields.append("until: \"\(until)\"") }
            lines.append("  advent: { " + fields.joined(separator: ", ") + " },")
        }
        if !lists.isEmpty {
            lines.append("  lists: [")
            for list in lists.sorted(by: { $0.path < $1.path }) {
                var fields = ["path: \(Self.quoted(list.path))", "name: \(Self.quoted(list.name))"]
                if let first = list.first { fields.append("first: \(Self.quoted(first))") }
                if let until = list.until { fields.append("until: \"\(until)\"") }
                if let movedTo = list.movedTo { fields.append("movedTo: \(Self.quoted(movedTo))") }
                lines.append("    { " + fields.joined(separator: ", ") + " },")
            }
            lines.append("  ],")
        }
        if !pages.isEmpty {
            lines.append("  pages: [")
            for page in pages.sorted(by: { $0.path < $1.path }) {
                var fields = ["path: \(Self.quoted(page.path))", "title: \(Self.quoted(page.title))"]
                if let until = page.until { fields.append("until: \"\(until)\"") }
                if let movedTo = page.movedTo { fields.append("movedTo: \(Self.quoted(movedTo))") }
                lines.append("    { " + fields.joined(separator: ", ") + " },")
            }
            lines.append("  ],")
        }
        if !channels.isEmpty {
            lines.append("  channels: [")
            for channel in channels.sorted(by: { $0.path < $1.path }) {
                var fields = ["path: \(Self.quoted(channel.path))", "name: \(Self.quoted(channel.name))"]
                if let until = channel.until { fields.append("until: \"\(until)\"") }
                lines.append("    { " + fields.joined(separator: ", ") + " },")
            }
            lines.append("  ],")
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// A JSON string literal: addresses are slugs, photos paths under `images/`.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
