import Diagnostics
import Foundation
import Project
import SafeText
import Site

/// `draper email [DIR] ID`: one card as a complete email message for each recipient, printed
/// (one recipient) or handed to the mail program (`--sendmail`).
enum EmailCommand {
    static let command = Command(
        name: "email",
        abstract: "Mail a quote's (or an opened advent door's) card: one message per recipient, printed or sent.",
        discussion: """
            Each recipient gets a message of their own, addressed to them alone, with their own unsubscribe links \
            (email.unsubscribe): no reader sees another's address. One message is printed for sendmail -t; with \
            several recipients, --sendmail hands each message to the mail program. From cron, `draper email --today \
            --sendmail /usr/sbin/sendmail` is the daily notification, `--this-week` the weekly one (the quotes of \
            quotes/daily.ics and quotes/weekly.ics, the first being the home page's quote of the day). Advent doors \
            are named advent-N and can be sent once they are open. Nothing is written: the card is rendered in \
            memory, so --now never changes output/.
            """,
        arguments: [
            .projectFolder.described("The project folder (default: the current folder).", default: nil), .cardID,
        ],
        options: OptionGroup(
            .today, .thisWeek, .to, .sendmail,
            .now.described("The message's date and time (which quote is today's, which doors are open).")),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (folder, choice) = try choice(arguments, context: context)
        let now = try BuildClock.now(arguments, context)
        let project = try ProjectLocator.load(folder, context: context)
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
        let given = arguments[.to]
        let recipients = given.isEmpty ? project.config.email?.to ?? [] : given
        var sendmail: Sendmail?
        if let name = arguments[.sendmail] {
            switch Sendmail.find(name, environment: context.environment, folder: context.currentDirectory) {
            case .success(let program): sendmail = program
            case .failure(let failure):
                context.console.printError(Diagnostic.error("--sendmail: \(failure.reason)").description)
                return 1
            }
        }
        // Standard output holds one message: `sendmail -t` would read two as one, with every
        // address in it.
        if sendmail == nil, recipients.count > 1 {
            let advice =
                "\(recipients.count) recipients, and each gets a message of their own: deliver them with --sendmail /usr/sbin/sendmail"
            if !given.isEmpty { throw arguments.usageError(advice + ", or give one --to") }
            context.console.printError(
                Diagnostic.error(
                    "'email.to' names \(advice), or choose one with --to", at: project.config.location(of: "email.to")
                ).description)
            return 1
        }
        let builder = SiteBuilder(project: project, options: BuildOptions(now: now))
        let messages = try builder.emailMessages(for: choice, to: recipients)
        guard let sendmail else {
            messages.forEach(context.console.writeOutput)
            return 0
        }
        var failed = false
        for (recipient, message) in zip(recipients, messages) {
            guard case .failure(let failure) = sendmail.send(message, environment: context.environment) else {
                continue
            }
            failed = true
            // What the mail program said (a refused address, a server that did not answer), line by line.
            for line in failure.output.split(separator: "\n") {
                context.console.printError(TerminalText.escaped(String(line)))
            }
            context.console.printError(
                Diagnostic.error("\(failure.reason): the message to \(recipient) was not sent").description)
        }
        return failed ? 1 : 0
    }

    /// The project folder and the card: `[DIR] ID`, or `[DIR]` with --today or --this-week.
    private static func choice(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> (
        String?, EmailChoice
    ) {
        let words = [arguments[.projectFolder], arguments[.cardID]].compactMap { $0 }
        let today = arguments[.today], thisWeek = arguments[.thisWeek]
        if today && thisWeek { throw arguments.usageError("--today and --this-week pick different quotes; give one") }
        if today || thisWeek {
            guard words.count <= 1 else {
                throw arguments.usageError(
                    "--\(today ? "today" : "this-week") picks the quote itself; give the project folder only")
            }
            return (words.first, today ? .today : .thisWeek)
        }
        switch words.count {
        case 2:
            return (words[0], .id(words[1]))
        case 1:
            // One word is the card; a project folder there instead means the card was left out.
            let settings = context.url(for: words[0]).appendingPathComponent("site.json").path
            if FileManager.default.fileExists(atPath: settings) {
                throw arguments.usageError(
                    "'\(words[0])' is a project folder; name the card too (draper email \(words[0]) ID), or give --today or --this-week"
                )
            }
            return (nil, .id(words[0]))
        default:
            throw arguments.usageError("missing the card to send: an id, --today or --this-week")
        }
    }
}
