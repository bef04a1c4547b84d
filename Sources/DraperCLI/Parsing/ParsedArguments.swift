/// What the user typed, checked against a command's options and arguments.
struct ParsedArguments: Sendable {
    var command: String
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String: String] = [:]

    init(command: String) {
        self.command = command
    }

    mutating func add(value: String, for option: String) { values[option, default: []].append(value) }
    mutating func set(flag: String) { flags.insert(flag) }
    mutating func set(positional: String, for name: String) { positionals[name] = positional }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `option` (later options win, as in most tools).
    func value(_ option: String) -> String? { values[option]?.last }

    /// Every value of a repeatable option, splitting comma-separated lists (`--size og,story`).
    func list(_ option: String) -> [String] {
        (values[option] ?? []).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters() } }
            .filter { !$0.isEmpty }
    }

    func argument(_ name: String) -> String? { positionals[name] }

    func usageError(_ message: String) -> UsageError { UsageError(message, command: command) }

    /// The value of `option` as an integer in `range`, or a usage error naming the option.
    func integer(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw usageError(
                "--\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// The value of `option` as a number in `range`, or a usage error naming the option.
    func number(_ option: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw usageError(
                "--\(option) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
