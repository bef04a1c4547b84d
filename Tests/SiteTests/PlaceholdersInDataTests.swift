import Foundation
import TestSupport
import Testing

@testable import Site

/// Interface messages are filled in one pass: a `{name}` in the data is text, inserted as it
/// is and never substituted, whatever order the values come in.
@Suite("Placeholders in data")
struct PlaceholdersInDataTests {
    /// Every placeholder the built-in messages use.
    static let placeholders =
        "{text} {speaker} {byline} {background} {count} {site} {page} {target} {title} {number} {date} {query} {tag} {heading} {year} {author} {credit} {format} {start} {end} {time}"

    @Test("a value that holds another value's placeholder is inserted as written")
    func onePass() {
        let filled = Interface.fill("“{text}” — {speaker}", ["text": "{speaker}", "speaker": "{text}"])
        #expect(filled == "“{speaker}” — {text}")
        #expect(Interface.fill("{a}{b}{a}", ["a": "{b}{b}", "b": "x"]) == "{b}{b}x{b}{b}")
        #expect(Interface.fill("{unknown} {a", ["a": "x"]) == "{unknown} {a")
        #expect(Interface.fill("{}{a}}", ["a": "x"]) == "{}x}")
    }

    @Test("a counted message's forms and values reach the script apart")
    func formsAndValues() throws {
        let json = Interface.english.formsJSON("advent.daysLeft", ["target": "{count} {target}"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let forms = try #require(object["forms"] as? [String: String])
        #expect(forms["other"] == "{count} days left to {target}!")
        #expect((object["values"] as? [String: String]) == ["target": "{count} {target}"])
    }

    @Test("{…} in every field is published as written, and two builds are byte-identical")
    func wholeBuild() throws {
        let fixture = try SiteFixture()
        let field = "Qtext " + Self.placeholders
        try fixture.folder.write(
            """
            {
              title: "Qsite \(Self.placeholders)",
              description: "Qabout \(Self.placeholders)",
              author: "Qauthor \(Self.placeholders)",
              baseURL: "https://example.org/cal/",
              timezone: "Europe/Berlin",
              cards: { sizes: ["og"] },
            }
            """, to: "site.json")
        try fixture.folder.write(
            """
            [
              { id: "first", text: "\(field)", speaker: "Qspeaker \(Self.placeholders)", image: "images/sea.jpg",
                source: "Qsource \(Self.placeholders)", credit: "Qcredit \(Self.placeholders)",
                alt: "Qalt \(Self.placeholders)", tags: ["Qtag \(Self.placeholders)"] },
            ]
            """, to: "data/quotes.json")
        try fixture.folder.write(
            """
            {
              title: "Qadvent \(Self.placeholders)", target: "Qtarget \(Self.placeholders)",
              start: "2026-12-01", days: 3, timezone: "Europe/Berlin",
              entries: [
                { day: 1, title: "Qdoor \(Self.placeholders)", message: "Qmessage \(Self.placeholders)" },
                { day: 2, title: "Two", message: "Two." },
                { day: 3, title: "Three", message: "Three." },
              ],
            }
            """, to: "data/advent.json")
        try fixture.build()
        let first = try SiteFixture.tree(fixture.output)
        let again = try TemporaryDirectory("draper-placeholders")
        try fixture.build(into: again.url)
        let second = try SiteFixture.tree(again.url)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first where second[path] != bytes {
            Issue.record("\(path) differs between two builds of the same inputs")
        }

        let page = String(decoding: try #require(first["quotes/first/index.html"]), as: UTF8.self)
        let escaped = Self.placeholders
        // The card's alt, the attribution and the social title each carry the fields as written.
        #expect(page.contains("“Qtext \(escaped)” — Qspeaker \(escaped)"), "attribution filled twice")
        #expect(page.contains("Background: Qalt \(escaped)"), "card alt filled twice")
        #expect(!page.contains("Qtext Qtext"), "a field was substituted into another")
        // Wherever a field is published, its placeholders follow it as written (in feeds, the API, every page).
        var seen = 0
        for (path, bytes) in first where [".html", ".xml", ".json"].contains(where: path.hasSuffix) {
            let text = String(decoding: bytes, as: UTF8.self)
            for prefix in [
                "Qtext ", "Qspeaker ", "Qsite ", "Qabout ", "Qauthor ", "Qsource ", "Qcredit ", "Qalt ", "Qtag ",
                "Qadvent ", "Qtarget ", "Qdoor ", "Qmessage ",
            ] {
                var rest = text[...]
                while let found = rest.range(of: prefix) {
                    seen += 1
                    let after = rest[found.upperBound...].prefix(16)
                    #expect(after == "{text} {speaker}", "\(path): \(prefix)\(after)… was filled in")
                    rest = rest[found.upperBound...]
                }
            }
        }
        #expect(seen > 20)
    }
}
