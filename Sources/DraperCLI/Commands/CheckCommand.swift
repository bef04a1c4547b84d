import Diagnostics
import Foundation
import Project
import Site

/// `draper check`: every problem a build would hit, without writing anything.
enum CheckCommand {
    static let command = Command(
        name: "check",
        abstract: "Check a project's data, photos, fonts and templates without writing anything.",
        discussion:
            "Reports every problem in one run: datasets and configuration, that every photo opens, that every character has a glyph, that every quote fits its cards, that every text block can reach its design's contrast. Cards of a design legible by construction (classic) are laid out, not drawn, so a check does not report where a build would raise the dark layer; other designs' cards are drawn, not written. On large datasets it reports its progress.",
        arguments: [.projectFolder],
        options: OptionGroup(.now.described("The date to check the advent calendar at."), .strict, .all),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let now = try BuildClock.now(arguments, context)
        let all = arguments[.all]
        let perFile = all ? DiagnosticCollector.allPerFileLimit : DiagnosticCollector.defaultPerFileLimit
        let (loaded, loading) = try ProjectLocator.loadReporting(
            arguments[.projectFolder], context: context, diagnosticsPerFile: perFile)
        for diagnostic in loading.diagnostics { context.console.printError(diagnostic.description) }
        guard let project = loaded else {
            if loading.isTruncated, !all { printHowToSeeAll(context) }
            context.console.printError("the project did not load: \(loading.summary)")
            return 1
        }
        let progress = CheckProgress(console: context.console)
        var options = BuildOptions(now: now, progress: { progress.update($0) })
        options.diagnosticsPerFile = perFile
        var builder = SiteBuilder(project: project, options: options)
        builder.stopRequested = { Interruption.isRequested }
        let problems = builder.check()
        if Interruption.isRequested { return Interruption.exitStatus }
        for diagnostic in problems.diagnostics { context.console.printError(diagnostic.description) }
        // The loader's warnings count as much as the build's, for --strict and the summary.
        var everything = loading
        everything.append(contentsOf: problems)
        if (loading.isTruncated || problems.isTruncated), !all { printHowToSeeAll(context) }
        let failed = everything.hasErrors || (arguments[.strict] && everything.warningCount > 0)
        context.console.printError(
            "\(project.quotes.count) quotes\(project.advent.map { ", \($0.days) advent days" } ?? ""): \(everything.summary)"
        )
        return failed ? 1 : 0
    }

    /// Said once, after a list that left some out: the way to see them.
    private static func printHowToSeeAll(_ context: CommandContext) {
        context.console.printError(
            "note: draper check --all prints every diagnostic (up to \(DiagnosticCollector.allPerFileLimit.grouped) a file)"
        )
    }
}
