import Mustache

extension MustacheValue {
    /// A string, or null (a false section) when absent or empty.
    static func optional(_ value: String?) -> MustacheValue {
        guard let value, !value.isEmpty else { return .null }
        return .string(value)
    }

    /// Merges the keys of `other` into a dictionary value.
    func merging(_ other: [String: MustacheValue]) -> MustacheValue {
        guard case .dictionary(var dictionary) = self else { return .dictionary(other) }
        dictionary.merge(other) { _, new in new }
        return .dictionary(dictionary)
    }
}
