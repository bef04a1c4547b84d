import Diagnostics
import Foundation
import SafeText
import Site

/// The `draper` command line: finds the subcommand, parses its options, runs it and maps
/// what happened to an exit status (0 success, 1 failure, 64 usage error).
public enum DraperCommandLine {
    public static var version: String { SiteBuilder.toolVersion }

    static let commands: [Command] = [
        BuildCommand.command,
        CardCommand.command,
        CardsCommand.command,
        CheckCommand.command,
        DesignsCommand.command,
        EmailCommand.command,
        NewCommand.command,
        ServeCommand.command,
    ].sorted { $0.name < $1.name }

    /// Makes Ctrl-C and SIGTERM stop any command within a second (`Interruption`); called by
    /// the executable before `run`, never by tests that run commands in their own process.
    public static func installInterruptionHandlers() {
        Interruption.install()
    }

    /// Runs `draper` with `arguments` (without the program name) and returns the exit status:
    /// 1 also when standard output or error could not be written (a full disk, a closed pipe).
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        context.console.exitStatus(after: runCommand(arguments, context: context))
    }

    private static func runCommand(_ arguments: [String], context: CommandContext) -> Int32 {
        let console = context.console
        guard let first = arguments.first else {
            console.writeError(HelpFormatter.rootHelp(commands: commands) + "\n")
            return 64
        }
        switch first {
        case "-h", "--help":
            console.print(HelpFormatter.rootHelp(commands: commands))
            return 0
        case "--version":
            console.print(version)
            return 0
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.print(HelpFormatter.rootHelp(commands: commands))
                return 0
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                return usageFailure(UsageError(unknownCommandMessage(name)), console: console)
            }
            console.print(HelpFormatter.help(for: command))
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return usageFailure(UsageError(unknownCommandMessage(first)), console: console)
        }
        do {
            let parsed = try CommandLineParser.parse(Array(arguments.dropFirst()), for: command)
            if parsed[.help] {
                console.print(HelpFormatter.help(for: command))
                return 0
            }
            return try command.run(parsed, context)
        } catch let error as UsageError {
            return usageFailure(error, console: console)
        } catch let error as DiagnosticError {
            for diagnostic in error.diagnostics { console.printError(diagnostic.description) }
            return error.diagnostics.contains { $0.severity == .error } ? 1 : 0
        } catch {
            console.printError("error: \(TerminalText.escaped(String(describing: error)))")
            return 1
        }
    }

    private static func unknownCommandMessage(_ name: String) -> String {
        var message = "unknown subcommand '\(name)'"
        if let best = EditDistance.closest(to: name, in: commands.map(\.name)) {
            message += "; did you mean '\(best)'?"
        }
        return message
    }

    private static func usageFailure(_ error: UsageError, console: Console) -> Int32 {
        // The message quotes what was typed, which may hold anything a shell can pass.
        console.printError("Error: \(TerminalText.escaped(error.message))")
        if let name = error.command, let command = commands.first(where: { $0.name == name }) {
            console.printError("Usage: \(command.usage)")
            console.printError("  See 'draper help \(name)' for more information.")
        } else {
            console.printError("Usage: draper <subcommand>")
            console.printError("  See 'draper --help' for the list of subcommands.")
        }
        return 64
    }
}
