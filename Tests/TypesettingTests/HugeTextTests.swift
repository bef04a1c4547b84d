import Testing
import Typesetting

/// Texts far too long for any card are clamped and reported, in time linear in their
/// length: a 10,000-line poem once took 20 s because every prefix of its lines was measured.
@Suite struct HugeTextTests {
    @Test(
        "a 10,000-word text is clamped with an ellipsis",
        .timeLimit(.minutes(1)),
        arguments: [
            ("one paragraph", String(repeating: "All work and no play makes Jack a dull boy. ", count: 1_000)),
            ("one word per line", String(repeating: "word\n", count: 10_000)),
            ("one word of 70,000 letters", String(repeating: "a", count: 70_000)),
        ])
    func clamped(name: String, text: String) throws {
        let layout = try Typesetter().layout(try Fixtures.request(text, speaker: "— Jack", size: 24...72))
        let clamping = try #require(layout.clamping, "\(name)")
        #expect(clamping.fontSize == 24)
        #expect(clamping.lineCount == layout.quote.lines.count)
        #expect(layout.quote.lines.count <= 14)
        #expect(layout.quote.lines.last?.text.hasSuffix("…") == true, "\(name)")
    }
}
