import Hashing

/// Builds the manifest key of a generated file: a hash of every input it depends on.
///
/// A file is rebuilt exactly when its key changes, so everything that can change the
/// bytes belongs in it: text, photo bytes, fonts, settings, template, tool version.
struct InputKey {
    private var hasher = SHA256()

    init(_ kind: String) {
        add("draper-key-v1")
        add(kind)
    }

    mutating func add(_ field: String) {
        hasher.update(field: field)
    }

    /// The field `name=value` (`∅` for none), hashed piece by piece: interpolating it into a
    /// string first was an allocation for each of a rebuild's million fields.
    mutating func add(_ name: String, _ value: String?) {
        hasher.update(name)
        hasher.update("=")
        hasher.update(field: value ?? "∅")
    }

    /// A value that may be missing, told apart from every value it could hold.
    mutating func add(optional value: String?) {
        if let value {
            add("1" + value)
        } else {
            add("0")
        }
    }

    /// Numbers as one field: their count, then their bytes (no text made of them).
    mutating func add(numbers: [Int]) {
        add(String(numbers.count))
        numbers.withUnsafeBytes { hasher.update($0) }
    }

    func finalized() -> String {
        var copy = hasher
        return copy.hexDigest()
    }
}
