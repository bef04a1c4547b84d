import Diagnostics
import Foundation
import Site
import TestSupport
import Testing

@Suite("Theme overrides", .serialized)
struct ThemeTests {
    @Test("a project's template replaces the built-in one by name; the rest stays")
    func override() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(
            """
            {{<base}}
            {{$main}}<p class="custom-quote">{{#quote}}{{speaker}} said: {{text}}{{/quote}}</p>{{/main}}
            {{/base}}
            """, to: "templates/quote.mustache")
        try fixture.build()
        let page = String(
            decoding: try Data(contentsOf: fixture.output.appendingPathComponent("quotes/first/index.html")),
            as: UTF8.self)
        #expect(page.contains(#"<p class="custom-quote">Ada said: The first quote.</p>"#))
        #expect(page.contains("<footer class=\"site-footer\">"), "the built-in base layout still wraps the page")
    }

    @Test(
        "an override that fails to parse or never ends is one error, at its place: not also a missing template or partial",
        arguments: [
            ("quote.mustache", "line one\n  {{#quote}} never closed", "templates/quote.mustache:2:3: error: "),
            (
                "home.mustache", "{{<base}}{{$main}}{{> no-such-partial}}{{/main}}{{/base}}",
                "templates/home.mustache:1:19: error: "
            ),
            ("gallery.mustache", "{{#rows}}\n{{/cells}}", "templates/gallery.mustache:2:1: error: "),
            // Found when the theme loads, before a card is rendered: not by the pages, after them.
            (
                "backdrop.mustache", "<span>{{> backdrop}}</span>",
                "templates/backdrop.mustache:1:7: error: 'backdrop' includes itself wherever it is rendered"
            ),
        ])
    func brokenOverride(file: String, source: String, prefix: String) throws {
        let fixture = try SiteFixture()
        try fixture.folder.write(source, to: "templates/\(file)")
        #expect {
            try fixture.build()
        } throws: { error in
            guard let error = error as? DiagnosticError else { return false }
            return error.diagnostics.count == 1 && error.diagnostics[0].description.hasPrefix(prefix)
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.output.path), "nothing is written")
    }

    @Test("a missing templates folder is fine, and notes in it are ignored")
    func notesIgnored() throws {
        let fixture = try SiteFixture()
        try fixture.folder.write("# My overrides\n{{ not a template", to: "templates/README.md")
        #expect(throws: Never.self) { try fixture.build() }
    }
}
