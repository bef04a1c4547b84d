import Testing

@testable import PreviewServer

struct LiveReloadTests {
    static let tag = "<script src=\"/__draper/live-reload.js\"></script>"

    @Test(arguments: [
        ("<html><body><p>x</p></body></html>", "<html><body><p>x</p>\(tag)\n</body></html>"),
        ("<BODY>x</BODY>\n", "<BODY>x\(tag)\n</BODY>\n"),
        ("<body>x</Body >", "<body>x\(tag)\n</Body >"),
        // The last closing tag wins: an earlier one may sit in a comment or a template.
        ("<body><!-- </body> --></body>", "<body><!-- </body> -->\(tag)\n</body>"),
        ("<p>fragment</p>", "<p>fragment</p>\(tag)"),
        ("", tag),
        ("</bod", "</bod\(tag)"),
    ])
    func injectsBeforeClosingBody(html: String, expected: String) {
        #expect(String(decoding: LiveReload.inject(into: Array(html.utf8)), as: UTF8.self) == expected)
    }

    @Test func scriptShowsProblemsAsTextOnly() {
        #expect(LiveReload.script.contains("details.textContent = event.data"))
        #expect(!LiveReload.script.contains("innerHTML"))
        #expect(!LiveReload.script.contains("insertAdjacentHTML"))
        #expect(LiveReload.script.contains("new EventSource(\"/__draper/events\")"))
    }
}
