/// What the user typed, checked against a command's options and arguments, read back through
/// the keys the command declared: `arguments[.force]`, `try arguments[.jobs]`.
struct ParsedArguments: Sendable {
    var command: String
    /// The command's options by long name, and its arguments' names; reading any other is a
    /// programmer error.
    private let declared: [String: OptionSpec]
    private let declaredArguments: Set<String>
    /// The values given for each option, in order; a flag given has an empty list.
    private var given: [String: [String]] = [:]
    private var positionals: [String: String] = [:]

    init(command: String, declaring options: [OptionSpec], arguments: [ArgumentSpec] = []) {
        self.command = command
        declared = Dictionary(options.map { ($0.long, $0) }, uniquingKeysWith: { first, _ in first })
        declaredArguments = Set(arguments.map(\.name))
    }

    /// One occurrence of `option` on the command line, with its value (none for a flag).
    mutating func record(_ option: OptionSpec, value: String?) {
        given[option.long, default: []] += value.map { [$0] } ?? []
    }

    mutating func set(positional: String, for name: String) { positionals[name] = positional }

    /// For the parser's checks (given twice, a required option missing); commands read keys.
    func wasGiven(_ option: OptionSpec) -> Bool { given[option.long] != nil }

    subscript<Value>(option: OptionKey<Value>) -> Value {
        option.read(given(declared: option.spec))
    }

    subscript<Number>(option: RangedOptionKey<Number>) -> Number? {
        get throws(UsageError) { try option.read(given(declared: option.spec), in: self) }
    }

    subscript(argument: ArgumentSpec) -> String? {
        precondition(
            declaredArguments.contains(argument.name),
            "draper \(command) reads <\(argument.name)> but does not declare it")
        return positionals[argument.name]
    }

    func usageError(_ message: String) -> UsageError { UsageError(message, command: command) }

    /// What was given for `option`, which the command must have declared as read this way: a
    /// key it never listed would read nothing, forever, without a word.
    private func given(declared option: OptionSpec) -> [String]? {
        guard let declaration = declared[option.long], declaration.isRead(like: option) else {
            preconditionFailure("draper \(command) reads --\(option.long) but does not declare it so")
        }
        return given[option.long]
    }
}
