import Foundation

/// JSON that is safe to put in an HTML attribute or a `<script type="application/json">`.
///
/// `JSONSerialization` output never contains `<`, `>` or `&` outside strings, so escaping
/// them as `\u003c` etc. everywhere keeps the JSON valid while making `</script>` and
/// `<!--` impossible; U+2028 and U+2029 are escaped because older JavaScript engines treat
/// them as line ends inside strings.
enum ScriptJSON {
    static func encode(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject(value),
            let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "null" }
        var text = String(decoding: data, as: UTF8.self)
        for (character, escape) in [("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029")] {
            text = text.replacingOccurrences(of: character, with: escape)
        }
        return text
    }
}
