/// A subcommand of `draper`: its help text, what it accepts, and what it does.
struct Command: Sendable {
    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    var run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

    /// The options every command accepts, listed last in help.
    static let commonOptions: [OptionSpec] = [
        .flag("help", short: "h", help: "Show help information.")
    ]

    var allOptions: [OptionSpec] { options + Self.commonOptions }

    /// `draper card --text <text> … [--size <size>]`
    var usage: String {
        var parts = ["draper", name]
        for option in options {
            let shown: String
            if case .value(let valueName) = option.kind {
                shown = "--\(option.long) <\(valueName)>"
            } else {
                shown = "--\(option.long)"
            }
            let isRequired = option.help.hasPrefix("(required)")
            parts.append(isRequired ? shown : "[\(shown)]")
        }
        parts += arguments.map(\.synopsis)
        return parts.joined(separator: " ")
    }
}
