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

    init(root: URL, console: Console, fixedNow: Date?, reveal: RevealMode?, jobs: Int, quiet: Bool) {
        self.root = root
        self.console = console
        self.fixedNow = fixedNow
        self.reveal = reveal
        self.jobs = jobs
        self.quiet = quiet
    }

    /// Where builds go (the project's `output/`).
    var outputDirectory: URL { root.appendingPathComponent("output", isDirectory: true) }

    /// Loads and builds the project, printing warnings, errors and a summary to standard
    /// error, then passes the outcome to `announce` before the next build may start (so
    /// pages hear about builds in the order they ran).
    func build(then announce: (Outcome) -> Void) {
        running.withLock { _ in
            let reporter = ProgressReporter(console: console, quiet: quiet)
            let outcome = buildOnce(reporter: reporter)
            switch outcome {
            case .built(let report):
                for warning in report.warnings { console.printError(warning.description) }
                if !quiet { console.printError(BuildCommand.summary(report, shard: nil)) }
            case .failed(let diagnostics):
                reporter.close()
                for diagnostic in diagnostics { console.printError(diagnostic.description) }
                console.printError("build failed; still serving the last good build until the problem is fixed")
            case .interrupted:
                reporter.close()
            }
            announce(outcome)
        }
    }

    private func buildOnce(reporter: ProgressReporter) -> Outcome {
        let project: Project
        do {
            let loaded = try ProjectLoader.loadOrThrow(at: root)
            for warning in loaded.warnings { console.printError(warning.description) }
            project = loaded.project
        } catch {
            return .failed(error.diagnostics)
        }
        let options = BuildOptions(
            now: fixedNow ?? Date(), reveal: reveal, jobs: jobs, progress: { reporter.update($0) })
        var builder = SiteBuilder(project: project, options: options)
        builder.stopRequested = { Interruption.isRequested }
        do {
            return .built(try builder.build(into: outputDirectory))
        } catch {
            return Interruption.isRequested ? .interrupted : .failed(error.diagnostics)
        }
    }
}
