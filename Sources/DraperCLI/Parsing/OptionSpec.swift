/// One `--option` a command accepts, described once for parsing and for help.
struct OptionSpec: Sendable {
    enum Kind: Sendable, Equatable {
        /// `--quiet`: present or not.
        case flag
        /// `--size og`: takes one value; may be repeated when `repeatable`.
        case value(name: String)
    }

    var long: String
    var short: Character?
    var kind: Kind
    var help: String
    var defaultValue: String?
    var allowedValues: [String]?
    var repeatable = false

    static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, kind: .flag, help: help)
    }

    static func value(
        _ long: String, short: Character? = nil, name: String, help: String,
        default defaultValue: String? = nil, values: [String]? = nil, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, kind: .value(name: name), help: help, defaultValue: defaultValue,
            allowedValues: values, repeatable: repeatable)
    }

    /// Whether `other` reads what this option gives: the same name, a flag or a value alike,
    /// repeatable alike, the same allowed values. Wording may differ from command to command.
    func isRead(like other: OptionSpec) -> Bool {
        long == other.long && isFlag == other.isFlag && repeatable == other.repeatable
            && allowedValues == other.allowedValues
    }

    var isFlag: Bool { kind == .flag }

    /// `-o, --out <file>` as shown in help.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(long)"
        if case .value(let name) = kind { text += " <\(name)>" }
        return text
    }

    /// The help sentence with allowed values and the default appended, as argument-parser does.
    var fullHelp: String {
        var notes: [String] = []
        if let allowedValues { notes.append("values: \(allowedValues.joined(separator: ", "))") }
        if let defaultValue { notes.append("default: \(defaultValue)") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}
