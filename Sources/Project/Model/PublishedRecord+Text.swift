import CivilTime
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
            "// speaker's list, the most pages of each list, the kinds of card file made, the",
            "// site's first address (its feeds' ids), the advent calendar, the author's pages and",
            "// the quote calendars.",
            "// Builds keep it up to date. Commit it with your data, so that every machine that",
            "// builds the site keeps what was published where it was (docs/data.md: \"What stays",
            "// put\").",
            "{",
            "  version: \(PublishedRecordDecoder.version),",
        ]
        if let start { lines.append("  start: \"\(start)\",") }
        if let idBase { lines.append("  idBase: \(Self.quoted(idBase)),") }
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
        lines += Self.array(
            "lists",
            lists.sorted { $0.path < $1.path }.map { list in
                ["path: \(Self.quoted(list.path))", "name: \(Self.quoted(list.name))"]
                    + Self.optional(first: list.first, until: list.until, movedTo: list.movedTo)
            })
        lines += Self.array(
            "listPages",
            listPages.sorted { $0.path < $1.path }.map { ["path: \(Self.quoted($0.path))", "pages: \($0.pages)"] })
        lines += Self.array(
            "cardFiles",
            cardFiles.sorted { $0.path < $1.path }.map { files in
                [
                    "path: \(Self.quoted(files.path))", "format: \"\(files.format.rawValue)\"", "width: \(files.width)",
                    "height: \(files.height)",
                ] + Self.optional(until: files.until)
            })
        lines += Self.array(
            "pages",
            pages.sorted { $0.path < $1.path }.map { page in
                ["path: \(Self.quoted(page.path))", "title: \(Self.quoted(page.title))"]
                    + Self.optional(until: page.until, movedTo: page.movedTo)
            })
        lines += Self.array(
            "channels",
            channels.sorted { $0.path < $1.path }.map { channel in
                ["path: \(Self.quoted(channel.path))", "name: \(Self.quoted(channel.name))"]
                    + Self.optional(until: channel.until)
            })
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// The lines of an array of one-line objects under `key`; none for an empty array.
    private static func array(_ key: String, _ objects: [[String]]) -> [String] {
        guard !objects.isEmpty else { return [] }
        return ["  \(key): ["] + objects.map { "    { " + $0.joined(separator: ", ") + " }," } + ["  ],"]
    }

    /// The fields of a list, page or channel that only some have, in the order they are written.
    private static func optional(first: String? = nil, until: LocalDate?, movedTo: String? = nil) -> [String] {
        var fields: [String] = []
        if let first { fields.append("first: \(quoted(first))") }
        if let until { fields.append("until: \"\(until)\"") }
        if let movedTo { fields.append("movedTo: \(quoted(movedTo))") }
        return fields
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
