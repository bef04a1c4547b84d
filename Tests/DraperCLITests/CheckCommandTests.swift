import Foundation
import TestSupport
import Testing

/// `draper check --strict`: a warning is a failure, and the summary says what there was;
/// `--all` lists what the default cuts at 100 a file.
@Suite("draper check")
struct CheckCommandTests {
    @Test("--strict fails on a warning (a new project has no baseURL) and names it in the summary")
    func strictFailsOnWarnings() throws {
        let folder = try TemporaryDirectory()
        let project = folder.appending("site").path
        let created = try DraperProcess.run(["new", project])
        #expect(created.status == 0, "\(created.standardError)")
        let lenient = try DraperProcess.run(["check", project])
        #expect(lenient.status == 0, "\(lenient.standardError)")
        #expect(lenient.standardError.contains("warning: no 'baseURL' set"))
        let strict = try DraperProcess.run(["check", project, "--strict"])
        #expect(strict.status == 1, "\(strict.standardError)")
        #expect(strict.standardError.contains(": 1 warning"), "\(strict.standardError)")
        #expect(!strict.standardError.contains("no problems"))
    }

    @Test("--all prints every diagnostic of a file; without it the list stops at 100 and says how many more")
    func all() throws {
        let project = try FixtureProject()
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        var csv = "text,speaker\n"
        for row in 1...150 { csv += "Quote \(row),\n" }
        try project.folder.write(csv, to: "data/quotes.csv")
        func errors(_ run: DraperProcess.Result) -> [Substring] {
            run.standardError.split(separator: "\n").filter {
                $0.hasPrefix("data/quotes.csv:") && $0.contains(": error: ")
            }
        }
        let bounded = try DraperProcess.run(["check", project.root.path])
        #expect(bounded.status == 1)
        #expect(errors(bounded).count == 100)
        #expect(
            bounded.standardError.contains(
                """
                data/quotes.csv: note: and 50 more errors in this file, not shown
                note: draper check --all prints every diagnostic (up to 100,000 a file)
                """), "\(bounded.standardError.suffix(400))")
        let all = try DraperProcess.run(["check", project.root.path, "--all"])
        #expect(all.status == 1)
        #expect(errors(all).count == 150)
        #expect(errors(all).last == "data/quotes.csv:151:11: error: quotes[149]: 'speaker' is empty")
        #expect(!all.standardError.contains("more errors"), "\(all.standardError.suffix(400))")
        #expect(!all.standardError.contains("--all"), "\(all.standardError.suffix(400))")
        let help = try DraperProcess.run(["help", "check"])
        #expect(help.standardOutput.contains("--all"), "\(help.standardOutput)")
    }

    @Test("a speaker too long for the card's text box is an error at the speaker, saying so")
    func speakerTooLong() throws {
        let project = try FixtureProject()
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        let speaker = String(repeating: "B", count: 5000)
        try project.folder.write("text,speaker\nFine words.,\(speaker)\n", to: "data/quotes.csv")
        let run = try DraperProcess.run(["check", project.root.path])
        #expect(run.status == 1)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.standardError)")
        #expect(errors.first?.hasPrefix("data/quotes.csv:2:13: error: ") == true, "\(run.standardError)")
        #expect(
            errors.first?.contains("the speaker does not fit the text box") == true
                && errors.first?.contains("even wrapped at") == true, "\(run.standardError)")
    }
}
