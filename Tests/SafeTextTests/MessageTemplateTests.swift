import SafeText
import Testing

/// Messages are filled in one pass: values are inserted, never read again.
@Suite("Message templates")
struct MessageTemplateTests {
    @Test(
        "each {name} with a value is replaced once; everything else stays as written",
        arguments: [
            ("“{text}” — {speaker}", ["text": "{speaker}", "speaker": "{text}"], "“{speaker}” — {text}"),
            ("{a}{b}{a}", ["a": "{b}{b}", "b": "x"], "{b}{b}x{b}{b}"),
            ("{unknown} {a", ["a": "x"], "{unknown} {a"),
            ("{}{a}}", ["a": "x"], "{}x}"),
            ("{{a}}", ["a": "x"], "{x}"),
            ("{a{b}", ["b": "x"], "{ax"),
            ("{ä} {a b} {a_1}", ["ä": "x", "a b": "x", "a_1": "y"], "{ä} {a b} y"),
            ("no braces", ["a": "x"], "no braces"),
            // Found by the fuzzer: a combining mark after `}` is not part of the brace.
            ("{count}\u{65A} left", ["count": "5"], "5\u{65A} left"),
            ("{\u{301}a}", ["a": "x"], "{\u{301}a}"),
        ])
    func fill(message: String, values: [String: String], expected: String) {
        #expect(MessageTemplate.fill(message, values) == expected)
    }

    @Test("the names a message fills in")
    func placeholders() {
        #expect(
            MessageTemplate.placeholders(in: "{count} days left to {target}! {a{b} {} {x y}") == [
                "count", "target", "b",
            ])
    }
}
