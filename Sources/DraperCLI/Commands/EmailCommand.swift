import Diagnostics
import Foundation
import Project
import Site

/// `draper email ID`: one card as a complete email message on standard output.
enum EmailCommand {
    static let command = Command(
        name: "email",
        abstract: "Print a quote's (or an opened advent door's) card as an email message.",
        discussion:
            "Builds the project first (only what changed), then prints the .eml: pipe it to `sendmail -t`. Advent doors are named advent-N.",
        arguments: [.required("id", help: "A quote id, or advent-N for door N.")],
        options: [
            .value(
                "to", name: "address", help: "Recipient; replaces site.json's email.to (repeatable).", repeatable: true),
            .value("dir", name: "path", help: "The project folder.", default: "."),
            .value(
                "now", name: "iso-8601", help: "The build's date and time.",
                default: "SOURCE_DATE_EPOCH, else the current time"),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        guard let id = arguments.argument("id") else { throw arguments.usageError("missing expected argument '<id>'") }
        let now = try BuildClock.resolve(arguments.value("now"), environment: context.environment, arguments: arguments)
        let project = try ProjectLocator.load(arguments.value("dir"), context: context)
        // A message needs a sender and links that lead somewhere; without them it would come
        // from draper@draper.invalid with empty links.
        var missing: [String] = []
        if project.config.email == nil {
            missing.append(
                "draper email needs a sender: add an 'email' object with 'from' and 'to' to site.json "
                    + "(docs/data.md#email)")
        }
        if project.config.baseURL == nil {
            missing.append("draper email needs 'baseURL' in site.json: the message links to the quote's page")
        }
        if !missing.isEmpty {
            for problem in missing {
                context.console.printError(
                    Diagnostic.error(problem, at: project.config.location).description)
            }
            return 1
        }
        let builder = SiteBuilder(project: project, options: BuildOptions(now: now))
        _ = try builder.build(into: project.outputDirectory)
        let recipients = arguments.list("to")
        let message = try builder.emailMessage(
            for: id, outputRoot: project.outputDirectory, to: recipients.isEmpty ? nil : recipients)
        context.console.writeOutput(message)
        return 0
    }
}
