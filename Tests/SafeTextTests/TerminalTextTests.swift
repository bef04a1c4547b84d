import SafeText
import Testing

@Suite("Terminal-safe text")
struct TerminalTextTests {
    @Test(
        "escapes what could drive a terminal, forge a line or reverse one",
        arguments: [
            ("plain text, tabs\tstay", "plain text, tabs\tstay"),
            ("\u{1B}[31mred\u{07}", #"\u{1B}[31mred\u{7}"#),
            ("line\nfeed\rreturn", #"line\u{A}feed\u{D}return"#),
            ("\u{202E}gnp.exe", #"\u{202E}gnp.exe"#),
            ("iso\u{2066}late\u{2069}", #"iso\u{2066}late\u{2069}"#),
            ("del\u{7F} c1\u{9B}", #"del\u{7F} c1\u{9B}"#),
            ("sep\u{2028}\u{2029}", #"sep\u{2028}\u{2029}"#),
            ("日本語 עברית 🇯🇵", "日本語 עברית 🇯🇵"),
        ])
    func escapes(input: String, expected: String) {
        #expect(TerminalText.escaped(input) == expected)
    }

    @Test("keeps the line breaks of text Draper composed itself")
    func keepsLines() {
        #expect(TerminalText.escapedKeepingLines("a\u{1B}\nb") == "a\\u{1B}\nb")
    }
}
