/// A parsed JSON5 value that remembers where it starts in its file.
///
/// Foundation's `JSONDecoder` reads JSON5 (`allowsJSON5`) but forgets positions
/// once it has decoded a value, and its errors carry coding paths, not lines.
/// Draper reports every semantic problem and every unknown key at a line and
/// column, so the loader reads files into this small located tree instead.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    var kind: Kind
    var position: TextPosition

    /// How the value's type is named in messages: "a string", "an array", …
    var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
