/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
    private static let column = 26

    static func rootHelp(commands: [Command]) -> String {
        var lines = [
            "OVERVIEW: Render shareable quote cards and a static website with an advent calendar.",
            "",
            "USAGE: draper <subcommand>",
            "",
            "OPTIONS:",
            row("--version", "Show the version."),
            row("-h, --help", "Show help information."),
            "",
            "SUBCOMMANDS:",
        ]
        lines += commands.map { row($0.name, $0.abstract) }
        lines += ["", "  See 'draper help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n")
    }

    static func help(for command: Command) -> String {
        var lines = ["OVERVIEW: \(command.abstract)", ""]
        if let discussion = command.discussion {
            lines += [discussion, ""]
        }
        lines += ["USAGE: \(command.usage)", ""]
        if !command.arguments.isEmpty {
            lines.append("ARGUMENTS:")
            for argument in command.arguments {
                var help = argument.help
                if let defaultValue = argument.defaultValue { help += " (default: \(defaultValue))" }
                lines.append(row("<\(argument.name)>", help))
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        lines += command.allOptions.map { row($0.synopsis, $0.fullHelp) }
        return lines.joined(separator: "\n")
    }

    /// One two-column row; a long left side pushes the help onto its own line.
    private static func row(_ left: String, _ right: String) -> String {
        let indented = "  " + left
        if indented.count < column {
            return indented + String(repeating: " ", count: column - indented.count) + right
        }
        return indented + "\n" + String(repeating: " ", count: column) + right
    }
}
