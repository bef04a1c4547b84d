import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DraperCLI

/// A console that keeps what a command printed.
private final class RecordingConsole: Sendable {
    private let output = Mutex(""), errors = Mutex("")

    var console: Console {
        Console(
            writeOutput: { text in self.output.withLock { $0 += text } },
            writeError: { text in self.errors.withLock { $0 += text } },
            errorIsTerminal: false)
    }

    var standardOutput: String { output.withLock { $0 } }
    var standardError: String { errors.withLock { $0 } }
}

/// `draper serve` running in a child process, its output collected as it arrives.
private final class ServeProcess: Sendable {
    private let process: Process
    private let output = Mutex(""), errors = Mutex("")

    init(_ arguments: [String]) throws {
        process = Process()
        process.executableURL = PackagePaths.draperExecutable
        process.arguments = ["serve"] + arguments
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.output.withLock { $0 += text }
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.errors.withLock { $0 += text }
        }
        try process.run()
    }

    deinit {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    var standardOutput: String { output.withLock { $0 } }
    var standardError: String { errors.withLock { $0 } }

    /// Waits until standard output contains a match of `pattern` and returns its first capture group.
    func waitForOutput(_ pattern: String, timeout: Duration = .seconds(60)) throws -> String {
        let expression = try NSRegularExpression(pattern: pattern)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let text = standardOutput
            if let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let range = Range(match.range(at: 1), in: text)
            {
                return String(text[range])
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw RawHTTP.Failure("no match for \(pattern) in output: \(standardOutput)\nerrors: \(standardError)")
    }

    /// Waits until standard error holds `text`, and says whether it does: what the server
    /// prints reaches the test through a pipe, after (or before) the events it sends over HTTP.
    func waitForError(containing text: String, timeout: Duration = .seconds(60)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !standardError.contains(text), process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        return standardError.contains(text)
    }

    /// Waits until a build has printed its summary (`rendered … card files …`) on standard
    /// error: then a Ctrl-C meets no build under way, and the stop is clean.
    func waitForBuildSummary(timeout: Duration = .seconds(120)) throws {
        let deadline = ContinuousClock.now + timeout
        while !standardError.contains("rendered "), process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard standardError.contains("rendered ") else {
            throw RawHTTP.Failure("no build summary in: \(standardError)")
        }
    }

    /// Sends Ctrl-C and waits for the process to end; returns its exit status.
    func interrupt(timeout: Duration = .seconds(20)) throws -> Int32 {
        process.interrupt()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                throw RawHTTP.Failure("draper serve did not stop after Ctrl-C")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.terminationStatus
    }
}

struct ServeCommandTests {
    static let now = "2026-12-05T12:00:00Z"
    static let script = "<script src=\"/__draper/live-reload.js\"></script>"

    /// A one-quote project with one photo from the repository and one card size.
    private func makeProject(quote: String) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory("serve")
        try project.write(
            "{ title: \"Serve test\", baseURL: \"https://example.com/\", cards: { sizes: [\"og\"] } }\n",
            to: "site.json")
        try project.write(quotesJSON(quote), to: "data/quotes.json")
        try project.write(
            Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-01.jpg")), to: "images/bg-01.jpg")
        return project
    }

    private func quotesJSON(_ text: String) -> String {
        "[\n  { id: \"first\", text: \"\(text)\", speaker: \"A Tester\", image: \"images/bg-01.jpg\" },\n]\n"
    }

    /// Fetches `path` until the body contains `text` (the first build may still be running).
    private func waitForPage(_ path: String, containing text: String, port: UInt16) throws -> RawHTTP.Response {
        let deadline = ContinuousClock.now + .seconds(90)
        var last: RawHTTP.Response?
        while ContinuousClock.now < deadline {
            let response = try RawHTTP.request("GET", path, port: port)
            if response.status == 200, response.text.contains(text) { return response }
            last = response
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw RawHTTP.Failure(
            "\(path) never contained '\(text)'; last answer \(last?.status ?? 0): \(last?.text ?? "")")
    }

    /// The next event that is not a running build's progress report ("progress", "pages").
    private func nextOutcome(_ events: EventStreamClient) throws -> EventStreamClient.Event? {
        while let event = try events.next() {
            if event.name == "progress" || event.name == "pages" { continue }
            return event
        }
        return nil
    }

    /// Reads events until a reload after which `/quotes/first/` shows `text`.
    private func waitForReload(on events: EventStreamClient, port: UInt16, showing text: String) throws {
        while let event = try nextOutcome(events) {
            guard event.name == "reload" else { throw RawHTTP.Failure("expected a reload, got \(event)") }
            if try RawHTTP.request("GET", "/quotes/first/", port: port).text.contains(text) { return }
        }
        throw RawHTTP.Failure("the event stream ended")
    }

    @Test func buildsServesRebuildsAndReportsProblems() throws {
        let project = try makeProject(quote: "The first draft of anything is a start.")
        let serve = try ServeProcess([project.path, "--port", "0", "--now", Self.now])
        let port = try #require(
            UInt16(try serve.waitForOutput(#"^Serving .* at http://127\.0\.0\.1:(\d+)/ \(Ctrl-C to stop\)"#)))

        let page = try waitForPage("/quotes/first/", containing: "The first draft of anything", port: port)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.text.contains(Self.script + "\n</body>"))
        let onDisk = try String(contentsOf: project.appending("output/quotes/first/index.html"), encoding: .utf8)
        #expect(onDisk.contains("The first draft of anything"))
        #expect(!onDisk.contains("__draper"))

        let events = try EventStreamClient(port: port, path: "/__draper/events", timeout: .seconds(90))
        #expect(try events.next()?.name == "hello")

        // An edit: rebuilt, then a reload. (A reload from the first build may still be on
        // its way when the stream opens; a reload only counts once the page shows the edit.)
        try project.write(quotesJSON("The second draft is better."), to: "data/quotes.json")
        try waitForReload(on: events, port: port, showing: "The second draft is better.")

        // A broken file: the problem reaches open pages and new ones, and the last good build stays up.
        try project.write(
            "[\n  { id: \"first\", text: \"Broken <b>\" speaker: \"A Tester\" },\n]\n", to: "data/quotes.json")
        let problem = try nextOutcome(events)
        #expect(problem?.name == "problem")
        #expect(problem?.data.hasPrefix("data/quotes.json:2:") == true)
        #expect(problem?.data.contains("error: ") == true)
        let late = try EventStreamClient(port: port, path: "/__draper/events", timeout: .seconds(30))
        #expect(try late.next()?.name == "hello")
        #expect(try nextOutcome(late) == problem)
        #expect(try RawHTTP.request("GET", "/quotes/first/", port: port).text.contains("The second draft is better."))
        #expect(serve.waitForError(containing: "data/quotes.json:2:"), "\(serve.standardError)")
        #expect(
            serve.waitForError(
                containing: "build failed; still serving the last good build until the problem is fixed"),
            "\(serve.standardError)")

        // Fixed: rebuilt and reloaded.
        try project.write(quotesJSON("The third draft ships."), to: "data/quotes.json")
        #expect(try nextOutcome(events) == .init(name: "reload", data: ""))
        #expect(try nextOutcome(late) == .init(name: "reload", data: ""))
        #expect(try RawHTTP.request("GET", "/quotes/first/", port: port).text.contains("The third draft ships."))

        // A second server on the same port says which port is taken.
        let busy = try DraperProcess.run(["serve", project.path, "--port", String(port), "--now", Self.now])
        #expect(busy.status == 1)
        #expect(
            busy.standardError == "127.0.0.1:\(port): error: port \(port) is already in use by another program; "
                + "stop it or pick another port with --port (0 picks a free one)\n")

        #expect(try serve.interrupt() == 0)
        #expect(serve.standardError.hasSuffix("stopping\n"))
        #expect(try events.next() == nil)
        #expect(throws: RawHTTP.Failure.self) { try RawHTTP.request("GET", "/", port: port) }
    }

    /// A project whose first build takes a while: many quotes, three sizes.
    private func makeSlowProject(quotes: Int, baseURL: String = "https://example.com/") throws -> TemporaryDirectory {
        let project = try TemporaryDirectory("serve-slow")
        try project.write(
            "{ title: \"Slow start\", baseURL: \"\(baseURL)\", cards: { sizes: [\"og\", \"square\", \"story\"] } }\n",
            to: "site.json")
        let rows = (1...quotes).map {
            "  { id: \"q\($0)\", text: \"Quote number \($0), long enough to be set over two lines.\", speaker: \"Speaker \($0)\", image: \"images/bg-01.jpg\" },"
        }
        try project.write("[\n\(rows.joined(separator: "\n"))\n]\n", to: "data/quotes.json")
        try project.write(
            Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-01.jpg")), to: "images/bg-01.jpg")
        return project
    }

    /// The first answer from `path` once the server accepts connections.
    private func firstAnswer(_ path: String, port: UInt16) throws -> RawHTTP.Response {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            do {
                return try RawHTTP.request("GET", path, port: port)
            } catch {
                guard ContinuousClock.now < deadline else { throw error }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    @Test("during a slow first build: a page that shows progress at once, pages before cards, asked-for cards first")
    func firstBuildIsThereAtOnce() throws {
        let project = try makeSlowProject(quotes: 40)
        let serve = try ServeProcess([project.path, "--port", "0", "--now", Self.now, "--jobs", "1"])
        let port = try #require(
            UInt16(try serve.waitForOutput(#"^Serving .* at http://127\.0\.0\.1:(\d+)/ \(Ctrl-C to stop\)"#)))
        let first = try firstAnswer("/", port: port)
        #expect(first.status == 200)
        #expect(first.header("Content-Type") == "text/html; charset=utf-8")
        if first.text.contains("data-draper-waiting") {
            #expect(first.text.contains("Building the site"))
            #expect(first.text.contains(Self.script))
        }
        let events = try EventStreamClient(port: port, path: "/__draper/events", timeout: .seconds(90))
        #expect(try events.next()?.name == "hello")

        // The pages come first: the home page is the site's while cards still render.
        let home = try waitForPage("/", containing: "Quote number", port: port)
        #expect(!home.text.contains("data-draper-waiting"))
        #expect(!serve.standardError.contains("rendered "), "the build had already finished: \(serve.standardError)")
        // A card the page shows is rendered ahead of the others and served as soon as it is.
        let card = try #require(
            home.text.firstMatch(of: /src="(cards\/q[0-9]+\/og\.[a-z]+)\?v=/).map { String($0.1) })
        let image = try RawHTTP.request("GET", "/\(card)", port: port, timeout: .seconds(60))
        #expect(image.status == 200, "\(card): \(image.status)")
        #expect(image.header("Content-Type")?.hasPrefix("image/") == true)
        #expect(
            !serve.standardError.contains("rendered "), "the card came only after the build: \(serve.standardError)")

        // Progress reaches the pages; the end of the build reloads them.
        var sawProgress = false
        while let event = try events.next() {
            if event.name == "progress", event.data.hasPrefix("Rendering cards: ") { sawProgress = true }
            if event.name == "reload" { break }
        }
        #expect(sawProgress)
        #expect(try serve.interrupt() == 0)
    }

    @Test("a first build that fails shows its errors, and claims no last good build")
    func failedFirstBuild() throws {
        let project = try makeProject(quote: "Fine.")
        try project.write("[\n  { text: \"<b>x</b>\", speeker: \"Ann\" },\n]\n", to: "data/quotes.json")
        let serve = try ServeProcess([project.path, "--port", "0", "--now", Self.now])
        let port = try #require(
            UInt16(try serve.waitForOutput(#"^Serving .* at http://127\.0\.0\.1:(\d+)/ \(Ctrl-C to stop\)"#)))
        let deadline = ContinuousClock.now + .seconds(30)
        var page = try firstAnswer("/quotes/", port: port)
        while page.status != 503, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            page = try RawHTTP.request("GET", "/quotes/", port: port)
        }
        #expect(page.status == 503)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.text.contains("The build failed"))
        #expect(page.text.contains("data/quotes.json:2:"))
        #expect(page.text.contains("did you mean &#39;speaker&#39;?") || page.text.contains("did you mean 'speaker'?"))
        #expect(!page.text.contains("<b>x</b>"))
        let events = try EventStreamClient(port: port, path: "/__draper/events", timeout: .seconds(30))
        #expect(try events.next()?.name == "hello")
        #expect(try nextOutcome(events)?.name == "first-problem")
        #expect(serve.waitForError(containing: "build failed; nothing is built yet"), "\(serve.standardError)")
        #expect(!serve.standardError.contains("last good build"))

        // Fixed: the page is the site.
        try project.write(quotesJSON("Fixed at last."), to: "data/quotes.json")
        #expect(try nextOutcome(events) == .init(name: "reload", data: ""))
        #expect(try RawHTTP.request("GET", "/quotes/first/", port: port).text.contains("Fixed at last."))
        #expect(try serve.interrupt() == 0)
    }

    @Test("a site under a sub-path is served there, and its 404 page is styled at any depth")
    func subPath() throws {
        let project = try makeProject(quote: "Under a path.")
        try project.write(
            "{ title: \"Serve test\", baseURL: \"https://example.com/cal/\", cards: { sizes: [\"og\"] } }\n",
            to: "site.json")
        let serve = try ServeProcess([project.path, "--port", "0", "--now", Self.now])
        let port = try #require(
            UInt16(try serve.waitForOutput(#"^Serving .* at http://127\.0\.0\.1:(\d+)/cal/ \(Ctrl-C to stop\)"#)))
        _ = try waitForPage("/cal/quotes/first/", containing: "Under a path.", port: port)
        let root = try RawHTTP.request("GET", "/", port: port)
        #expect(root.status == 302)
        #expect(root.header("Location") == "/cal/")
        // Until the first build has written all its pages, a page that is not there yet may
        // still come: the server answers with the build's progress, then with the 404 page.
        var missing = try RawHTTP.request("GET", "/cal/no/such/page", port: port)
        let deadline = ContinuousClock.now + .seconds(60)
        while missing.status == 200, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            missing = try RawHTTP.request("GET", "/cal/no/such/page", port: port)
        }
        #expect(missing.status == 404)
        let stylesheet = try #require(
            missing.text.firstMatch(of: /href="(\/cal\/assets\/[^"]+\.css)"/).map { String($0.1) })
        let css = try RawHTTP.request("GET", stylesheet, port: port)
        #expect(css.status == 200)
        #expect(css.header("Content-Type") == "text/css; charset=utf-8")
        #expect(try RawHTTP.request("GET", "/elsewhere/", port: port).status == 404)
        // The cards render after the pages: a Ctrl-C during them may need the watchdog (130).
        try serve.waitForBuildSummary()
        #expect(try serve.interrupt() == 0)
    }

    @Test(arguments: [
        (["--port", "70000"], "Error: --port must be a whole number from 0 to 65535, not '70000'"),
        (["--port", "http"], "Error: --port must be a whole number from 0 to 65535, not 'http'"),
        (
            ["--now", "tomorrow"],
            "Error: --now must be an ISO 8601 date or date-time such as 2026-12-05 or 2026-12-05T20:59:00+01:00, not 'tomorrow'"
        ),
        (["--reveal", "some"], "Error: 'some' is not a valid value for '--reveal' (values: client, build, all)"),
    ])
    func rejectsBadOptions(arguments: [String], message: String) throws {
        let project = try makeProject(quote: "Options first.")
        let recording = RecordingConsole()
        let context = CommandContext(console: recording.console, environment: [:], currentDirectory: project.url)
        #expect(DraperCommandLine.run(["serve"] + arguments, context: context) == 64)
        #expect(recording.standardError.hasPrefix(message + "\nUsage: draper serve "))
        #expect(recording.standardOutput.isEmpty)
    }

    @Test func refusesAFolderThatIsNotAProject() throws {
        let folder = try TemporaryDirectory("not-a-project")
        let recording = RecordingConsole()
        let context = CommandContext(console: recording.console, environment: [:], currentDirectory: folder.url)
        #expect(DraperCommandLine.run(["serve", "--port", "0"], context: context) == 1)
        #expect(recording.standardError.hasPrefix("site.json: error: no site.json found"))
        #expect(DraperCommandLine.run(["serve", "missing", "--port", "0"], context: context) == 1)
        #expect(recording.standardError.hasSuffix("missing: error: no such project folder\n"))
        #expect(recording.standardOutput.isEmpty)
    }

    @Test(arguments: [
        ([String](), "nothing"),
        (["site.json"], "site.json"),
        (["data/a.json", "site.json"], "data/a.json and site.json"),
        (["data/a.json", "images/b.jpg", "site.json", "templates/x.mustache"], "data/a.json, images/b.jpg and 2 more"),
    ])
    func describesChanges(changes: [String], text: String) {
        #expect(ServeCommand.describe(changes) == text)
    }
}
