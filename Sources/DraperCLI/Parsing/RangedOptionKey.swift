/// A numeric option whose value must lie in a range: `arguments[.jobs]` is an `Int?`, or a
/// usage error naming the option when the text is not such a number.
///
/// The range is checked when the value is read, not when the command line is parsed, so a
/// command reports its problems in the order it meets them.
struct RangedOptionKey<Number: Comparable & Sendable>: OptionDeclaration {
    private(set) var spec: OptionSpec
    let range: ClosedRange<Number>
    /// "whole number" or "number", as the usage error names what is expected.
    private let noun: String
    private let number: @Sendable (String) -> Number?

    var specs: [OptionSpec] { [spec] }

    /// The same option read in another range (PNG levels 1–12 where qualities are 1–100).
    func within(_ range: ClosedRange<Number>) -> Self {
        RangedOptionKey(spec: spec, range: range, noun: noun, number: number)
    }

    /// The value given last, or nil when none was; a usage error when it is not a number in range.
    func read(_ given: [String]?, in arguments: ParsedArguments) throws(UsageError) -> Number? {
        guard let text = given?.last else { return nil }
        guard let value = number(text), range.contains(value) else {
            throw arguments.usageError(
                "--\(spec.long) must be a \(noun) from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }
}

extension RangedOptionKey where Number == Int {
    /// `--jobs <n>`: a whole number in `range`.
    static func integer(
        _ long: String, short: Character? = nil, name: String, help: String, default defaultValue: String? = nil,
        in range: ClosedRange<Int>
    ) -> Self {
        RangedOptionKey(
            spec: .value(long, short: short, name: name, help: help, default: defaultValue), range: range,
            noun: "whole number", number: { Int($0) })
    }
}

extension RangedOptionKey where Number == Double {
    /// `--overlay <opacity>`: a finite number in `range`.
    static func number(
        _ long: String, name: String, help: String, default defaultValue: String? = nil, in range: ClosedRange<Double>
    ) -> Self {
        RangedOptionKey(
            spec: .value(long, name: name, help: help, default: defaultValue), range: range, noun: "number",
            number: { Double($0).flatMap { $0.isFinite ? $0 : nil } })
    }
}
