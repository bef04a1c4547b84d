/// Explicit bidirectional formatting characters in untrusted text (UAX #9, section 2).
///
/// An embedding, override or isolate that a field opens and never closes goes on acting on
/// whatever follows it on the line: the speaker Draper sets after a quote, the site name
/// after a title, the next field of a feed. Text from data is therefore *closed* (every
/// opener matched at the end of its line, stray closers dropped) where it is read, and
/// *isolated* (wrapped in FSI … PDI) where it is joined with other text in a plain-text
/// line: page titles, email headers, calendar and feed text.
///
/// Written by hand: FriBidi resolves levels but offers no way to repair a string.
public enum BidiControls {
    /// LRE, RLE, LRO, RLO: opened with these, closed with PDF.
    static let embeddings: ClosedRange<UInt32> = 0x202A...0x202E
    static let popDirectionalFormatting: UInt32 = 0x202C
    /// LRI, RLI, FSI: opened with these, closed with PDI.
    static let isolates: ClosedRange<UInt32> = 0x2066...0x2068
    static let popDirectionalIsolate: UInt32 = 0x2069
    static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    static let pdi: Unicode.Scalar = "\u{2069}"
    static let pdf: Unicode.Scalar = "\u{202C}"

    /// Whether `scalar` is an explicit formatting character or a directional mark.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds an embedding, override or isolate (marks such as RLM act on
    /// nothing after them and need no repair).
    public static func containsExplicitFormatting(_ text: String) -> Bool {
        text.unicodeScalars.contains { embeddings.contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }

    /// `text` with every embedding, override and isolate closed before the end of its line,
    /// and closers that close nothing removed. Text without them is returned unchanged.
    public static func closed(_ text: String) -> String {
        guard containsExplicitFormatting(text) else { return text }
        var result = String.UnicodeScalarView()
        /// What is open, innermost last: true for an isolate, false for an embedding or override.
        var open: [Bool] = []
        func closeAll() {
            for isIsolate in open.reversed() { result.append(isIsolate ? pdi : pdf) }
            open.removeAll()
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case embeddings where scalar.value != popDirectionalFormatting:
                open.append(false)
                result.append(scalar)
            case popDirectionalFormatting:
                // A PDF closes the innermost embedding, but never across an isolate (UAX #9 X7).
                guard open.last == false else { continue }
                open.removeLast()
                result.append(scalar)
            case isolates:
                open.append(true)
                result.append(scalar)
            case popDirectionalIsolate:
                // A PDI closes its isolate and every embedding opened inside it (X6a).
                guard let isolate = open.lastIndex(of: true) else { continue }
                for _ in open[(isolate + 1)...] { result.append(pdf) }
                open.removeSubrange(isolate...)
                result.append(scalar)
            case _ where isParagraphSeparator(scalar):
                // A paragraph ends everything; close it visibly, for readers that do not know that.
                closeAll()
                result.append(scalar)
            default:
                result.append(scalar)
            }
        }
        closeAll()
        return String(result)
    }

    /// `text` closed and, if it holds explicit formatting, wrapped in FSI … PDI, so that
    /// neither it nor the text around it can change the other's direction. Text whose only
    /// formatting is isolates, each closed on its line, is left as it is: an isolate already
    /// keeps both sides apart, and a wrapper would take its direction from what lies outside
    /// them alone (often nothing strong: left to right on a right-to-left line).
    public static func isolated(_ text: String) -> String {
        guard containsExplicitFormatting(text) else { return text }
        if !text.unicodeScalars.contains(where: { embeddings.contains($0.value) }), closed(text) == text {
            return text
        }
        var result = String.UnicodeScalarView()
        result.append(firstStrongIsolate)
        // Each line is its own paragraph: isolate each, so no isolate spans a line break.
        let scalars = Array(closed(text).unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard isParagraphSeparator(scalar) else {
                result.append(scalar)
                continue
            }
            let endsCRLF = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
            if !(scalar == "\n" && index > 0 && scalars[index - 1] == "\r") { result.append(pdi) }
            result.append(scalar)
            if !endsCRLF { result.append(firstStrongIsolate) }
        }
        result.append(pdi)
        return String(result)
    }

    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar.value == 0x2029
    }
}
