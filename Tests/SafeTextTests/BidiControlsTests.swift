import SafeText
import Testing

@Suite("Bidi controls in untrusted text")
struct BidiControlsTests {
    static let lro = "\u{202D}", rlo = "\u{202E}", rle = "\u{202B}", pdf = "\u{202C}"
    static let rli = "\u{2067}", fsi = "\u{2068}", pdi = "\u{2069}"

    @Test(
        "closes what a value opens, at the end of each line, and drops closers that close nothing",
        arguments: [
            ("no controls", "no controls"),
            ("Pay \(rlo)elbatrofmoc", "Pay \(rlo)elbatrofmoc\(pdf)"),
            ("\(rli)isolate", "\(rli)isolate\(pdi)"),
            ("\(rle)a\(rli)b", "\(rle)a\(rli)b\(pdi)\(pdf)"),
            ("stray\(pdf) and \(pdi)", "stray and "),
            ("\(rlo)one\ntwo\(pdf)", "\(rlo)one\(pdf)\ntwo"),
            // A PDI closes the embeddings inside its isolate; a PDF cannot cross an isolate.
            ("\(rli)\(rle)x\(pdi)", "\(rli)\(rle)x\(pdf)\(pdi)"),
            ("\(rle)\(rli)x\(pdf)", "\(rle)\(rli)x\(pdi)\(pdf)"),
            ("\(rle)ok\(pdf) done", "\(rle)ok\(pdf) done"),
            ("mark only \u{200F}", "mark only \u{200F}"),
        ])
    func closes(input: String, expected: String) {
        #expect(BidiControls.closed(input) == expected)
    }

    @Test("isolates values with explicit formatting, each line on its own, and leaves others alone")
    func isolates() {
        #expect(BidiControls.isolated("Plain title") == "Plain title")
        #expect(BidiControls.isolated("\u{200F}mark") == "\u{200F}mark")
        #expect(BidiControls.isolated("a\(Self.rlo)b") == "\(Self.fsi)a\(Self.rlo)b\(Self.pdf)\(Self.pdi)")
        #expect(
            BidiControls.isolated("\(Self.rlo)a\nb")
                == "\(Self.fsi)\(Self.rlo)a\(Self.pdf)\(Self.pdi)\n\(Self.fsi)b\(Self.pdi)")
        // Isolates already closed keep both sides apart: a wrapper would only change the
        // line's direction. One left open, or one beside an embedding, is wrapped.
        let isolates = "\(Self.fsi)הלל\(Self.pdi): “\(Self.fsi)שלום!\(Self.pdi)”"
        #expect(BidiControls.isolated(isolates) == isolates)
        #expect(BidiControls.isolated("\(Self.fsi)open") == "\(Self.fsi)\(Self.fsi)open\(Self.pdi)\(Self.pdi)")
        #expect(BidiControls.isolated("\(Self.fsi)a\(Self.pdi)\(Self.rle)b").hasPrefix("\(Self.fsi)\(Self.fsi)a"))
    }

    @Test("closing is idempotent")
    func idempotent() {
        for text in ["\(Self.rlo)x", "\(Self.rli)\(Self.rle)y\(Self.pdi)\(Self.pdf)", "a\(Self.pdf)b"] {
            let once = BidiControls.closed(text)
            #expect(BidiControls.closed(once) == once)
        }
    }
}
