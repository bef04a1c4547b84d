import Testing

@testable import Typesetting

/// The first strong character decides, wherever it is within the first 4,096 characters, and
/// however the text is cut into the prefixes the search classifies.
struct TextDirectionTests {
    @Test(arguments: [0, 1, 31, 32, 33, 127, 128, 129, 511, 512, 2047, 4095])
    func aStrongCharacterAfterNeutralOnesDecides(neutrals: Int) {
        let prefix = String(repeating: "7 ", count: neutrals / 2) + (neutrals % 2 == 1 ? "-" : "")
        #expect(TextDirection.firstStrong(in: prefix + "שלום, world") == .rightToLeft)
        #expect(TextDirection.firstStrong(in: prefix + "hello, עולם") == .leftToRight)
    }

    @Test func nothingStrongWithinTheLimitIsNoDirection() {
        #expect(TextDirection.firstStrong(in: "") == nil)
        #expect(TextDirection.firstStrong(in: "12:30 — 🎄!") == nil)
        let neutral = String(repeating: "1", count: TextDirection.scanLimit)
        #expect(TextDirection.firstStrong(in: neutral + "שלום") == nil)
        #expect(TextDirection.firstStrong(in: String(neutral.dropLast()) + "שלום") == .rightToLeft)
    }

    /// An isolate (which FriBidi, depending on its version, may or may not look past) gets
    /// the same answer whether it ends within the first prefix looked at or across later ones.
    @Test(arguments: [30, 31, 32, 100, 500])
    func anIsolateAcrossPrefixesIsAnsweredAsWithinOne(inside: Int) {
        func texts(_ count: Int) -> [String] {
            let isolated = "\u{2067}" + String(repeating: "א", count: count) + "\u{2069}"
            let unclosed = "\u{2066}" + String(repeating: "a", count: count)
            return ["(" + isolated + " then English", unclosed, unclosed + "\u{2069} שלום", "1" + isolated + "2"]
        }
        for (long, short) in zip(texts(inside), texts(2)) {
            #expect(TextDirection.firstStrong(in: long) == TextDirection.firstStrong(in: short))
        }
    }

    @Test func strongCharactersOfADirectionAnywhereButInsideIsolates() {
        #expect(TextDirection.hasStrong(.rightToLeft, in: "Ada said שלום"))
        #expect(TextDirection.hasStrong(.rightToLeft, in: "مثل عربي"))
        #expect(!TextDirection.hasStrong(.rightToLeft, in: "Ada, 1843!"))
        #expect(TextDirection.hasStrong(.leftToRight, in: "שלום, Ada"))
        #expect(!TextDirection.hasStrong(.leftToRight, in: "שלום 12"))
        #expect(!TextDirection.hasStrong(.leftToRight, in: ""))
        // What an isolate holds is not the line's: "“⁨שלום⁩” — Ada" has no Hebrew of its own.
        #expect(!TextDirection.hasStrong(.rightToLeft, in: "“\u{2068}שלום\u{2069}” — Ada"))
        #expect(TextDirection.hasStrong(.rightToLeft, in: "\u{2068}a\u{2069} שלום"))
    }
}
