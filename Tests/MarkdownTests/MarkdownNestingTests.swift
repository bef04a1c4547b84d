import Testing

@testable import Markdown

/// Nested block quotes and lists become plain text (feeds, calendars, emails) in time
/// linear in the message: a door's 100,000 bytes of `>>>>…x` cost what 100,000 letters do.
@Suite("Nested Markdown as plain text")
struct MarkdownNestingTests {
    /// A container the renderer is walked into, as cmark reports it.
    enum Container: String, CaseIterable {
        case quote, list
    }

    /// Feeds the renderer what cmark reports for `depth` nested containers around `lines`
    /// lines of one paragraph (hard breaks between them); returns the text and the renderer's work.
    static func render(_ container: Container, depth: Int, lines: Int = 1) -> (text: String, work: Int) {
        var renderer = PlainTextRenderer()
        let list = PlainTextRenderer.Element.list(start: nil, delimiter: ".", isTight: true)
        renderer.handle(.enter, .document)
        for _ in 0..<depth {
            switch container {
            case .quote:
                renderer.handle(.enter, .blockQuote)
            case .list:
                renderer.handle(.enter, list)
                renderer.handle(.enter, .item)
            }
        }
        renderer.handle(.enter, .paragraph)
        for line in 0..<lines {
            if line > 0 { renderer.handle(.enter, .lineBreak) }
            renderer.handle(.enter, .text("x"))
        }
        renderer.handle(.exit, .paragraph)
        for _ in 0..<depth {
            switch container {
            case .quote:
                renderer.handle(.exit, .blockQuote)
            case .list:
                renderer.handle(.exit, .item)
                renderer.handle(.exit, list)
            }
        }
        renderer.handle(.exit, .document)
        return (renderer.result, renderer.work)
    }

    @Test("twice the depth is at most twice the work", arguments: Container.allCases)
    func workIsLinearInDepth(container: Container) {
        let single = Self.render(container, depth: 1_000).work
        let double = Self.render(container, depth: 2_000).work
        #expect(double <= 2 * single + 64, "depth 1,000: \(single) bytes written, depth 2,000: \(double)")
    }

    @Test("twice the lines in a deep quote are at most twice the work", arguments: Container.allCases)
    func workIsLinearInLines(container: Container) {
        let single = Self.render(container, depth: 2_000, lines: 200).work
        let double = Self.render(container, depth: 2_000, lines: 400).work
        #expect(double <= 2 * single + 64, "200 lines: \(single) bytes written, 400 lines: \(double)")
        // Each line costs a bounded indent, not one per level: the text stays near the source's size.
        #expect(single <= 200 * 100 + 2_000 * 4)
    }

    @Test("100,000 bytes of nested quotes: indented as far as 32 levels")
    func deepestQuotes() throws {
        let source = String(repeating: ">", count: 99_999) + "x"
        #expect(try Markdown.renderPlainText(source) == String(repeating: "> ", count: 32) + "x")
    }

    @Test("100,000 bytes of nested lists: indented as far as 32 levels")
    func deepestLists() throws {
        let source = String(repeating: "- ", count: 49_999) + "x"
        #expect(try Markdown.renderPlainText(source) == String(repeating: "- ", count: 32) + "x")
    }

    @Test("100,000 bytes of nested quotes as HTML: every level kept, in cmark's own linear renderer")
    func deepestQuotesAsHTML() throws {
        let depth = 99_999
        let html = try Markdown.renderHTML(String(repeating: ">", count: depth) + "x")
        let expected =
            String(repeating: "<blockquote>\n", count: depth) + "<p>x</p>\n"
            + String(repeating: "</blockquote>\n", count: depth)
        #expect(html == expected)
    }

    @Test("deep quotes with many lines: each line indented to the cap")
    func deepLines() throws {
        let source = String(repeating: ">", count: 40) + "a\\\nb\\\nc\n\n" + String(repeating: ">", count: 3) + "d"
        let indent = String(repeating: "> ", count: 32)
        #expect(
            try Markdown.renderPlainText(source) == "\(indent)a\n\(indent)b\n\(indent)c\n\n> > > d")
    }
}
