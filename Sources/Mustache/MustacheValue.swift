/// The data a template renders: a JSON-like tree of strings, numbers, booleans,
/// lists and dictionaries.
///
/// View models are written with literals:
///
/// ```swift
/// let context: MustacheValue = [
///     "title": "Quotes",
///     "quotes": [["text": "Hello", "year": 2024]],
///     "draft": false,
/// ]
/// ```
///
/// Sections treat `null`, `false`, the empty string and the empty list as
/// false; every number (zero included) and every dictionary is true. A list
/// renders its section once per element.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([MustacheValue])
    case dictionary([String: MustacheValue])
}

extension MustacheValue {
    /// Whether a section shows its content for this value (and an inverted section hides it).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .number: true
        case .string(let value): !value.isEmpty
        case .list(let values): !values.isEmpty
        case .dictionary: true
        }
    }

    /// The value of `key` if this is a dictionary holding it.
    public subscript(key: String) -> MustacheValue? {
        guard case .dictionary(let dictionary) = self else { return nil }
        return dictionary[key]
    }
}
