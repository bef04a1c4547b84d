import Foundation
import TestSupport
import Testing

/// The build's last line says what it wrote: after a typo fix, the few pages it rewrote out of
/// all of them (what an upload will carry), not the whole site's count again.
@Suite("The build's summary line")
struct BuildSummaryTests {
    /// The pages written and the pages in all, from "wrote W of N pages (U up to date)".
    static func pages(in summary: String) -> (written: Int, total: Int)? {
        guard let match = summary.firstMatch(of: /wrote (\d+) of (\d+) pages?/),
            let written = Int(match.1), let total = Int(match.2)
        else { return nil }
        return (written, total)
    }

    @Test("the pages written, out of all: every one at first, none when nothing changed, a few after an edit")
    func pagesWrittenOutOfAll() throws {
        let project = try FixtureProject()
        let build = ["build", project.root.path, "--now", Safety.now]

        let first = try DraperProcess.run(build)
        #expect(first.status == 0, "\(first.standardError)")
        let made = try #require(Self.pages(in: first.standardError), "\(first.standardError)")
        #expect(made.total > 10 && made.written == made.total, "\(first.standardError)")
        #expect(!first.standardError.contains("pages ("), "\(first.standardError)")

        let again = try DraperProcess.run(build)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(
            again.standardError.contains("wrote 0 of \(made.total) pages (\(made.total) up to date)"),
            "\(again.standardError)")

        let quotes = project.folder.appending("data/quotes.json")
        let text = try String(contentsOf: quotes, encoding: .utf8)
        try text.replacingOccurrences(of: "text: \"Third.\"", with: "text: \"Third, mended.\"")
            .write(to: quotes, atomically: true, encoding: .utf8)
        let edited = try DraperProcess.run(build)
        #expect(edited.status == 0, "\(edited.standardError)")
        let rewritten = try #require(Self.pages(in: edited.standardError), "\(edited.standardError)")
        #expect(rewritten.total == made.total, "\(edited.standardError)")
        #expect(rewritten.written > 0 && rewritten.written < made.total / 2, "\(edited.standardError)")
        #expect(
            edited.standardError.contains("(\(made.total - rewritten.written) up to date)"), "\(edited.standardError)")
    }

    @Test("a page left alone (a file of the user's in its place) is counted as such, not as up to date")
    func pageLeftAloneIsCounted() throws {
        let project = try FixtureProject()
        try project.folder.write("<p>The author's own page.</p>\n", to: "output/follow.html")
        let result = try DraperProcess.run(["build", project.root.path, "--now", Safety.now])
        #expect(result.status == 0, "\(result.standardError)")
        let pages = try #require(Self.pages(in: result.standardError), "\(result.standardError)")
        #expect(pages.written == pages.total - 1, "\(result.standardError)")
        #expect(result.standardError.contains("pages (1 left alone)"), "\(result.standardError)")
        let kept = try String(contentsOf: project.output.appendingPathComponent("follow.html"), encoding: .utf8)
        #expect(kept == "<p>The author's own page.</p>\n")
    }
}
