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
            "Reports every problem in one run: datasets and configuration, that every photo opens, that every character has a glyph, that every quote fits its cards.",
        arguments: [.optional("dir", help: "The project folder.", default: ".")],
        options: [
            .value(
                "now", name: "iso-8601", help: "The date to check the advent calendar at.",
                default: "SOURCE_DATE_EPOCH, else the current time"),
            .flag("strict", help: "Treat warnings as errors."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let now = try BuildClock.resolve(arguments.value("now"), environment: context.environment, arguments: arguments)
        let project = try ProjectLocator.load(arguments.argument("dir"), context: context)
        let problems = SiteBuilder(project: project, options: BuildOptions(now: now)).check()
        for diagnostic in problems.diagnostics { context.console.printError(diagnostic.description) }
        let failed = problems.hasErrors || (arguments.flag("strict") && problems.warningCount > 0)
        context.console.printError(
            "\(project.quotes.count) quotes\(project.advent.map { ", \($0.days) advent days" } ?? ""): \(problems.summary)"
        )
        return failed ? 1 : 0
    }
}
