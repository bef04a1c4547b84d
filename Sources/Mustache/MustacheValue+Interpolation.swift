extension MustacheValue {
    /// The text `{{name}}` inserts before escaping, or nil for lists and
    /// dictionaries, which have no single textual form.
    ///
    /// Whole numbers print without a fractional part (`85`, not `85.0`); other
    /// numbers print in the shortest form that reads back as the same value (`1.21`).
    public var interpolatedText: String? {
        switch self {
        case .null: return ""
        case .bool(let value): return value ? "true" : "false"
        case .string(let value): return value
        case .number(let value): return Self.format(value)
        case .list, .dictionary: return nil
        }
    }

    /// Every integer up to this magnitude is exactly representable in a Double.
    private static let largestExactInteger = 9_007_199_254_740_992.0

    private static func format(_ number: Double) -> String {
        if number.rounded(.towardZero) == number, abs(number) <= largestExactInteger, let integer = Int(exactly: number)
        {
            return String(integer)
        }
        return String(number)
    }
}
