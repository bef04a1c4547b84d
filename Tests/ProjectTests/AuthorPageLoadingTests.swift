import Foundation
import Testing

@testable import Project

/// The author's own pages: `pages/*.md`, front matter and Markdown, in navigation order.
@Suite("Pages of the author's own")
struct AuthorPageLoadingTests {
    @Test("front matter gives the title, description, place and language; a first heading is a title too")
    func reads() throws {
        let fixture = try ProjectFixture(files: [
            "pages/about.md": """
            ---
            title: "About: the site"
            description: Who keeps it.
            # a comment
            menu: 2
            lang: de
            ---
            Wir sammeln *Zitate*.
            """,
            "pages/colophon.md": "\n# Colophon\n\nBuilt with Draper.\n",
            "pages/press.md": "---\r\ntitle: Press\r\nmenu: 1\r\n---\r\nWrite to us.\r\n",
            "pages/imprint.md": "---\ntitle: Imprint\nmenu: false\n---\nAddress.\n",
        ])
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == [])
        let pages = try #require(project?.pages)
        #expect(pages.map(\.slug) == ["press", "about", "colophon", "imprint"])
        #expect(pages[1].title == "About: the site")
        #expect(pages[1].description == "Who keeps it.")
        #expect(pages[1].language?.description == "de")
        #expect(pages[1].markdown == "Wir sammeln *Zitate*.")
        #expect(pages[1].titleIsFirstHeading == false)
        #expect(pages[2].title == "Colophon")
        #expect(pages[2].titleIsFirstHeading)
        #expect(pages[3].isInMenu == false)
        #expect(pages[0].markdown == "Write to us.\n")  // joined with "\n": Markdown reads both
    }

    @Test("every mistake in one run, at its line: keys, values, names, files that are not pages")
    func reportsEverything() throws {
        let fixture = try ProjectFixture(files: [
            "pages/about.md": "---\ntitel: About\nmenu: first\nlang: en_US\nno colon here\n---\nText.\n",
            "pages/open.md": "---\ntitle: Open\n",
            "pages/untitled.md": "Just text.\n",
            "pages/About Us.md": "# About\n",
            "pages/logo.png": "png",
        ])
        #expect(
            fixture.diagnostics == [
                "pages/About Us.md: error: 'About Us' cannot be a page's name: use lowercase letters, digits and hyphens (it becomes the page's folder)",
                "pages/about.md:1:1: error: the page has no title: give it one in front matter ('title: About', between '---' lines) or start it with a heading ('# About')",
                "pages/about.md:2:1: error: 'titel': unknown key; did you mean 'title'?",
                "pages/about.md:3:7: error: 'menu' must be a whole number from -1000 to 1000, or false, not first",
                "pages/about.md:4:7: error: 'lang' is not a valid BCP 47 language tag: 'en_US' (use '-' between subtags, as in 'en-US')",
                "pages/about.md:5:1: error: a front matter line must be 'key: value' (title, description, menu or lang)",
                "pages/logo.png: error: 'logo.png' is not a Markdown page (.md); files to publish as they are go in static/",
                "pages/open.md:1:1: error: the front matter that starts with '---' has no closing '---' line",
                "pages/untitled.md:1:1: error: the page has no title: give it one in front matter ('title: About', between '---' lines) or start it with a heading ('# About')",
            ])
    }

    @Test("control characters in a page are errors at their line and column, every one in one run")
    func controlCharacters() throws {
        let fixture = try ProjectFixture(files: [
            "pages/about.md":
                "---\ntitle: Ab\u{1B}[31mout\ndescription: ring\u{07}\n---\nText\u{0}here.\n\tTabbed \u{85}next.\n"
        ])
        #expect(
            fixture.diagnostics == [
                "pages/about.md:2:10: error: control character U+001B is not allowed here",
                "pages/about.md:3:18: error: control character U+0007 is not allowed here",
                "pages/about.md:5:5: error: control character U+0000 is not allowed here",
                "pages/about.md:6:9: error: control character U+0085 is not allowed here",
            ])
    }

    @Test("bidi controls a page's title, description or line opens are closed at the end of their line")
    func bidiControlsClosed() throws {
        let fixture = try ProjectFixture(files: [
            "pages/about.md": "---\ntitle: \u{202E}tuobA\ndescription: \u{2067}Who\n---\n\u{202E}Text\nMore.\n"
        ])
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == [])
        let page = try #require(project?.pages.first)
        #expect(page.title == "\u{202E}tuobA\u{202C}")
        #expect(page.description == "\u{2067}Who\u{2069}")
        #expect(page.markdown == "\u{202E}Text\u{202C}\nMore.\n")
    }
}
