/// A message with `{name}`s — "“{text}” — {speaker}", "{count} days left to {target}!" —
/// filled with values from the data.
///
/// Filled in one pass over the message: each value is inserted as it is and never read again,
/// so a quote that holds `{speaker}` or `{count}` is printed as written, whatever order the
/// values come in, and no value can multiply another. A name is ASCII letters, digits and
/// `_` (what the pages' script's `\w` matches, so both fill the same `{name}`s); a `{name}`
/// with no value, or any other brace, stays as written.
///
/// Written by hand: a message needs neither a template language nor ICU's MessageFormat, whose
/// syntax (`{count, plural, …}`, apostrophes) authors of catalogues would have to learn.
public enum MessageTemplate {
    /// `text` with each `{name}` that `values` has replaced by its value.
    public static func fill(_ text: String, _ values: [String: String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let (name, end) = placeholder(in: rest[afterOpen...]), let value = values[String(name)] {
                result += value
                rest = rest[end...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        result += rest
        return result
    }

    /// The names of the `{name}`s in `text`.
    public static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            if let (name, end) = placeholder(in: rest) {
                names.insert(String(name))
                rest = rest[end...]
            }
        }
        return names
    }

    /// The name of the placeholder that `text` (just after a `{`) begins with, and where the
    /// text after its `}` starts.
    private static func placeholder(in text: Substring) -> (name: Substring, end: Substring.Index)? {
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !name.isEmpty, name.endIndex < text.endIndex, text[name.endIndex] == "}" else { return nil }
        return (name, text.index(after: name.endIndex))
    }
}
