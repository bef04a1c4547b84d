import Diagnostics
import Testing

/// Compiler-style diagnostics as a terminal shows them: their locations, the note past a
/// file's cap, numbers grouped by thousands, and did-you-mean.
@Suite("Diagnostics as people read them")
struct DiagnosticTextTests {
    @Test(
        "file:line:col: severity: message, with as much of the location as is known",
        arguments: [
            (
                Diagnostic.error(
                    "'speaker' is empty", at: SourceLocation(file: "data/quotes.csv", line: 14, column: 3)),
                "data/quotes.csv:14:3: error: 'speaker' is empty"
            ),
            (
                .warning("clamped", at: SourceLocation(file: "data/quotes.json", line: 2)),
                "data/quotes.json:2: warning: clamped"
            ),
            (.note("first defined here", at: SourceLocation(file: "site.json")), "site.json: note: first defined here"),
            (.error("interrupted"), "error: interrupted"),
        ])
    func described(diagnostic: Diagnostic, text: String) {
        #expect(diagnostic.description == text)
    }

    @Test("past the cap a file's diagnostics are counted, and a note says how many, grouped by thousands")
    func capped() {
        var collector = DiagnosticCollector(perFileLimit: 2)
        for line in 1...1_203 {
            collector.report(.error("bad", at: SourceLocation(file: "data/quotes.csv", line: line)))
        }
        collector.report(.warning("odd", at: SourceLocation(file: "data/quotes.csv", line: 1_204)))
        collector.report(.error("elsewhere", at: SourceLocation(file: "site.json", line: 1)))
        #expect(collector.errorCount == 1_204)
        #expect(collector.warningCount == 1)
        #expect(collector.hasErrors && collector.isTruncated)
        #expect(
            collector.diagnostics.map(\.description) == [
                "data/quotes.csv:1: error: bad", "data/quotes.csv:2: error: bad", "site.json:1: error: elsewhere",
                "data/quotes.csv: note: and 1,201 more errors and 1 more warning in this file, not shown",
            ])
    }

    @Test(
        "numbers in messages group their thousands",
        arguments: [
            (0, "0"), (999, "999"), (1_000, "1,000"), (412_000, "412,000"), (3_200_000, "3,200,000"),
            (-1_234, "-1,234"),
            (-123, "-123"),
        ])
    func grouped(number: Int, text: String) {
        #expect(number.grouped == text)
    }

    @Test("did you mean: the closest candidate within a small edit distance, none when nothing is close")
    func suggestions() {
        #expect(EditDistance.between("speeker", "speaker") == 1)
        #expect(EditDistance.closest(to: "speeker", in: ["text", "speaker", "source"]) == "speaker")
        #expect(EditDistance.closest(to: "zzzzzz", in: ["text", "speaker", "source"]) == nil)
    }
}
