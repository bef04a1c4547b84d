import Foundation
import TestSupport
import Testing

/// The language and direction of the author's text inside pages in the site's language: the
/// page says the interface's (`<html lang>`), a quote says its own, and one that runs the other
/// way says `dir` on its own elements: text, alt text, feed entry, email.
@Suite("Languages and directions of parts")
struct TextLanguageTests {
    static let now = "2026-12-02T10:00:00+01:00"

    private func project(language: String) throws -> FixtureProject {
        let project = try FixtureProject()
        let site = project.root.appendingPathComponent("site.json")
        try String(contentsOf: site, encoding: .utf8).replacingOccurrences(
            of: "timezone: \"Europe/Berlin\",", with: "timezone: \"Europe/Berlin\", language: \"\(language)\","
        ).write(to: site, atomically: true, encoding: .utf8)
        try project.folder.write(
            """
            [
              { id: "hebrew", text: "מה שנאה עליך, אל תעשה לחברך?", speaker: "הלל הזקן", lang: "he", image: "images/sea.jpg" },
              { id: "arabic", text: "اطلبوا العلم ولو في الصين", speaker: "مثل", image: "images/sea.jpg" },
              { id: "german", text: "Wer fremde Sprachen nicht kennt, weiß nichts von seiner eigenen.", speaker: "Goethe", image: "images/sea.jpg" },
              { id: "english", text: "Well done is better than well said.", speaker: "Benjamin Franklin", lang: "en", image: "images/sea.jpg" },
            ]
            """, to: "data/quotes.json")
        return project
    }

    private func read(_ project: FixtureProject, _ path: String) throws -> String {
        try String(contentsOf: project.output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("a Hebrew quote on a German site: the page is German, the quote Hebrew and right to left")
    func rightToLeftOnALeftToRightSite() throws {
        let project = try project(language: "de")
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let hebrew = try read(project, "quotes/hebrew/index.html")
        #expect(hebrew.contains("<html lang=\"de\" data-manifest="))
        #expect(hebrew.contains("<blockquote class=\"quote-text visually-hidden\" lang=\"he\" dir=\"rtl\">"))
        #expect(hebrew.contains("lang=\"he\" dir=\"rtl\""))
        #expect(!hebrew.contains("<article class=\"quote-layout\" lang="))
        // The alt text of its card is Hebrew too.
        #expect(hebrew.range(of: #"alt="[^"]*" lang="he" dir="rtl""#, options: .regularExpression) != nil)
        // Without a lang, Arabic text says it runs right to left, and that its language is not named.
        let arabic = try read(project, "quotes/arabic/index.html")
        #expect(arabic.contains("<blockquote class=\"quote-text visually-hidden\" lang=\"\" dir=\"rtl\">"))
        // Text that runs with the site says no direction.
        let german = try read(project, "quotes/german/index.html")
        #expect(german.contains("<blockquote class=\"quote-text visually-hidden\" lang=\"de\">"))
        #expect(
            try read(project, "quotes/english/index.html").contains(
                "<blockquote class=\"quote-text visually-hidden\" lang=\"en\">"))
        // The home page's grid and the feed and email say the same.
        let feed = try read(project, "feed.xml")
        #expect(feed.contains("<entry xml:lang=\"he\">"))
        #expect(feed.contains("&lt;blockquote lang=&quot;he&quot; dir=&quot;rtl&quot;&gt;"))
        let email = try read(project, "email/hebrew.html")
        #expect(email.contains("<html lang=\"de\">"))
        #expect(email.contains("<td lang=\"he\" dir=\"rtl\""))
        // So does the card's alt text, which a mail client that blocks images shows first.
        #expect(
            email.range(
                of: #"<img src="[^"]*" width="600" height="\d+" alt="[^"]*" lang="he" dir="rtl""#,
                options: .regularExpression) != nil, "\(email)")
        // Its speaker's line runs its own way too, so it stands under the quote's right edge.
        #expect(email.contains("<td dir=\"rtl\" style=\"padding:0 28px 20px 28px;"), "\(email)")
        #expect(try read(project, "email/german.html").contains("<td style=\"padding:0 28px 20px 28px;"))
    }

    @Test("an Arabic site is right to left; a German quote on it runs left to right on its own elements")
    func leftToRightOnARightToLeftSite() throws {
        let project = try project(language: "ar")
        let built = try DraperProcess.run(["build", project.root.path, "--now", Self.now, "-q"])
        #expect(built.status == 0, "\(built.standardError)")
        let german = try read(project, "quotes/german/index.html")
        #expect(german.contains("<html lang=\"ar\" dir=\"rtl\" data-manifest="))
        #expect(german.contains("<blockquote class=\"quote-text visually-hidden\" lang=\"\" dir=\"ltr\">"))
        let arabic = try read(project, "quotes/arabic/index.html")
        #expect(arabic.contains("<blockquote class=\"quote-text visually-hidden\" lang=\"ar\">"))
        #expect(
            try read(project, "quotes/hebrew/index.html").contains(
                "<blockquote class=\"quote-text visually-hidden\" lang=\"he\">"))
        #expect(try read(project, "index.html").contains("<html lang=\"ar\" dir=\"rtl\" data-manifest="))
        let email = try read(project, "email/german.html")
        #expect(email.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(email.contains("<td dir=\"ltr\" style=\"padding:0 28px 20px 28px;"), "\(email)")
    }
}
