import Foundation
import Project
import Site
import TestSupport

/// A project whose every text field carries classic injection payloads, for building whole
/// and then reading every output file as a browser, a feed reader, a calendar and a mail
/// program would.
struct HostileProject {
    let folder: TemporaryDirectory
    var root: URL { folder.url }
    var output: URL { folder.appending("output") }

    /// The payloads, each placed in several fields; `\u{2028}` and `\u{2029}` end lines in
    /// older JavaScript, CRLF starts header lines and calendar components.
    static let script = "<script>alert('x')</script>"
    static let attributeBreak = "\"><img src=x onerror=alert(1)>"
    static let singleQuoteBreak = "'><svg onload=alert(2)>"
    static let scriptBreak = "</script><script>alert(3)</script>"
    static let template = "{{site.title}} {{{page.title}}} {{> base}} {{=<% %>=}}"
    static let separators = "line\u{2028}para\u{2029}end"
    static let cdataEnd = "]]><injected/>"
    static let comment = "<!-- -->"
    static let headerInjection = "Eve\r\nBcc: victim@example.com"
    static let calendarInjection = "Door\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:pwned"

    static let quoteText = [
        script, attributeBreak, singleQuoteBreak, scriptBreak, template, separators, cdataEnd, comment,
    ]
    .joined(separator: " ")

    init() throws {
        folder = try TemporaryDirectory("draper-hostile")
        let image = try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-06.jpg"))
        try folder.write(image, to: "images/sea.jpg")
        try folder.write(Self.siteJSON, to: "site.json")
        try folder.write(Self.quotesJSON, to: "data/quotes.json")
        try folder.write(Self.adventJSON, to: "data/advent.json")
    }

    /// A JSON5 string literal holding `text` exactly.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\r": result += "\\r"
            case "\n": result += "\\n"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static var siteJSON: String {
        """
        {
          title: \(literal("Site " + script + attributeBreak)),
          description: \(literal(attributeBreak + singleQuoteBreak + cdataEnd)),
          author: \(literal(headerInjection)),
          baseURL: "https://example.org/site/",
          timezone: "Europe/Berlin",
          cards: { sizes: ["og"], formats: ["png"] },
          email: {
            to: "reader@example.org", from: \(literal(headerInjection + " \"<x>\" <quotes@example.org>")),
            subject: \(literal("[Quotes]\r\nBcc: evil@example.com")),
            unsubscribe: ["mailto:leave@example.org?subject=unsubscribe", "https://example.org/leave?who={address}"],
          },
        }
        """
    }

    static var quotesJSON: String {
        """
        [
          {
            id: "hostile", text: \(literal(quoteText)), speaker: \(literal(headerInjection + " " + script)),
            image: "images/sea.jpg", source: \(literal("javascript:alert(4) " + cdataEnd)), credit: \(literal(scriptBreak)),
            alt: \(literal(singleQuoteBreak)), tags: [\(literal(attributeBreak)), \(literal(template))],
          },
          { id: "plain", text: \(literal("A plain quote. " + separators)), speaker: \(literal(calendarInjection)), image: "images/sea.jpg" },
        ]
        """
    }

    static let markdownMessage = """
        Raw <script>alert(5)</script> and <img src=x onerror=alert(6)> and <a href="javascript:alert(7)">a</a>.

        [click](javascript:alert(8)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox) \
        [tab](java\tscript:alert(9)) [entity](javascript&#58;alert(10)) ![img](javascript:alert(11)) \
        <javascript:alert(12)> [ok](https://example.org/ok)

        <div onclick="alert(13)">block</div>

        END:VEVENT
        BEGIN:VEVENT
        SUMMARY:pwned ]]> {{site.title}}
        """

    static var adventJSON: String {
        """
        {
          title: \(literal("Advent " + calendarInjection + " " + script)),
          start: "2026-12-01", days: 2, timezone: "Europe/Berlin", target: \(literal(scriptBreak + " " + headerInjection)),
          entries: [
            { day: 1, title: \(literal(calendarInjection + " " + attributeBreak)), message: \(literal(markdownMessage)),
              link: "https://example.org/a?b=\\"onmouseover=\\"alert(14)&c=<script>" },
            { day: 2, title: \(literal(scriptBreak + template)), message: \(literal(markdownMessage)), image: "images/sea.jpg" },
          ],
        }
        """
    }

    /// Builds in `reveal` mode on 1 December 2026 at noon in Berlin: door 1 open, door 2 locked.
    @discardableResult
    func build(reveal: RevealMode) throws -> BuildReport {
        let project = try ProjectLoader.loadOrThrow(at: root).project
        let now = Date(timeIntervalSince1970: 1_796_122_800)  // 2026-12-01T11:00:00Z
        var options = BuildOptions(now: now, reveal: reveal, jobs: 2)
        // The messages too, beside the site (they are not part of it): every output is checked.
        options.emailsFolder = output.appendingPathComponent("../emails").standardizedFileURL
        return try SiteBuilder(project: project, options: options).build(into: output)
    }
}
