import Diagnostics
import Testing

/// How a collector keeps, orders and bounds what it is told.
@Suite("Diagnostic collector")
struct DiagnosticCollectorTests {
    private func at(_ line: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(file: "data/quotes.csv", line: line, column: 1)
    }

    private func byLine(_ collector: DiagnosticCollector) -> DiagnosticCollector {
        collector.reordered { ($0[0].location?.line ?? 0) < ($1[0].location?.line ?? 0) }
    }

    @Test("a note that explains moves with its diagnostic; a note of its own is sorted by its own place")
    func standaloneNotes() {
        var collector = DiagnosticCollector()
        collector.error("duplicate id", at: at(9))
        collector.report(.note("first defined here", at: at(2)))
        collector.note("read with '/' for '\\'", at: at(5))
        collector.error("speaker is empty", at: at(3))
        #expect(
            byLine(collector).diagnostics.map(\.description) == [
                "data/quotes.csv:3:1: error: speaker is empty",
                "data/quotes.csv:5:1: note: read with '/' for '\\'",
                "data/quotes.csv:9:1: error: duplicate id",
                "data/quotes.csv:2:1: note: first defined here",
            ])
        // Merged into another collector, a note of its own stays one.
        var merged = DiagnosticCollector()
        merged.error("late", at: at(20))
        merged.append(contentsOf: collector)
        #expect(byLine(merged).diagnostics.first?.description == "data/quotes.csv:3:1: error: speaker is empty")
        #expect(byLine(merged).diagnostics.last?.description == "data/quotes.csv:20:1: error: late")
    }

    @Test("a note is neither counted nor kept past a file's limit")
    func notesPastTheLimit() {
        var collector = DiagnosticCollector(perFileLimit: 1)
        collector.warning("one", at: at(1))
        collector.note("ignored", at: at(2))
        #expect(collector.diagnostics.map(\.description) == ["data/quotes.csv:1:1: warning: one"])
        #expect(collector.summary == "1 warning")
    }
}
