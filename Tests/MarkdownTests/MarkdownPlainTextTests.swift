import Markdown
import Testing

@Suite struct MarkdownPlainTextTests {
    @Test(arguments: [
        ("", ""),
        ("Hello *world* and **you** `code`", "Hello world and you code"),
        ("# Title\n\nFirst paragraph\nwraps here.\n\nSecond.", "Title\n\nFirst paragraph wraps here.\n\nSecond."),
        ("line  \nbreak", "line\nbreak"),
        ("Tom &amp; \"Jerry\" -- it's...", "Tom & “Jerry” – it’s…"),
        (
            "[Our site](https://example.com) and <https://x.example>",
            "Our site (https://example.com) and https://x.example"
        ),
        ("[About](/about/) us", "About (/about/) us"),
        ("Write <me@example.com> or [us](mailto:us@example.com)", "Write me@example.com or us (mailto:us@example.com)"),
        ("[bad](javascript:alert(1)) link", "bad link"),
        ("![A cat](/cat.jpg) sat", "A cat sat"),
        ("<b>bold</b> <script>x</script>", "bold x"),
        ("Before\n\n<div>\nraw\n</div>\n\nAfter", "Before\n\nAfter"),
        ("- one\n- two", "- one\n- two"),
        ("* one\n\n* two", "- one\n\n- two"),
        ("1. one\n2. two", "1. one\n2. two"),
        ("9) nine\n10) ten", "9) nine\n10) ten"),
        ("- a\n  - nested\n  - more\n- b", "- a\n  - nested\n  - more\n- b"),
        ("1. Para one\n\n   Para two\n2. Next", "1. Para one\n\n   Para two\n\n2. Next"),
        ("> Quote\n> goes on\n>\n> More", "> Quote goes on\n>\n> More"),
        ("> outer\n>> inner", "> outer\n>\n> > inner"),
        ("```\nlet x = 1\n  indented\n```", "let x = 1\n  indented"),
        ("Above\n\n***\n\nBelow", "Above\n\n---\n\nBelow"),
        ("-\n- b", "-\n- b"),
    ])
    func plainText(_ markdown: String, _ text: String) throws {
        #expect(try Markdown.renderPlainText(markdown) == text)
    }

    @Test func deepNestingDoesNotExhaustTheStack() throws {
        let depth = 2_000
        let text = try Markdown.renderPlainText(String(repeating: ">", count: depth) + " deep")
        #expect(text.hasSuffix("> deep"))
        // Indented as far as 32 levels (MarkdownNestingTests).
        #expect(text.split(separator: "\n").last?.filter { $0 == ">" }.count == 32)
    }
}
