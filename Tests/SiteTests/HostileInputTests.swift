import Diagnostics
import Foundation
import Project
import Site
import Testing

/// Classic payloads in every text field, through a whole build, in every reveal mode: no
/// output file may hold an executable form of any of them. Each file is read the way its
/// consumer reads it — pages by an HTML tokenizer, feeds by an XML parser, calendars by
/// their content-line grammar, emails by their header grammar — rather than searched for
/// strings, so an escape that merely looks right cannot pass.
@Suite("Hostile input through a whole build", .serialized)
struct HostileInputTests {
    @Test(arguments: [RevealMode.client, .build, .all])
    func nothingExecutable(reveal: RevealMode) throws {
        let project = try HostileProject()
        try project.build(reveal: reveal)
        var tree = try SiteFixture.tree(project.output)
        for (path, data) in try SiteFixture.tree(project.output.appendingPathComponent("../emails").standardizedFileURL)
        {
            tree["emails/\(path)"] = data
        }
        let script = try #require(tree.keys.first { $0.hasPrefix("assets/draper-") && $0.hasSuffix(".js") })
        var checked: [String: Int] = [:]
        for (path, data) in tree.sorted(by: { $0.key < $1.key }) {
            let kind = (path as NSString).pathExtension
            // Images are not text: decoding megabytes of them as UTF-8 would only cost time.
            let text = ["html", "xml", "ics"].contains(kind) ? String(decoding: data, as: UTF8.self) : ""
            switch kind {
            case "html":
                let isPage = !path.hasPrefix("email/")
                try HostilePageCheck(path: path, script: isPage ? script : nil).check(document: text)
            case "xml": try checkXML(text, path: path)
            case "ics": try Self.checkCalendar(text, path: path, events: path == "advent/advent.ics" ? 2 : nil)
            case "eml": try Self.checkEmail(data, path: path)
            case "json" where !path.hasPrefix("."): try checkJSON(data, path: path)
            case "js" where path.hasPrefix("search/"): try Self.checkSearchScript(text: data, path: path)
            default: continue
            }
            checked[kind, default: 0] += 1
        }
        // Every kind of file was there to be checked.
        #expect(checked["html", default: 0] >= 8)
        // feed.xml, advent/feed.xml and, but for a preview (every page noindex), sitemap.xml.
        #expect(checked["xml"] == (reveal == .all ? 2 : 3))
        #expect(checked["ics"] == 3)
        #expect(checked["eml", default: 0] >= 2)
        // quotes.json, advent.json and, but for a preview, notifications.json.
        #expect(checked["json"] == (reveal == .all ? 2 : 3))
        #expect(checked["js", default: 0] >= 3, "the search index's shards and chunks")
    }

    /// A file of the search index is one call whose argument is JSON that no HTML parser
    /// could end early: no `<`, no line separators, and it parses.
    static func checkSearchScript(text data: Data, path: String) throws {
        let text = String(decoding: data, as: UTF8.self)
        let calls = ["draperSearch.meta(", "draperSearch.shard(", "draperSearch.chunk("]
        #expect(calls.contains { text.hasPrefix($0) } && text.hasSuffix(");\n"), "\(path): \(text.prefix(60))")
        #expect(!text.contains("<") && !text.contains("\u{2028}") && !text.contains("\u{2029}"), "\(path)")
        let open = try #require(text.firstIndex(of: "("))
        var arguments = String(text[text.index(after: open)...].dropLast(3))
        // shard("hex",{…}) and chunk(n,[…]): the data is what follows the first comma.
        if !text.hasPrefix("draperSearch.meta("), let comma = arguments.firstIndex(of: ",") {
            arguments = String(arguments[arguments.index(after: comma)...])
        }
        #expect(throws: Never.self, "\(path)") {
            try JSONSerialization.jsonObject(with: Data(arguments.utf8))
        }
    }

    @Test("payloads reach pages as text: escaped, not dropped or expanded")
    func payloadsSurviveAsText() throws {
        let project = try HostileProject()
        try project.build(reveal: .client)
        let page = try String(
            contentsOf: project.output.appendingPathComponent("quotes/hostile/index.html"), encoding: .utf8)
        var text = ""
        for token in HTMLScanner.tokens(page) {
            if case .text(let run) = token { text += run }
        }
        #expect(text.contains(HostileProject.quoteText))
        #expect(text.contains("Eve\nBcc: victim@example.com " + HostileProject.script))
        #expect(text.contains("Image: " + HostileProject.scriptBreak))
        let title = HTMLScanner.tokens(page).compactMap { token -> String? in
            if case .rawText("title", let title) = token { return title }
            return nil
        }
        #expect(title.count == 1)
        #expect(title.first?.hasSuffix("· Site " + HostileProject.script + HostileProject.attributeBreak) == true)
    }

    @Test("the JSON API gives the texts back exactly")
    func jsonRoundTrip() throws {
        let project = try HostileProject()
        try project.build(reveal: .client)
        let data = try Data(contentsOf: project.output.appendingPathComponent("quotes.json"))
        let api = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let quotes = try #require(api["quotes"] as? [[String: Any]])
        let hostile = try #require(quotes.first { $0["id"] as? String == "hostile" })
        #expect(hostile["text"] as? String == HostileProject.quoteText)
        #expect(hostile["speaker"] as? String == "Eve\nBcc: victim@example.com " + HostileProject.script)
        #expect(hostile["tags"] as? [String] == [HostileProject.attributeBreak, HostileProject.template])
    }

    @Test("an advent link that is not http or https is refused when the project loads")
    func javascriptLinkRefused() throws {
        let project = try HostileProject()
        let advent = project.root.appendingPathComponent("data/advent.json")
        let text = try String(contentsOf: advent, encoding: .utf8)
            .replacingOccurrences(of: #"link: "https://example.org/a?b="#, with: #"link: "javascript:alert(1)//"#)
        try text.write(to: advent, atomically: true, encoding: .utf8)
        let (loaded, diagnostics) = ProjectLoader.load(at: project.root)
        #expect(loaded == nil)
        #expect(
            diagnostics.diagnostics.map(\.description) == [
                #"data/advent.json:6:13: error: entries[0] (day 1): 'link' must be an absolute http or https URL, not 'javascript:alert(1)//"onmouseover="alert(14)&c=<script>'"#
            ])
    }

    // MARK: - Feeds and the sitemap

    private func checkXML(_ text: String, path: String) throws {
        let reader = XMLReader(text)
        #expect(reader.error == nil, "\(path) is not well-formed XML: \(String(describing: reader.error))")
        for fragment in reader.htmlContents {
            try HostilePageCheck(path: "\(path) (content)", script: nil).check(document: fragment)
        }
        for element in reader.elements
        where ![
            "feed", "entry", "urlset", "url", "loc", "id", "title", "subtitle", "updated",
            "published", "author", "name", "link", "generator", "category", "summary", "content", "lastmod", "uri",
        ].contains(element) {
            Issue.record("\(path): unexpected element <\(element)>")
        }
    }

    // MARK: - Calendars

    /// RFC 5545: CRLF line ends, folded lines start with a space, components nest as the
    /// grammar says, every event has one UID, SUMMARY and DTSTART.
    static func checkCalendar(_ text: String, path: String, events expected: Int?) throws {
        #expect(text.hasSuffix("\r\n"), "\(path)")
        let physical = text.components(separatedBy: "\r\n").dropLast()
        var lines: [String] = []
        for line in physical {
            #expect(
                !line.contains("\r") && !line.contains("\n"), "\(path): a bare line break in \(line.debugDescription)")
            if line.hasPrefix(" ") || line.hasPrefix("\t") {
                lines[lines.count - 1] += line.dropFirst()
            } else {
                lines.append(line)
            }
        }
        let children: [String: Set<String>] = [
            "": ["VCALENDAR"], "VCALENDAR": ["VTIMEZONE", "VEVENT"], "VTIMEZONE": ["STANDARD", "DAYLIGHT"],
            "VEVENT": ["VALARM"], "STANDARD": [], "DAYLIGHT": [], "VALARM": [],
        ]
        var stack: [String] = []
        var eventCount = 0
        var eventProperties: [String: Int] = [:]
        for line in lines {
            guard let end = line.firstIndex(where: { $0 == ":" || $0 == ";" }) else {
                Issue.record("\(path): not a content line: \(line.debugDescription)")
                continue
            }
            let name = String(line[..<end])
            #expect(
                name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "-" } && !name.isEmpty,
                "\(path): property \(name.debugDescription)")
            let value = line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
            switch name {
            case "BEGIN":
                #expect(
                    children[stack.last ?? "", default: []].contains(value), "\(path): BEGIN:\(value) inside \(stack)")
                stack.append(value)
                if value == "VEVENT" {
                    eventCount += 1
                    eventProperties = [:]
                }
            case "END":
                #expect(stack.last == value, "\(path): END:\(value) closes \(stack)")
                if value == "VEVENT" {
                    for property in ["UID", "SUMMARY", "DTSTART"] {
                        #expect(
                            eventProperties[property] == 1,
                            "\(path): an event has \(eventProperties[property] ?? 0) \(property)")
                    }
                }
                stack.removeLast()
            default:
                if stack.last == "VEVENT" { eventProperties[name, default: 0] += 1 }
            }
        }
        #expect(stack.isEmpty, "\(path): components left open: \(stack)")
        if let expected { #expect(eventCount == expected, "\(path)") }
    }

    // MARK: - Email

    /// RFC 5322 and MIME: 7-bit, CRLF, headers that are all known fields or continuations,
    /// in the message and in every body part.
    static func checkEmail(_ data: Data, path: String) throws {
        #expect(data.allSatisfy { $0 < 0x80 }, "\(path) is not 7-bit")
        let message = String(decoding: data, as: UTF8.self)
        let top = try #require(MIMEEntity(message), "\(path): no header section")
        #expect(
            top.headers.map(\.name) == [
                "From", "To", "Subject", "Date", "Message-ID", "List-Unsubscribe", "List-Unsubscribe-Post",
                "MIME-Version", "Content-Type",
            ], "\(path)")
        // The reader's address in the one-click link is percent-encoded: it cannot end the URL.
        #expect(
            top.header("List-Unsubscribe")?.trimmingCharacters(in: .whitespaces)
                == "<mailto:leave@example.org?subject=unsubscribe>, <https://example.org/leave?who=reader%40example.org>",
            "\(path)")
        let subject = try #require(top.header("Subject"))
        let decoded = EncodedWords.decode(subject)
        #expect(!decoded.contains("\r") && !decoded.contains("\n"), "\(path): subject \(decoded.debugDescription)")
        var entities = [top]
        var parts = 0
        while let entity = entities.popLast() {
            for (name, value) in entity.headers {
                #expect(!value.contains("\r") && !value.contains("\n"), "\(path): header \(name) holds a line break")
            }
            guard let boundary = entity.boundary else { continue }
            for part in entity.parts(boundary: boundary) {
                let child = try #require(MIMEEntity(part), "\(path): a part without headers")
                #expect(
                    child.headers.allSatisfy {
                        ["Content-Type", "Content-Transfer-Encoding", "Content-ID", "Content-Disposition"].contains(
                            $0.name)
                    },
                    "\(path): part headers \(child.headers.map(\.name))")
                entities.append(child)
                parts += 1
            }
        }
        #expect(parts >= 3, "\(path)")
    }

    // MARK: - JSON

    private func checkJSON(_ data: Data, path: String) throws {
        let value = try JSONSerialization.jsonObject(with: data)
        // HTML the API hands out (an advent message) must be as safe as the pages.
        var stack: [Any] = [value]
        while let next = stack.popLast() {
            if let object = next as? [String: Any] {
                for (key, child) in object {
                    if key.hasSuffix("HTML"), let html = child as? String {
                        try HostilePageCheck(path: "\(path) (\(key))", script: nil).check(document: html)
                    }
                    stack.append(child)
                }
            } else if let array = next as? [Any] {
                stack += array
            }
        }
    }
}
