import Foundation
import SafeText
import Testing

@Suite("JSON string literals")
struct JSONStringTests {
    private func literal(_ text: String, htmlSafe: Bool) -> String {
        var output: [UInt8] = []
        JSONString.write(text, into: &output, htmlSafe: htmlSafe)
        return String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: [
        ("", #""""#, #""""#),
        ("plain", #""plain""#, #""plain""#),
        (#"a "q" \ b"#, #""a \"q\" \\ b""#, #""a \"q\" \\ b""#),
        ("line\nfeed\r\ttab\u{1}", #""line\nfeed\r\ttab\u0001""#, #""line\nfeed\r\ttab\u0001""#),
        ("</script>&", #""</script>&""#, #""\u003c/script\u003e\u0026""#),
        ("a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#, #""a\u2028b\u2029c""#),
        ("“Tür” — 日本 😀\u{7F}", "\"“Tür” — 日本 😀\u{7F}\"", "\"“Tür” — 日本 😀\u{7F}\""),
        ("\"", #""\"""#, #""\"""#),
        ("\u{1F}x\u{1F}", #""\u001fx\u001f""#, #""\u001fx\u001f""#),
    ])
    func escapes(text: String, plain: String, html: String) {
        #expect(literal(text, htmlSafe: false) == plain)
        #expect(literal(text, htmlSafe: true) == html)
    }

    /// Long runs between escapes (copied in one go) and escapes at either end read back as
    /// the same text through Foundation's parser.
    @Test func readsBackThroughFoundation() throws {
        // A fixed linear congruential sequence: the same strings on every run.
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let pieces = ["a", "ab c", "\"", "\\", "\n", "<", ">", "&", "é", "日", "😀", "\u{2028}", "\u{0}", "\u{E000}"]
        for _ in 0..<500 {
            let text = (0..<next(41)).map { _ in pieces[next(pieces.count)] }.joined()
            for htmlSafe in [false, true] {
                let json = "[" + literal(text, htmlSafe: htmlSafe) + "]"
                let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
                #expect(decoded == [text], "\(json)")
            }
        }
    }
}
