import Foundation
import Project
import TestSupport
import Testing

/// The site in its reader's language: every interface string from the catalogue, checked by
/// looking for the English catalogue's words in everything a German, Japanese or Arabic
/// site publishes (pages, feeds, calendars, email).
@Suite("The interface in the site's language")
struct InterfaceLanguageTests {
    static let now = "2026-12-02T10:00:00+01:00"

    /// A site in `language` whose data is in that language too, so any English is Draper's.
    private func project(language: String, quotes: String, advent: String) throws -> FixtureProject {
        let project = try FixtureProject()
        let site = project.root.appendingPathComponent("site.json")
        try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "title: \"Fixture\",", with: "title: \"Fixture\", language: \"\(language)\", author: \"Ada\","
        ).write(to: site, atomically: true, encoding: .utf8)
        try project.folder.write(quotes, to: "data/quotes.json")
        try project.folder.write(advent, to: "data/advent.json")
        return project
    }

    /// The literal parts of every English message that the language says differently: what
    /// must not appear in its pages.
    private func englishFragments(except language: String) throws -> [String: String] {
        let folder = PackagePaths.root.appendingPathComponent("templates/i18n")
        func catalog(_ name: String) throws -> MessageCatalog {
            let source = try String(contentsOf: folder.appendingPathComponent("\(name).json5"), encoding: .utf8)
            return try #require(ProjectLoader.decodeCatalog(source, file: "\(name).json5").catalog)
        }
        let english = try catalog("en"), other = try catalog(language)
        var fragments: [String: String] = [:]
        for (key, forms) in english.messages {
            for (category, text) in forms where other.messages[key]?[category] != text {
                let translated = Set((other.messages[key] ?? [:]).values.flatMap(Self.literals))
                for fragment in Self.literals(text) where !translated.contains(fragment) {
                    fragments[fragment] = key
                }
            }
        }
        return fragments
    }

    /// The parts of `text` between its `{names}`, trimmed, with at least three letters in a row.
    static func literals(_ text: String) -> [String] {
        text.replacingOccurrences(of: #"\{\w+\}"#, with: "\u{1}", options: .regularExpression)
            .split(separator: "\u{1}").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            }
            .filter { $0.range(of: #"\p{L}{3}"#, options: .regularExpression) != nil }
    }

    /// What a reader sees and hears of a page: its text and the attributes read aloud.
    static func readable(_ html: String) -> String {
        var text = html.replacingOccurrences(
            of: #"(?s)<(script|style)\b.*?</\1>"#, with: " ", options: .regularExpression)
        var spoken: [String] = []
        let attributes = try? NSRegularExpression(
            pattern: #"\b(aria-label|alt|title|content|data-text-[a-z-]+)="([^"]*)""#)
        let range = NSRange(text.startIndex..., in: text)
        for match in attributes?.matches(in: text, range: range) ?? [] {
            if let value = Range(match.range(at: 2), in: text) { spoken.append(String(text[value])) }
        }
        text = text.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
        return ([text] + spoken).joined(separator: "\n")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every English fragment found in what `project` published, as "path: fragment (key)".
    private func english(in project: FixtureProject, language: String) throws -> [String] {
        let fragments = try englishFragments(except: language)
        var found: [String] = []
        for (path, data) in try FixtureProject.tree(project.output).sorted(by: { $0.key < $1.key }) {
            guard let raw = String(data: data, encoding: .utf8) else { continue }
            var text: String
            if path.hasSuffix(".html") {
                text = Self.readable(raw)
            } else if path.hasSuffix(".ics") {
                // iCalendar folds long lines; unfolded, a message is whole again. Only what a
                // calendar app shows: names, summaries, descriptions, alarms.
                text = raw.replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n")
                    .filter {
                        ["SUMMARY", "DESCRIPTION", "X-WR-CALNAME", "X-WR-CALDESC"].contains(
                            String($0.prefix { $0 != ":" && $0 != ";" }))
                    }
                    .joined(separator: "\n")
            } else if path.hasSuffix("feed.xml") {
                text = Self.readable(
                    raw.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                        .replacingOccurrences(of: "&amp;", with: "&"))
            } else {
                continue
            }
            // Addresses are not words a reader reads.
            text = text.replacingOccurrences(of: #"https?://\S+"#, with: " ", options: .regularExpression)
            for (fragment, key) in fragments.sorted(by: { $0.key < $1.key }) {
                let pattern = #"(?<![\p{L}])"# + NSRegularExpression.escapedPattern(for: fragment) + #"(?![\p{L}])"#
                if text.range(of: pattern, options: .regularExpression) != nil {
                    found.append("\(path): “\(fragment)” (\(key))")
                }
            }
        }
        return found
    }

    /// The calendar page with the number of days left as text among its words (the page sets
    /// it apart, larger: `Noch <strong class="days-left-count">1</strong> Tag`).
    static func wordsOfDaysLeft(_ page: String) -> String {
        page.replacingOccurrences(
            of: #"<strong class="days-left-count">([^<]*)</strong>"#, with: "$1", options: .regularExpression)
    }

    @Test("a German site publishes no English interface string: pages, feeds, calendars, email")
    func german() throws {
        let project = try project(
            language: "de",
            quotes: """
                [
                  { id: "goethe", text: "Wer fremde Sprachen nicht kennt, weiß nichts von seiner eigenen.", speaker: "Goethe", image: "images/sea.jpg", tags: ["Sprache"] },
                  { id: "busch", text: "Musik wird störend oft empfunden, dieweil sie mit Geräusch verbunden.", speaker: "Wilhelm Busch", image: "images/sea.jpg", source: "Dideldum!" },
                ]
                """,
            advent: """
                { title: "Adventskalender", start: "2026-12-01", days: 3, timezone: "Europe/Berlin",
                  entries: [
                    { day: 1, title: "Kerzenschein", message: "Zünde eine Kerze an." },
                    { day: 2, title: "Plätzchen", message: "Backe Plätzchen." },
                    { day: 3, title: "Schnee", message: "Geh hinaus." },
                  ] }
                """)
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        #expect(!built.standardError.contains("warning"), "\(built.standardError)")
        let found = try english(in: project, language: "de")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        let advent = try String(
            contentsOf: project.output.appendingPathComponent("advent/index.html"), encoding: .utf8)
        #expect(Self.wordsOfDaysLeft(advent).contains(">Noch 1 Tag bis Weihnachten!<"))
        let calendar = try String(
            contentsOf: project.output.appendingPathComponent("advent/advent.ics"), encoding: .utf8)
        #expect(
            calendar.replacingOccurrences(of: "\r\n ", with: "").contains(
                "Noch 2 Tage bis Weihnachten! Türchen 1 ist offen."))
    }

    @Test("sizes are named in the site's language, a custom size generically, pixels in its digits")
    func sizeLabels() throws {
        let project = try project(
            language: "de",
            quotes: "[{ id: \"a\", text: \"Ein Zitat.\", speaker: \"Ada\", image: \"images/sea.jpg\" }]",
            advent:
                "{ title: \"Advent\", start: \"2026-12-01\", days: 1, entries: [{ day: 1, title: \"Eins\", message: \"…\" }] }"
        )
        let site = project.root.appendingPathComponent("site.json")
        try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "cards: { sizes: [\"og\"] }",
            with: "cards: { sizes: [\"og\", \"square\", \"portrait\", \"story\", \"1200x800\"], formats: [\"jpg\"] }"
        ).write(to: site, atomically: true, encoding: .utf8)
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let page = try String(contentsOf: project.output.appendingPathComponent("quotes/a/index.html"), encoding: .utf8)
        // Readers are offered the other sizes to download in words, never by format names.
        let labels = page.matches(of: /<a href="[^"]*cards\/a\/[^"]*" download="[^"]*">([^<]*)<\/a>/).map {
            String($0.output.1)
        }
        #expect(
            labels == [
                "Quadratische Karte herunterladen (JPG)", "Hochformat-Karte herunterladen (JPG)",
                "Story-Karte herunterladen (JPG)", "Karte in 1200 × 800 herunterladen (JPG)",
            ])
        let gallery = try String(contentsOf: project.output.appendingPathComponent("cards/index.html"), encoding: .utf8)
        for column in [
            "Linkvorschau 1200 × 630", "Quadrat 1080 × 1080", "Hochformat 1080 × 1350", "Story 1080 × 1920",
            "Karte 1200 × 800",
        ] {
            #expect(gallery.contains("<th scope=\"col\">\(column)</th>"), "the gallery's columns")
        }
        #expect(!page.contains("og 1200"))
    }

    @Test("a Japanese and an Arabic site publish no English interface string; Arabic counts in all six forms")
    func japaneseAndArabic() throws {
        let advent = """
            { title: "%@", start: "2026-12-01", days: 3, timezone: "Europe/Berlin",
              entries: [{ day: 1, title: "%@ 1", message: "…" }, { day: 2, title: "%@ 2", message: "…" },
                        { day: 3, title: "%@ 3", message: "…" }] }
            """
        for (language, quote, calendar, expected) in [
            (
                "ja", "{ id: \"basho\", text: \"古池や蛙飛び込む水の音\", speaker: \"松尾芭蕉\", image: \"images/sea.jpg\" }", "アドベント",
                "クリスマスまであと1日！"
            ),
            (
                "ar",
                "{ id: \"proverb\", text: \"اطلبوا العلم ولو في الصين\", speaker: \"مثل\", image: \"images/sea.jpg\" }",
                "تقويم",
                "بقي يوم واحد على عيد الميلاد!"
            ),
        ] {
            let project = try project(
                language: language, quotes: "[\(quote)]",
                advent: advent.replacingOccurrences(of: "%@", with: calendar))
            let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
            #expect(built.status == 0, "\(built.standardError)")
            #expect(!built.standardError.contains("warning"), "\(built.standardError)")
            let found = try english(in: project, language: language)
            #expect(found.isEmpty, "\(language): \(found.joined(separator: "\n"))")
            let page = try String(
                contentsOf: project.output.appendingPathComponent("advent/index.html"), encoding: .utf8)
            #expect(Self.wordsOfDaysLeft(page).contains(">\(expected)<"), "\(language)")
            // Pixel sizes in the digits the locale data gives the language (for Arabic, which
            // CLDR has use Latin or Arabic-Indic digits by version and region, whichever the
            // platform's data says, as every other number of the site).
            let gallery = try String(
                contentsOf: project.output.appendingPathComponent("cards/index.html"), encoding: .utf8)
            let digits = NumberFormatter()
            digits.locale = Locale(identifier: language)
            digits.usesGroupingSeparator = false
            func pixels(_ number: Int) -> String { digits.string(from: NSNumber(value: number)) ?? "" }
            let name = language == "ja" ? "リンクプレビュー" : "معاينة الرابط"
            #expect(gallery.contains(">\(name) \(pixels(1200)) × \(pixels(630))<"), "\(language)")
        }
    }

    @Test("a language Draper has no words for is a warning at 'language', naming the file to write them in")
    func languageWithoutCatalogue() throws {
        let project = try project(
            language: "tlh", quotes: "[{ id: \"a\", text: \"Quote.\", speaker: \"Ada\", image: \"images/sea.jpg\" }]",
            advent:
                "{ title: \"Advent\", start: \"2026-12-01\", days: 1, entries: [{ day: 1, title: \"1\", message: \"…\" }] }"
        )
        let checked = try DraperProcess.run(["check", project.root.path])
        #expect(checked.status == 0, "\(checked.standardError)")
        let warning = checked.standardError.split(separator: "\n").first { $0.contains("translation") }
        #expect(
            warning?.hasPrefix("site.json:2:31: warning: Draper has no tlh translation of its interface: its ") == true
                && warning?.hasSuffix(" messages are in English; translate them in i18n/tlh.json5") == true,
            "\(checked.standardError)")
    }

    @Test("a project's catalogue overrides any message; unknown keys and {names} are errors at their line")
    func projectCatalogue() throws {
        let project = try project(
            language: "de",
            quotes: "[{ id: \"a\", text: \"Ein Zitat.\", speaker: \"Ada\", image: \"images/sea.jpg\" }]",
            advent:
                "{ title: \"Advent\", start: \"2026-12-01\", days: 1, target: \"Heiligabend\", entries: [{ day: 1, title: \"Eins\", message: \"…\" }] }"
        )
        try project.folder.write(
            "{ home: { today: \"Heute für dich\" }, advent: { daysLeft: { one: \"Nur noch {count} Tag!\", other: \"Nur noch {count} Tage!\" } } }\n",
            to: "i18n/de.json5")
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let home = try String(contentsOf: project.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains(">Heute für dich</h2>"))
        #expect(home.contains("Nur noch"))
        // A word changed in one form only still makes the pages that say it again.
        try project.folder.write(
            "{ lists: { quoteCount: { one: \"ein einziges Zitat\", other: \"{count} Zitate\" } } }\n",
            to: "i18n/de.json5")
        let rebuilt = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        let speakers = try String(
            contentsOf: project.output.appendingPathComponent("speakers/index.html"), encoding: .utf8)
        #expect(speakers.contains("ein einziges Zitat"))

        try project.folder.write(
            "{\n  home: { todya: \"Heute\" },\n  search: { none: \"Nichts zu {qeury}\" },\n}\n", to: "i18n/de.json5")
        let broken = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(broken.status == 1)
        #expect(
            broken.standardError.contains(
                "i18n/de.json5:2:11: error: 'home.todya' is not a message of Draper's interface; did you mean 'home.today'?"
            ),
            "\(broken.standardError)")
        #expect(
            broken.standardError.contains(
                "i18n/de.json5:3:13: error: 'search.none' fills in {qeury}, which Draper does not give it; it gives {query}"
            ),
            "\(broken.standardError)")

        // A message goes through the checks every value of the data gets: no control characters.
        try project.folder.write("{\n  home: { today: \"Heute\\u001b[2J\" },\n}\n", to: "i18n/de.json5")
        let escaped = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(escaped.status == 1)
        #expect(
            escaped.standardError.contains(
                "i18n/de.json5:2:18: error: 'home.today' holds the invisible control character U+001B; remove it"),
            "\(escaped.standardError)")

        // A language Draper has no words for is English, with one warning naming the file to write.
        let site = project.root.appendingPathComponent("site.json")
        try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "language: \"de\"", with: "language: \"sv\""
        )
        .write(to: site, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("i18n/de.json5"))
        let swedish = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(swedish.status == 0)
        #expect(
            swedish.standardError.contains(
                "site.json:2:31: warning: Draper has no sv translation of its interface: its ")
                && swedish.standardError.contains(" messages are in English; translate them in i18n/sv.json5"),
            "\(swedish.standardError)")
    }
}
