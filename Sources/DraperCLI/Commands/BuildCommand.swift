import Cards
import Diagnostics
import Foundation
import Project
import Site
import SiteOutput

/// `draper build`: the project's site and cards into `output/`.
enum BuildCommand {
    static let command = Command(
        name: "build",
        abstract: "Build the site and its cards into output/.",
        discussion: """
            Only cards whose inputs changed are rendered again; files an earlier build made and this one did not \
            are removed, and nothing else in the output folder is touched. --now (or SOURCE_DATE_EPOCH) fixes the \
            clock: the same inputs and the same --now give byte-identical output.
            """,
        arguments: [.projectFolder],
        options: OptionGroup(
            .out, .emails, .now, .siteRendering, .force, .noWait, .only, .shard, .strict, .quiet, .verbose),
        run: run)

    /// The options a build and a batch of cards share (--shard, --force, --jobs, --no-wait),
    /// read from either command; the site's own (--reveal, --only) are the build's to add.
    static func options(
        from arguments: ParsedArguments, now: Date, context: CommandContext, progress: ProgressReporter?
    ) throws(UsageError) -> BuildOptions {
        var shard: Shard?
        if let text = arguments[.shard] {
            guard let parsed = Shard(text) else {
                throw arguments.usageError("--shard must be K/N with 1 ≤ K ≤ N, such as 2/3; not '\(text)'")
            }
            shard = parsed
        }
        var report: (@Sendable (RenderProgress) -> Void)?
        if let progress {
            report = { progress.update($0) }
        }
        var options = BuildOptions(
            now: now, force: arguments[.force],
            jobs: try arguments[.jobs] ?? ProcessInfo.processInfo.activeProcessorCount, shard: shard,
            progress: report)
        options.waitForOutput = !arguments[.noWait]
        let console = context.console
        options.waiting = { console.printError($0) }
        return options
    }

    /// A `--out` Draper must not write into is a usage error, found before anything is written.
    static func checkOutput(_ root: URL, projectRoot: URL, protecting sources: [URL], arguments: ParsedArguments)
        throws(UsageError)
    {
        do {
            try OutputLocation.check(root, projectRoot: projectRoot, protectedPaths: sources)
        } catch {
            throw arguments.usageError("--out \(error.description)")
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let console = context.console
        let quiet = arguments[.quiet]
        let reporter = ProgressReporter(console: console, quiet: quiet)
        let now = try BuildClock.now(arguments, context)
        var options = try options(from: arguments, now: now, context: context, progress: reporter)
        options.reveal = arguments[.reveal]
        let only = arguments[.only]
        options.only = only.isEmpty ? nil : Set(only)
        // The output folder's record is read on another core while the project is loaded: at
        // 10,000 quotes each is a tenth of a rebuild. A record that changes meanwhile, or
        // belongs to another folder than the build's, is read again (`ManifestPrefetch`).
        if options.shard == nil {
            let root = context.url(for: arguments[.projectFolder] ?? ".")
            options.record = ManifestPrefetch(
                root: arguments[.out].map(context.url(for:)) ?? Project.outputDirectory(of: root), projectRoot: root)
        }
        let project = try ProjectLocator.load(arguments[.projectFolder], context: context)
        if let only = options.only {
            let unknown = only.filter { project.quote(withID: $0) == nil }.sorted()
            if !unknown.isEmpty {
                throw arguments.usageError(
                    "--only names no quote with id \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
        let outputRoot = arguments[.out].map(context.url(for:)) ?? project.outputDirectory
        if arguments[.out] != nil {
            try checkOutput(
                outputRoot, projectRoot: project.root, protecting: OutputLocation.projectSources(of: project.root),
                arguments: arguments)
        }
        if let folder = arguments[.emails].map(context.url(for:)) {
            do {
                try OutputLocation.check(
                    folder, projectRoot: project.root,
                    protectedPaths: OutputLocation.projectSources(of: project.root) + [outputRoot])
            } catch {
                throw arguments.usageError("--emails \(error.description)")
            }
            options.emailsFolder = folder
        }
        Interruption.install()
        if context.processEndsAfterCommand {
            options.processEndsAfterBuild = true
            MemoryKeptUntilExit.keep(project)
        }
        var builder = SiteBuilder(project: project, options: options)
        builder.stopRequested = { Interruption.isRequested }
        let report: BuildReport
        do {
            report = try builder.build(into: outputRoot)
        } catch {
            reporter.close()
            for diagnostic in error.diagnostics { console.printError(diagnostic.description) }
            if Interruption.isRequested { return Interruption.stoppedCleanly() }
            return 1
        }
        for warning in report.warnings { console.printError(warning.description) }
        // What happened to published addresses is said even with --quiet: it is said once.
        for note in report.notes { console.printError(note.description) }
        if arguments[.verbose] {
            for path in report.filesRemoved { console.printError("removed \(path)") }
        }
        if !quiet {
            console.printError(summary(report, shard: options.shard))
        }
        if arguments[.strict], !report.warnings.isEmpty {
            console.printError(
                "error: \(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s") with --strict")
            return 1
        }
        return 0
    }

    static func summary(_ report: BuildReport, shard: Shard?, pages: Bool = true) -> String {
        let total = report.cardsRendered + report.cardsUnchanged
        var line = "rendered \(report.cardsRendered) of \(total) card file\(total == 1 ? "" : "s")"
        if report.cardsUnchanged > 0 { line += " (\(report.cardsUnchanged) up to date)" }
        if let shard {
            line += " for shard \(shard)"
        } else if pages {
            let pages = report.pages
            line += ", wrote \(pages.written) of \(pages.total) page\(pages.total == 1 ? "" : "s")"
            let others = [
                pages.upToDate > 0 ? "\(pages.upToDate) up to date" : nil,
                pages.leftAlone > 0 ? "\(pages.leftAlone) left alone" : nil,
            ].compactMap { $0 }
            if !others.isEmpty { line += " (\(others.joined(separator: ", ")))" }
        }
        if !report.filesRemoved.isEmpty {
            let removed = report.filesRemoved.count
            line += ", removed \(removed) old file\(removed == 1 ? "" : "s")"
        }
        if !report.warnings.isEmpty {
            line += ", \(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s")"
        }
        return line + String(format: " in %.1f s", report.seconds)
    }
}
