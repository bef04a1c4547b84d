import Diagnostics
import Foundation
import Project
import Testing

@Suite struct ProjectLoaderTests {
    @Test func reportsEveryProblemOfEveryFileInOneRun() throws {
        let fixture = try ProjectFixture(files: [
            "site.json": "{\n  title: 'x',\n  baseURL: 'draper.example',\n  timezone: 'Mars/Olympus',\n}",
            "data/quotes.csv": "text,speaker,image\nHi,Ann,images/a.jpg\n,Bob,\n\"unterminated,Cy\n",
            "data/advent.json":
                "{ title: 'A', start: '2026-02-29', days: 1, entries: [{ day: 2, title: 'T', message: 'M' }] }",
        ])
        let (project, diagnostics) = fixture.load()
        #expect(project == nil)
        #expect(
            diagnostics == [
                "site.json:3:12: error: 'baseURL' must be an absolute http or https URL, not 'draper.example'",
                "site.json:4:13: error: 'timezone': unknown time zone 'Mars/Olympus'; use an IANA name such as 'Europe/Berlin'",
                "data/quotes.csv:2:8: error: quotes[0]: image 'images/a.jpg' does not exist",
                "data/quotes.csv:3:1: error: quotes[1]: 'text' is empty",
                "data/quotes.csv:4:1: error: unterminated quoted field; the closing '\"' is missing",
                "data/advent.json:1:22: error: 'start' is not a real date: 2026-02-29 (February 2026 has 28 days)",
                "data/advent.json:1:54: error: no entry for day 1",
                "data/advent.json:1:62: error: entries[0] (day 2): day 2 is outside the calendar, which has days 1 to 1",
            ]
        )
    }

    @Test func reportsInvalidUTF8InACSVFileWithItsLine() throws {
        let fixture = try ProjectFixture(files: ["data/quotes.csv": ""])
        try fixture.write(Data("text,speaker\nCaf".utf8) + Data([0xE9]) + Data(",Ann\n".utf8), to: "data/quotes.csv")
        #expect(
            fixture.diagnostics == [
                "data/quotes.csv:2:4: error: the file is not valid UTF-8 here; save it with UTF-8 encoding"
            ])
    }

    @Test func reportsAMissingProjectFolder() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "draper-no-such-\(UUID().uuidString)")
        let (project, diagnostics) = ProjectLoader.load(at: missing)
        #expect(project == nil)
        #expect(diagnostics.diagnostics.map(\.message) == ["the project folder does not exist or is not a folder"])
    }

    @Test func throwsEveryDiagnostic() throws {
        let fixture = try ProjectFixture(files: ["site.json": "{ title: '' }"])
        #expect {
            try ProjectLoader.loadOrThrow(at: fixture.root)
        } throws: { error in
            (error as? DiagnosticError)?.description == "site.json:1:10: error: 'title' is empty"
        }
        let valid = try ProjectFixture(files: ["site.json": "{ title: 'Fine' }"])
        let (project, warnings) = try ProjectLoader.loadOrThrow(at: valid.root)
        #expect(project.config.title == "Fine")
        #expect(warnings.map(\.severity) == [.warning])
    }

    @Test func readsJSON5SampleWithCommentsAndTrailingCommas() throws {
        let fixture = try ProjectFixture(files: [
            "site.json": """
            // The site
            {
              /* everything else is default */
              'title': "Commented",
              baseURL: 'https://example.org',  // no trailing slash needed
            }
            """,
            "data/quotes.json": "[\n  { text: 'A', speaker: 'B', },\n  // { text: 'commented out' },\n]\n",
        ])
        let project = try #require(fixture.load().project)
        #expect(project.config.title == "Commented")
        #expect(project.quotes.map(\.text) == ["A"])
        #expect(project.advent == nil)
    }
}
