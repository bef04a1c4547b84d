/// An option declared once, with how its value is read back: `arguments[.force]` is a `Bool`,
/// `arguments[.out]` a `String?`, `arguments[.only]` a `[String]`.
///
/// Reading never fails: what could be wrong with the value (a word not in `values:`) the parser
/// has already reported. Numbers, whose range is checked when read, are `RangedOptionKey`s.
struct OptionKey<Value>: OptionDeclaration {
    private(set) var spec: OptionSpec
    /// The value from the words given for the option (nil when it was not given).
    let read: @Sendable (_ given: [String]?) -> Value

    var specs: [OptionSpec] { [spec] }

    /// The same option worded for one command, with the default the key declares.
    func described(_ help: String, valueName: String? = nil) -> Self {
        described(help, valueName: valueName, default: spec.defaultValue)
    }

    /// The same option worded for one command, with that command's default (nil: none shown).
    func described(_ help: String, valueName: String? = nil, default defaultValue: String?) -> Self {
        var copy = self
        copy.spec.help = help
        if let valueName { copy.spec.kind = .value(name: valueName) }
        copy.spec.defaultValue = defaultValue
        return copy
    }
}

extension OptionKey where Value == Bool {
    /// `--quiet`: whether it was given.
    static func flag(_ long: String, short: Character? = nil, help: String) -> Self {
        OptionKey(spec: .flag(long, short: short, help: help)) { $0 != nil }
    }
}

extension OptionKey where Value == String? {
    /// `--out <path>`: the last value given (later options win, as in most tools).
    static func value(
        _ long: String, short: Character? = nil, name: String, help: String, default defaultValue: String? = nil
    ) -> Self {
        OptionKey(spec: .value(long, short: short, name: name, help: help, default: defaultValue)) { $0?.last }
    }
}

extension OptionKey where Value == [String] {
    /// `--size og,story --size square`: every value of a repeatable option, comma-separated
    /// lists split and blanks dropped.
    static func list(_ long: String, name: String, help: String, default defaultValue: String? = nil) -> Self {
        OptionKey(spec: .value(long, name: name, help: help, default: defaultValue, repeatable: true)) { given in
            (given ?? []).flatMap { $0.split(separator: ",").map(\.trimmedOfWhitespace) }.filter { !$0.isEmpty }
        }
    }

    /// `--field a=1,2 --field b=3`: every value of a repeatable option exactly as given (a value
    /// may hold commas).
    static func repeatable(_ long: String, name: String, help: String) -> Self {
        OptionKey(spec: .value(long, name: name, help: help, repeatable: true)) { $0 ?? [] }
    }
}

extension OptionKey {
    /// `--format <format>` with `values:`: the last value given, as what it names.
    static func choice<Choice>(
        _ long: String, name: String, help: String, default defaultValue: String? = nil, values: [String],
        as named: @escaping @Sendable (String) -> Choice?
    ) -> Self where Value == Choice? {
        OptionKey(spec: .value(long, name: name, help: help, default: defaultValue, values: values)) { given in
            given?.last.flatMap(named)
        }
    }

    /// `--reveal <mode>`: one of an enumeration's cases, by raw value, listed in declaration order.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ long: String, name: String, help: String, default defaultValue: String? = nil, of type: Choice.Type
    ) -> Self where Value == Choice?, Choice.RawValue == String {
        choice(long, name: name, help: help, default: defaultValue, values: type.allCases.map(\.rawValue)) {
            Choice(rawValue: $0)
        }
    }
}

extension Substring {
    fileprivate var trimmedOfWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
