extension JSONValue {
    /// A short rendering of the value for messages: `'en_US'`, `1.5`, `[0.5, 1.3]`, `an object`.
    var shortDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return Self.format(value)
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return "'\(shown)'"
        case .array(let elements):
            let scalars = elements.allSatisfy {
                switch $0.kind {
                case .array, .object: false
                default: true
                }
            }
            guard scalars, elements.count <= 4 else { return "an array of \(elements.count) values" }
            return "[" + elements.map(\.shortDescription).joined(separator: ", ") + "]"
        case .object: return "an object"
        }
    }

    /// Whole numbers without a decimal point: `3`, not `3.0`.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
