import Cards
import Diagnostics
import Foundation
import PreviewServer
import Project
import SafeText
import Site

/// `draper serve`: build, serve `output/` on this machine, rebuild on every change and
/// reload the open pages.
enum ServeCommand {
    static let command = Command(
        name: "serve",
        abstract: "Build, serve the site locally, and rebuild and reload pages on every change.",
        discussion: """
            Serves output/ over HTTP (only to this machine unless --host says otherwise), under the path of \
            site.json's baseURL (/cal/ for https://example.org/cal/; restart after changing it), and watches \
            site.json, data/, images/, fonts/ and templates/. Each build writes the pages before the cards, and a \
            card a browser asks for is rendered ahead of the others; until the first build has written its \
            pages, a page shows its progress and then turns into the site. After each change the site is \
            rebuilt (only changed cards are rendered again) and open pages reload. A build that fails prints \
            its errors here and shows them over the open pages, which keep showing the last good build until \
            the problem is fixed (with none yet, the pages show the errors). The reload script is added to pages \
            only as they are served; the files in output/ never contain it. Ctrl-C stops.
            """,
        arguments: [.projectFolder],
        options: OptionGroup(
            .port, .host,
            .now.described(
                "The builds' date and time (for which advent doors are open, feed dates).",
                default: "SOURCE_DATE_EPOCH, else the current time at each build"),
            .siteRendering,
            .quiet.described("Print only errors, warnings and the address."),
            .verbose.described("Also print which files changed and the HTTP server's messages.")),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let console = context.console
        guard let port = UInt16(exactly: try arguments[.port] ?? 8000) else {
            throw arguments.usageError("--port must be a whole number from 0 to 65535")
        }
        let host = arguments[.host] ?? "127.0.0.1"
        let fixedNow = BuildClock.isFixed(arguments, context) ? try BuildClock.now(arguments, context) : nil
        let jobs = try arguments[.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        let quiet = arguments[.quiet], verbose = arguments[.verbose]

        let root = context.url(for: arguments[.projectFolder] ?? ".")
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectLoader.siteFile).path) else {
            // Not a project at all (unlike a project with a broken file, which is served while it is fixed).
            _ = try ProjectLocator.load(arguments[.projectFolder], context: context)
            throw DiagnosticError(.error("no site.json found", at: SourceLocation(file: ProjectLoader.siteFile)))
        }
        let builder = PreviewBuilder(
            root: root, console: console, fixedNow: fixedNow,
            reveal: arguments[.reveal],
            jobs: jobs, quiet: quiet)
        do {
            try FileManager.default.createDirectory(at: builder.outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(
                .error(
                    "cannot create the output folder: \(error.localizedDescription)", at: SourceLocation(file: "output")
                ))
        }

        // The server first: a busy port is reported at once, not after a long first build.
        var log: (@Sendable (String) -> Void)?
        if verbose { log = { message in console.printError("server: " + message) } }
        var configuration = PreviewServer.Configuration(
            folder: builder.outputDirectory, host: host, port: port, log: log)
        // The site where it will be published: under baseURL's path, so its absolute links work.
        configuration.basePath = Self.basePath(root: root)
        configuration.warn = { console.printError("warning: \(TerminalText.escaped($0))") }
        configuration.hasBuild = PreviewBuilder.holdsBuild(builder.outputDirectory)
        let priority = builder.priority
        configuration.fileRequested = { priority.request($0) }
        let server: PreviewServer
        do {
            server = try PreviewServer(configuration)
        } catch {
            throw diagnostic(for: error)
        }
        defer { server.stop() }
        Interruption.install()
        console.print("Serving \(builder.outputDirectory.path) at \(server.url) (Ctrl-C to stop)")
        if !isLoopback(host) {
            console.printError("warning: listening on \(host): anyone who can reach this machine can read the site")
        }

        // Watching starts before the first build, so an edit made while it runs is not missed.
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(
                root: root,
                folders: [
                    "data", "images", "fonts", "templates", "designs", ProjectLoader.pagesFolder,
                    ProjectLoader.staticFolder, ProjectLoader.catalogFolder,
                ], files: [ProjectLoader.siteFile],
                log: { console.printError("warning: \($0)") },
                onChange: { changes in
                    if verbose || !quiet { console.printError("\(describe(changes)) changed; rebuilding") }
                    builder.build(observing: observer(server)) { announce($0, to: server) }
                })
        } catch {
            throw DiagnosticError(
                .error(error.reason.description, at: SourceLocation(file: error.path.isEmpty ? "." : error.path)))
        }
        defer { watcher.stop() }

        builder.build(observing: observer(server)) { announce($0, to: server) }
        Interruption.wait()
        console.printError("stopping")
        return 0
    }

    private static func observer(_ server: PreviewServer) -> PreviewBuilder.Observer {
        PreviewBuilder.Observer(
            started: { server.buildStarted() }, progress: { server.showProgress($0) },
            pagesWritten: { server.pagesWritten() })
    }

    private static func announce(_ outcome: PreviewBuilder.Outcome, to server: PreviewServer) {
        switch outcome {
        case .built:
            server.reloadPages()
        case .failed(let diagnostics):
            server.showProblem(diagnostics.map(\.description).joined(separator: "\n"))
        case .interrupted:
            server.buildStopped()
        }
    }

    /// The path of site.json's baseURL ("/cal/"), or "/" when it has none or cannot be read yet
    /// (a broken site.json is served while it is fixed).
    static func basePath(root: URL) -> String {
        guard let url = ProjectLoader.loadSiteConfig(at: root)?.baseURL else { return "/" }
        return url.path.isEmpty ? "/" : url.path
    }

    /// `data/quotes.json`, `data/quotes.json and site.json`, `data/a.json, site.json and 3 more`.
    static func describe(_ changes: [String]) -> String {
        switch changes.count {
        case 0: return "nothing"
        case 1: return changes[0]
        case 2: return "\(changes[0]) and \(changes[1])"
        default: return "\(changes[0]), \(changes[1]) and \(changes.count - 2) more"
        }
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    private static func diagnostic(for error: PreviewServerError) -> DiagnosticError {
        var message = error.reason.description
        switch error.reason {
        case .portInUse: message += "; stop it or pick another port with --port (0 picks a free one)"
        case .hostUnknown, .addressUnavailable:
            message += "; use --host with an address of this machine, such as 127.0.0.1"
        default: break
        }
        return DiagnosticError(.error(message, at: SourceLocation(file: error.path)))
    }
}
