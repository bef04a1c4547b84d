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
        let scalars = text.unicodeScalars
        guard scalars.contains("{") else { return text }
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while let open = scalars[index...].firstIndex(of: "{") {
            result.append(contentsOf: scalars[index..<open])
            let afterOpen = scalars.index(after: open)
            if let (name, end) = placeholder(in: scalars[afterOpen...]), let value = values[name] {
                result.append(contentsOf: value.unicodeScalars)
                index = end
            } else {
                result.append("{")
                index = afterOpen
            }
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    /// The names of the `{name}`s in `text`.
    public static func placeholders(in text: String) -> Set<String> {
        let scalars = text.unicodeScalars
        var names: Set<String> = []
        var index = scalars.startIndex
        while let open = scalars[index...].firstIndex(of: "{") {
            index = scalars.index(after: open)
            if let (name, end) = placeholder(in: scalars[index...]) {
                names.insert(name)
                index = end
            }
        }
        return names
    }

    /// The name of the placeholder that `text` (just after a `{`) begins with, and where the
    /// text after its `}` starts. By Unicode scalars, as the script's regular expression reads:
    /// a combining mark after `}` is text of its own, not part of the brace.
    private static func placeholder(
        in text: String.UnicodeScalarView.SubSequence
    ) -> (name: String, end: String.UnicodeScalarView.Index)? {
        let name = text.prefix { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        guard !name.isEmpty, name.endIndex < text.endIndex, text[name.endIndex] == "}" else { return nil }
        return (String(String.UnicodeScalarView(name)), text.index(after: name.endIndex))
    }
}
