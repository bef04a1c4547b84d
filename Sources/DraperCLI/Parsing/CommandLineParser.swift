import Diagnostics

/// Checks a command line against a command's declared options and arguments.
///
/// Accepts `--name value`, `--name=value`, `-n value`, flags, `--` to end options, and
/// reports anything else as a usage error that names the offending word.
enum CommandLineParser {
    static func parse(_ words: [String], for command: Command) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(command: command.name, declaring: command.allOptions, arguments: command.arguments)
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            if word.hasPrefix("--") {
                name = String(word.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                guard word.count == 2, let letter = word.last,
                    let option = command.allOptions.first(where: { $0.short == letter })
                else { throw parsed.usageError("unknown option '\(word)'") }
                name = option.long
            }
            guard let option = command.allOptions.first(where: { $0.long == name }) else {
                throw parsed.usageError("unknown option '--\(name)'\(suggestion(for: name, in: command))")
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw parsed.usageError("--\(name) does not take a value") }
                parsed.record(option, value: nil)
            case .value:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw parsed.usageError("missing value for option '--\(name)'") }
                    value = words[index]
                    index += 1
                }
                if !option.repeatable, parsed.wasGiven(option) {
                    throw parsed.usageError("option '--\(name)' given more than once")
                }
                if let allowed = option.allowedValues, !allowed.contains(value) {
                    throw parsed.usageError(
                        "'\(value)' is not a valid value for '--\(name)' (values: \(allowed.joined(separator: ", ")))")
                }
                parsed.record(option, value: value)
            }
        }
        if parsed[.help] { return parsed }
        guard positionals.count <= command.arguments.count else {
            throw parsed.usageError("unexpected argument '\(positionals[command.arguments.count])'")
        }
        for (position, argument) in command.arguments.enumerated() {
            if position < positionals.count {
                parsed.set(positional: positionals[position], for: argument.name)
            } else if let defaultValue = argument.defaultValue {
                parsed.set(positional: defaultValue, for: argument.name)
            } else if !argument.isOptional {
                throw parsed.usageError("missing expected argument '<\(argument.name)>'")
            }
        }
        for option in command.options where option.help.hasPrefix("(required)") && !parsed.wasGiven(option) {
            throw parsed.usageError("missing expected option '--\(option.long)'")
        }
        return parsed
    }

    private static func suggestion(for name: String, in command: Command) -> String {
        let candidates = command.allOptions.map(\.long)
        guard let best = EditDistance.closest(to: name, in: candidates) else { return "" }
        return "; did you mean '--\(best)'?"
    }
}
