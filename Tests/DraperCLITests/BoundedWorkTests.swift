import Foundation
import TestSupport
import Testing

/// Hostile data costs bounded memory and time: a capped number of diagnostics, size limits
/// checked before reading, a typesetter that looks only at what can fit, and signals that
/// are answered at once. Memory is the kernel's count for that one process (wait4).
@Suite("Bounded work on hostile data")
struct BoundedWorkTests {
    /// A project whose quotes are `dataset`, as CSV.
    private func csvProject(_ dataset: Data) throws -> FixtureProject {
        let project = try FixtureProject()
        try FileManager.default.removeItem(at: project.folder.appending("data/quotes.json"))
        try project.folder.write(dataset, to: "data/quotes.csv")
        return project
    }

    @Test("a CSV of NUL bytes gives a bounded list of errors in bounded memory")
    func nulBytes() throws {
        let project = try csvProject(Data(count: 10_000_000))
        let run = try Safety.measure(["check", project.root.path, "--now", Safety.now], in: project.root)
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count <= 120, "\(lines.count) lines")
        #expect(run.standardError.contains("more"), "no count of what was left out: \(run.standardError.suffix(500))")
        #expect(run.peakMegabytes < 400, "\(run.peakMegabytes) MB")
    }

    @Test("check --all is bounded too: at most 100,000 diagnostics a file, then the count")
    func nulBytesAll() throws {
        let project = try csvProject(Data(count: 300_000))
        let run = try Safety.measure(["check", project.root.path, "--now", Safety.now, "--all"], in: project.root)
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count > 100_000 && lines.count <= 100_020, "\(lines.count) lines")
        #expect(
            run.standardError.contains("data/quotes.csv: note: and 200,000 more errors in this file, not shown"),
            "no count of what was left out: \(run.standardError.suffix(500))")
        #expect(run.peakMegabytes < 400, "\(run.peakMegabytes) MB")
    }

    @Test("a UTF-16 export without a byte-order mark is named as such")
    func utf16WithoutBOM() throws {
        var bytes: [UInt8] = []
        for scalar in "text,speaker\nHello there,Ada\n".utf16 { bytes += [UInt8(scalar & 0xFF), UInt8(scalar >> 8)] }
        let project = try csvProject(Data(bytes))
        let run = try Safety.measure(["check", project.root.path, "--now", Safety.now], in: project.root)
        #expect(run.status == 1)
        #expect(run.standardError.contains("data/quotes.csv:1:1: error: "), "\(run.standardError)")
        #expect(run.standardError.contains("UTF-16"), "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count <= 3, "\(run.standardError)")
    }

    @Test("a dataset over the size limit is refused before it is read")
    func oversizedDataset() throws {
        let project = try csvProject(Data())
        let file = project.folder.appending("data/quotes.csv")
        // A sparse file: 200 MB that take no disk.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 200_000_000)
        try handle.close()
        let run = try Safety.measure(["build", project.root.path, "--now", Safety.now], in: project.root)
        #expect(run.status == 1)
        #expect(run.standardError.contains("data/quotes.csv: error: "), "\(run.standardError)")
        #expect(run.standardError.contains("MB"), "\(run.standardError)")
        #expect(run.peakMegabytes < 150, "\(run.peakMegabytes) MB")
    }

    @Test("a dataset of more quotes than a project may have is refused at the first one too many")
    func tooManyQuotes() throws {
        var csv = "text,speaker\n"
        for index in 0...100_000 { csv += "q\(index),s\n" }
        let project = try csvProject(Data(csv.utf8))
        let run = try Safety.measure(["check", project.root.path, "--now", Safety.now], in: project.root)
        #expect(run.status == 1)
        #expect(run.standardError.contains("data/quotes.csv:100002:1: error: "), "\(run.standardError)")
        #expect(run.standardError.contains("at most 100,000"), "\(run.standardError)")
        #expect(run.peakMegabytes < 300, "\(run.peakMegabytes) MB")
    }

    @Test("one huge quote is refused at its field, quickly and in little memory")
    func hugeQuote() throws {
        let project = try FixtureProject()
        let words = String(repeating: "cherish ", count: 400_000)
        try project.folder.write(
            #"[{ id: "huge", text: "\#(words)", speaker: "Ada", image: "images/sea.jpg" }]"#, to: "data/quotes.json")
        let run = try Safety.measure(["build", project.root.path, "--now", Safety.now], in: project.root)
        #expect(run.status == 1)
        #expect(run.standardError.contains("data/quotes.json:1:"), "\(run.standardError)")
        #expect(run.standardError.contains("too long"), "\(run.standardError)")
        #expect(run.peakMegabytes < 300, "\(run.peakMegabytes) MB")
    }

    @Test("a long --text is set from the prefix that can fit, in bounded memory")
    func longCardText() throws {
        let folder = try TemporaryDirectory()
        // Just under Linux's limit for one argument (128 KiB).
        let text = String(repeating: "cherish the moment ", count: 6_500)
        let photo = PackagePaths.root.appendingPathComponent("images/bg-05.jpg").path
        let run = try Safety.measure(
            ["card", "--text", text, "--image", photo, "--size", "story", "--out", folder.appending("card.png").path],
            in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning: "), "the clamp is not reported: \(run.standardError)")
        #expect(run.peakMegabytes < 200, "\(run.peakMegabytes) MB")
    }

    @Test("a one-pixel PNG whose image data goes on for 8 MB makes a card, and libpng prints nothing")
    func pngDataPastTheImage() throws {
        let folder = try TemporaryDirectory()
        var bomb = PNGBuilder(grey: 0x80)
        bomb.extraData = 8_000_000
        let photo = try folder.write(Data(bomb.bytes), to: "bomb.png").path
        let run = try Safety.measure(
            ["card", "--text", "Hello", "--image", photo, "--out", folder.appending("card.png").path], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "", "\(run.standardError)")
    }

    /// Starts `arguments`, waits until `ready` says it is busy, sends SIGTERM and expects the
    /// shell's 143 within a second.
    /// Starts `draper` with `arguments`, sends SIGTERM once `ready` sees that it is at work (its
    /// standard error so far, its process id), and expects a clean stop: exit status 143, as
    /// shells report SIGTERM, from the process itself (its handler or its watchdog), before it
    /// finished its work (`finished` false). No clock is read: the test waits for events only.
    private func expectPromptStop(
        _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation,
        ready: (String, Int32) -> Bool, finished: () -> Bool
    ) throws {
        let process = Process()
        process.executableURL = PackagePaths.draperExecutable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let seen = StandardErrorWatch()
        try process.run()
        seen.start(reading: errors)
        let pid = process.processIdentifier
        // Polls for the event (work under way), with no deadline: a slow machine only waits longer.
        while process.isRunning, !ready(seen.text, pid) { usleep(2_000) }
        try #require(
            process.isRunning, "it finished before it could be stopped: \(seen.text)", sourceLocation: sourceLocation)
        kill(pid, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by the signal, not stopped", sourceLocation: sourceLocation)
        #expect(process.terminationStatus == 143, "\(seen.text)", sourceLocation: sourceLocation)
        #expect(!finished(), "it did all its work before it stopped", sourceLocation: sourceLocation)
    }

    /// CPU seconds a process has used, from /proc: "it is at work" without reading a clock.
    private static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test("SIGTERM stops a build in the middle of its rendering, with status 143, before its work is done")
    func sigtermDuringBuild() throws {
        let project = try FixtureProject()
        try project.folder.write(
            #"{ title: "Slow", cards: { sizes: ["og", "square", "story", "portrait"], formats: ["png", "webp", "jpg"] } }"#,
            to: "site.json")
        let long = String(repeating: "cherish the moment ", count: 400)
        var quotes: [String] = []
        for index in 0..<40 {
            quotes.append(#"{ id: "q\#(index)", text: "\#(long) \#(index)", speaker: "Ada", image: "images/sea.jpg" }"#)
        }
        try project.folder.write("[\(quotes.joined(separator: ","))]", to: "data/quotes.json")
        let cards = project.output.appendingPathComponent("cards")
        func count() -> Int { ((try? FileManager.default.contentsOfDirectory(atPath: cards.path)) ?? []).count }
        try expectPromptStop(["build", project.root.path, "--now", Safety.now, "--quiet", "--jobs", "1"]) { _, _ in
            ((try? FileManager.default.contentsOfDirectory(atPath: cards.path)) ?? []).count >= 2
        } finished: {
            count() >= 40
        }
    }

    @Test("SIGTERM stops draper card while one long card is set, with status 143")
    func sigtermDuringCard() throws {
        let folder = try TemporaryDirectory()
        let text = String(repeating: "cherish the moment ", count: 6_500)
        let photo = PackagePaths.root.appendingPathComponent("images/bg-05.jpg").path
        let card = folder.appending("c.png")
        try expectPromptStop(["card", "--text", text, "--image", photo, "--size", "story", "--out", card.path]) {
            _, pid in
            Self.cpuSeconds(pid) > 0.3
        } finished: {
            FileManager.default.fileExists(atPath: card.path)
        }
    }

    @Test("SIGTERM stops draper check while it lays out a large dataset, with status 143")
    func sigtermDuringCheck() throws {
        // Under the 100,000-quote limit of one project, so that the check gets to the cards.
        var csv = "text,speaker,image\n"
        for index in 0..<90_000 { csv += "Quote number \(index) is short,Speaker \(index % 50),images/sea.jpg\n" }
        let project = try csvProject(Data(csv.utf8))
        try expectPromptStop(["check", project.root.path, "--now", Safety.now]) { errors, _ in
            errors.contains("checked ")
        } finished: {
            false
        }
    }

    @Test("check reports its progress on a large dataset and renders no card")
    func checkLargeDataset() throws {
        var csv = "text,speaker,image\n"
        for index in 0..<12_000 { csv += "Quote number \(index) is short,Speaker \(index % 50),images/sea.jpg\n" }
        let project = try csvProject(Data(csv.utf8))
        let run = try Safety.run(["check", project.root.path, "--now", Safety.now], timeout: 600)
        #expect(run.status == 0, "\(run.standardError.suffix(2000))")
        #expect(run.standardError.contains("checked"), "no progress: \(run.standardError.suffix(500))")
        #expect(run.standardError.contains("12000 quotes") || run.standardError.contains("12,000 quotes"))
        #expect(!FileManager.default.fileExists(atPath: project.output.path))
    }
}
