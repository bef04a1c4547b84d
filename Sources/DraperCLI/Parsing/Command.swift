/// A subcommand of `draper`: its help text, what it accepts, and what it does.
struct Command: Sendable {
    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]
    var run: @Sendable (ParsedArguments, CommandContext) throws -> Int32

    /// The options every command accepts, listed last in help.
    static let commonOptions = OptionGroup(.help)

    /// A command whose option names are each declared once (help included): two options of one
    /// name would be told apart only by accident of order, so that is a programmer error.
    init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: OptionGroup = OptionGroup(), run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> Int32
    ) {
        let repeated = OptionGroup(options, Self.commonOptions).repeatedNames
        precondition(repeated.isEmpty, "draper \(name) declares \(repeated.joined(separator: ", ")) more than once")
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.specs
        self.run = run
    }

    var allOptions: [OptionSpec] { options + Self.commonOptions.specs }

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
