import Foundation
import TestSupport
import Testing

/// Every message is safe to print and says where the problem is; clocks stay in range;
/// bidirectional controls in data cannot turn text Draper adds around them.
@Suite("Safe messages, clocks and bidirectional text")
struct SafeMessageTests {
    @Test(
        "clocks outside the documented range are usage errors naming their source",
        arguments: [
            (["SOURCE_DATE_EPOCH": "9223372036854775807"], [String](), "SOURCE_DATE_EPOCH"),
            (["SOURCE_DATE_EPOCH": "-9223372036854775808"], [], "SOURCE_DATE_EPOCH"),
            (["SOURCE_DATE_EPOCH": "-2208988801"], [], "SOURCE_DATE_EPOCH"),
            ([:], ["--now", "9999-12-31T23:59:59Z"], "--now"),
            ([:], ["--now", "0001-01-01T00:00:00Z"], "--now"),
        ])
    func clockRange(environment: [String: String], arguments: [String], names: String) throws {
        let project = try FixtureProject()
        for command in ["build", "check"] {
            let run = try Safety.run([command, project.root.path] + arguments, environment: environment, timeout: 120)
            #expect(run.status == 64, "\(command): \(run.standardError)")
            #expect(run.standardError.hasPrefix("Error: \(names)"), "\(run.standardError)")
            #expect(run.standardError.contains("1900") && run.standardError.contains("9998"), "\(run.standardError)")
        }
    }

    @Test("the ends of the clock's range build", arguments: ["1900-01-01T00:00:00Z", "9998-12-31T23:59:59Z"])
    func clockEnds(now: String) throws {
        let project = try FixtureProject()
        let run = try DraperProcess.run(["build", project.root.path, "--now", now, "--quiet"])
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test("control characters from data are escaped in diagnostics, so they cannot drive the terminal or forge lines")
    func escapedDiagnostics() throws {
        let project = try FixtureProject()
        try project.folder.write(
            #"{ title: "T", "\u001b[2J\u001b[31mred\u0007": 1, "x\nsite.json:1:1: error: forged": 2, "\u202Egnp.": 3 }"#,
            to: "site.json")
        let run = try DraperProcess.run(["check", project.root.path])
        #expect(run.status == 1)
        let bytes = Array(run.standardError.utf8)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains("\u{202E}"))
        #expect(run.standardError.contains(#"\u{1B}[2J"#), "\(run.standardError)")
        #expect(run.standardError.contains(#"\u{202E}"#), "\(run.standardError)")
        // Every line is one of Draper's own: a diagnostic of site.json, or the summary.
        for line in run.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(
                line.hasPrefix("site.json:") || line.hasPrefix("the project did not load: "),
                "a line Draper did not write: \(line)")
            #expect(!line.hasPrefix("site.json:1:1: error: forged"))
        }
    }

    @Test("usage errors escape what the user typed")
    func escapedUsageErrors() throws {
        let run = try DraperProcess.run(["build", "--jobs", "\u{1B}]0;owned\u{07}"])
        #expect(run.status == 64)
        #expect(!Array(run.standardError.utf8).contains(0x1B), "\(run.standardError)")
    }

    /// Explicit bidi controls, counted by kind: every opener is closed within the value.
    static func isBalanced<S: StringProtocol>(_ text: S) -> Bool {
        var stack: [Character] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202C:
                guard stack.last == "e" else { return false }
                stack.removeLast()
            case 0x202A...0x202E: stack.append("e")
            case 0x2066...0x2068: stack.append("i")
            case 0x2069:
                // A PDI also closes the embeddings opened inside its isolate.
                guard let isolate = stack.lastIndex(of: "i") else { return false }
                stack.removeSubrange(isolate...)
            case 0x0A, 0x0D: stack = []
            default: break
            }
        }
        return stack.isEmpty
    }

    static let spoofingText = "Pay \u{202E}elbatrofmoc and \u{2067}unclosed isolate"
    static let spoofingSpeaker = "\u{202E}Eve"

    @Test(
        "bidi controls in data are closed at the end of every field and isolated in titles, headers, calendars and feeds"
    )
    func bidiControls() throws {
        let project = try FixtureProject()
        try project.folder.write(
            #"[{ id: "spoof", text: "\#(Self.spoofingText)", speaker: "\#(Self.spoofingSpeaker)", image: "images/sea.jpg" }, { id: "plain", text: "Plain text.", speaker: "Ada", image: "images/sea.jpg" }]"#,
            to: "data/quotes.json")
        let run = try DraperProcess.run(["build", project.root.path, "--now", Safety.now, "--quiet"])
        try #require(run.status == 0, "\(run.standardError)")
        let page = try String(
            contentsOf: project.output.appendingPathComponent("quotes/spoof/index.html"), encoding: .utf8)
        let title = try #require(page.firstMatch(of: /<title>([^<]*)<\/title>/)?.1)
        #expect(Self.isBalanced(title), "\(title.unicodeScalars.map { String($0.value, radix: 16) })")
        // Each text node and attribute value of the page is closed on its own.
        for piece in page.split(whereSeparator: { $0 == "<" || $0 == ">" || $0 == "\"" }) {
            #expect(Self.isBalanced(piece), "unbalanced: \(piece.prefix(80))")
        }
        // Calendar lines (unfolded) and feed titles.
        let calendar = try String(
            contentsOf: project.output.appendingPathComponent("quotes/daily.ics"), encoding: .utf8
        )
        .replacingOccurrences(of: "\r\n ", with: "")
        for line in calendar.split(separator: "\r\n") where line.hasPrefix("SUMMARY") || line.hasPrefix("DESCRIPTION") {
            #expect(Self.isBalanced(line), "\(line)")
        }
        let feed = try String(contentsOf: project.output.appendingPathComponent("feed.xml"), encoding: .utf8)
        for match in feed.matches(of: /<title[^>]*>([^<]*)<\/title>/) {
            #expect(Self.isBalanced(match.1), "\(match.1)")
        }
        // The quote's words are all still there.
        #expect(page.contains("elbatrofmoc"))
    }

    @Test(
        "base URLs: odd but valid hosts build, impossible ports are errors at their place",
        arguments: [
            ("https://example.org./", true), ("https://[::1]:8080/site/", true), ("https://[2001:db8::1]/", true),
            ("https://example.org:99999999999/", false), ("https://example.org:65536/", false),
        ])
    func baseURLs(baseURL: String, valid: Bool) throws {
        let project = try FixtureProject(baseURL: baseURL)
        let run = try DraperProcess.run(["build", project.root.path, "--now", Safety.now, "--quiet"])
        if valid {
            #expect(run.status == 0, "\(run.standardError)")
            let sitemap = try String(contentsOf: project.output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
            #expect(sitemap.contains("<loc>\(baseURL)"), "\(sitemap.prefix(400))")
        } else {
            #expect(run.status == 1)
            #expect(run.standardError.hasPrefix("site.json:4:"), "\(run.standardError)")
            #expect(run.standardError.contains("port"), "\(run.standardError)")
        }
    }

    @Test("an out-of-range number is told its range, not that it is not a whole number")
    func outOfRangeNumbers() throws {
        let project = try FixtureProject()
        try project.folder.write(
            #"{ title: "N", cards: { sizes: ["og"], formats: ["jpg"], jpegQuality: 1e20 } }"#, to: "site.json")
        let run = try DraperProcess.run(["check", project.root.path])
        #expect(run.status == 1)
        #expect(!run.standardError.contains("whole number"), "\(run.standardError)")
        #expect(run.standardError.contains("from 1 to 100"), "\(run.standardError)")
    }

    @Test("check shows every error or says how many it left out")
    func manyErrors() throws {
        var csv = "text,speaker,image\n"
        for index in 0..<300 { csv += "Quote \(index),,images/sea.jpg\n" }
        let project = try FixtureProject()
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        try project.folder.write(csv, to: "data/quotes.csv")
        let run = try DraperProcess.run(["check", project.root.path])
        #expect(run.status == 1)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count
        let left = run.standardError.firstMatch(of: /and (\d+) more/).flatMap { Int($0.1) } ?? 0
        #expect(errors + left == 300, "\(errors) shown, \(left) counted: \(run.standardError.suffix(400))")
        #expect(run.standardError.contains("300 errors"), "\(run.standardError.suffix(300))")
    }

    @Test("a write failure (a full disk) names the output file, not a line of the data")
    func writeFailureLocation() throws {
        let project = try FixtureProject()
        // A file-size limit stands in for a full disk: writes of cards fail with EFBIG.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" build \"$1\" --now \"$2\" --quiet",
            PackagePaths.draperExecutable.path, project.root.path, Safety.now,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(text)")
        let lines = text.split(separator: "\n").filter { $0.contains("error") }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!line.hasPrefix("data/"), "\(line)")
            #expect(line.hasPrefix("output/"), "\(line)")
        }
        #expect(text.contains("output/cards/"), "\(text)")
    }
}
