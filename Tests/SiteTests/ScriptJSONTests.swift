import Foundation
import Testing

@testable import Site

@Suite("JSON for scripts and attributes")
struct ScriptJSONTests {
    @Test(arguments: [
        (
            ["</script><script>alert(1)</script>"],
            #"["\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"]"#
        ),
        (["a & b", "<!--"], #"["a \u0026 b","\u003c!--"]"#),
        (["line\u{2028}separator\u{2029}end"], #"["line\u2028separator\u2029end"]"#),
        (["naïve – “quotes” 日本"], #"["naïve – “quotes” 日本"]"#),
        (["tab\tquote\"back\\slash\u{01}"], #"["tab\tquote\"back\\slash\u0001"]"#),
    ])
    func escapes(value: [String], expected: String) throws {
        let encoded = ScriptJSON.encode(value)
        #expect(JSONText.array(value.map(JSONText.string)).rendered(htmlSafe: true) == encoded)
        #expect(encoded == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? [String]
        #expect(decoded == value, "the escaped JSON still means the same")
    }

    @Test("pretty objects keep their order and nest")
    func pretty() {
        let value = JSONText.object([("b", .integer(1)), ("a", .array([.bool(true), .null])), ("c", .object([]))])
        #expect(
            value.rendered(pretty: true) == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null\n  ],\n  \"c\": {}\n}\n")
        #expect(value.rendered() == #"{"b":1,"a":[true,null],"c":{}}"#)
    }
}
