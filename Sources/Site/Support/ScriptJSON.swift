/// JSON that is safe to put in an HTML attribute or a `<script type="application/json">`:
/// `<`, `>` and `&` are written as `\u003c` etc., which keeps the JSON's meaning while
/// making `</script>` and `<!--` impossible; U+2028 and U+2029 are escaped because older
/// JavaScript engines treat them as line ends inside strings.
enum ScriptJSON {
    static func encode(_ value: JSONText) -> String {
        value.rendered(htmlSafe: true)
    }

    static func encode(_ strings: [String]) -> String {
        encode(.array(strings.map(JSONText.string)))
    }
}
