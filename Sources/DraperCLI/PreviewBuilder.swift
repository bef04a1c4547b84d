import Cards
import Diagnostics
import Foundation
import Project
import Site
import Synchronization

/// Builds a project again and again for `draper serve`, one build at a time, and prints
/// what each build did or why it failed.
///
/// Every build loads the project afresh (datasets, configuration and templates may all
/// have changed) and then relies on `SiteBuilder`'s manifest for the expensive part: only
/// cards whose inputs changed are rendered again.
final class PreviewBuilder: Sendable {
    enum Outcome: Sendable {
        case built(BuildReport)
        /// Errors (and the warnings that came with them); the output folder is as it was.
        case failed([Diagnostic])
        /// Ctrl-C arrived during the build.
        case interrupted
    }

    let root: URL
    private let console: Console
    /// `--now` or `SOURCE_DATE_EPOCH`; nil lets the clock run, so advent doors open while
    /// the server runs.
    private let fixedNow: Date?
    private let reveal: RevealMode?
    private let jobs: Int
    private let quiet: Bool
    /// Held for the whole of a build: the initial build and a rebuild after an early edit
    /// must not write the output folder at the same time.
    private let running = Mutex(())
    /// Whether a build has finished (this session, or the output held one at the start).
    private let hasBuilt: Mutex<Bool>
    /// The cards a browser asks for, rendered first.
    let priority = CardPriority()

    /// What a build tells the preview server as it goes.
    struct Observer: Sendable {
        var started: @Sendable () -> Void = {}
        var progress: @Sendable (String) -> Void = { _ in }
        var pagesWritten: @Sendable () -> Void = {}
    }

    init(root: URL, console: Console, fixedNow: Date?, reveal: RevealMode?, jobs: Int, quiet: Bool) {
        self.root = root
        self.console = console
        self.fixedNow = fixedNow
        self.reveal = reveal
        self.jobs = jobs
        self.quiet = quiet
        hasBuilt = Mutex(Self.holdsBuild(root.appendingPathComponent("output", isDirectory: true)))
    }

    /// An earlier build's home page is there to show while the first build of a session runs.
    static func holdsBuild(_ output: URL) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path)
    }

    /// Where builds go (the project's `output/`).
    var outputDirectory: URL { Project.outputDirectory(of: root) }

    /// Loads and builds the project, printing warnings, errors and a summary to standard
    /// error, then passes the outcome to `announce` before the next build may start (so
    /// pages hear about builds in the order they ran).
    func build(observing observer: Observer = Observer(), then announce: (Outcome) -> Void) {
        running.withLock { _ in
            let reporter = ProgressReporter(console: console, quiet: quiet)
            observer.started()
            let outcome = buildOnce(reporter: reporter, observer: observer)
            switch outcome {
            case .built(let report):
                hasBuilt.withLock { $0 = true }
                for warning in report.warnings { console.printError(warning.description) }
                for note in report.notes { console.printError(note.description) }
                if !quiet { console.printError(BuildCommand.summary(report, shard: nil)) }
            case .failed(let diagnostics):
                reporter.close()
                for diagnostic in diagnostics { console.printError(diagnostic.description) }
                console.printError(
                    hasBuilt.withLock { $0 }
                        ? "build failed; still serving the last good build until the problem is fixed"
                        : "build failed; nothing is built yet: the pages show these errors until the problem is fixed")
            case .interrupted:
                reporter.close()
            }
            announce(outcome)
        }
    }

    private func buildOnce(reporter: ProgressReporter, observer: Observer) -> Outcome {
        let project: Project
        observer.progress("Loading the project")
        do {
            let loaded = try ProjectLoader.loadOrThrow(at: root)
            for warning in loaded.warnings { console.printError(warning.description) }
            project = loaded.project
        } catch {
            return .failed(error.diagnostics)
        }
        observer.progress("Writing the pages")
        // At most a few progress messages a second reach the pages.
        let lastSent = Mutex<Date?>(nil)
        var options = BuildOptions(
            now: fixedNow ?? Date(), reveal: reveal, jobs: jobs,
            progress: { progress in
                reporter.update(progress)
                let now = Date()
                let due = lastSent.withLock { last in
                    guard progress.done == progress.total || last.map({ now.timeIntervalSince($0) >= 0.2 }) ?? true
                    else { return false }
                    last = now
                    return true
                }
                if due { observer.progress("Rendering cards: \(progress.done) of \(progress.total)") }
            })
        // Pages first, so one can be read while its cards render; the cards it shows go first.
        options.pagesFirst = true
        options.pagesWritten = observer.pagesWritten
        options.priority = priority
        // A preview publishes nothing: the record of what was published is the builds' to keep.
        options.recordsPublished = false
        var builder = SiteBuilder(project: project, options: options)
        builder.stopRequested = { Interruption.isRequested }
        do {
            return .built(try builder.build(into: outputDirectory))
        } catch {
            return Interruption.isRequested ? .interrupted : .failed(error.diagnostics)
        }
    }
}
