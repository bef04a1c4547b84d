// libFuzzer target: diagnostics as printed, and the repair of bidi controls in untrusted
// text. Fuzz/fuzz.sh compiles this file into the Diagnostics module.
import SafeText

/// Properties checked on every input, split at the first NUL into a file name and a message:
/// - a printed diagnostic is one line with no control character, no bidi control and no
///   line or paragraph separator, whatever the file name and message hold, and it starts
///   with the escaped file name;
/// - escaping keeps every other character, in order;
/// - closing bidi controls leaves every opener matched within its line (checked by a
///   counter written independently of `BidiControls`), is idempotent, and drops nothing
///   but stray closers; isolating gives balanced text too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagnosticRendering(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let file = String(decoding: bytes[..<split], as: UTF8.self)
    let message = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)

    for severity in [Diagnostic.Severity.error, .warning, .note] {
        let line = Diagnostic(severity, message, at: file.isEmpty ? nil : SourceLocation(file: file, line: 3, column: 4))
            .description
        for scalar in line.unicodeScalars {
            let value = scalar.value
            precondition(value == 9 || value >= 0x20, "control character U+\(String(value, radix: 16)) printed")
            precondition(!(0x7F...0x9F).contains(value), "C1 control printed")
            precondition(!BidiControls.isControl(scalar), "bidi control printed")
            precondition(value != 0x2028 && value != 0x2029, "line separator printed")
        }
        if !file.isEmpty { precondition(line.hasPrefix(TerminalText.escaped(file) + ":3:4: "), "location lost") }
    }
    if !message.contains("\\u{") {
        precondition(unescaped(TerminalText.escaped(message)) == message, "escaping lost or changed characters")
    }

    let closed = BidiControls.closed(message)
    precondition(isBalanced(closed), "closing left an opener open")
    precondition(BidiControls.closed(closed) == closed, "closing is not idempotent")
    precondition(
        strippingBidi(closed) == strippingBidi(message), "closing changed more than the bidi controls")
    precondition(isBalanced(BidiControls.isolated(message)), "isolating left an opener open")
    return 0
}

/// `\u{HEX}` sequences turned back into their characters.
private func unescaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let first = scalars.first {
        if first == "\\", scalars.dropFirst().starts(with: ["u", "{"]),
            let close = scalars.firstIndex(of: "}"),
            let value = UInt32(String(String.UnicodeScalarView(scalars[(scalars.startIndex + 3)..<close])), radix: 16),
            let scalar = Unicode.Scalar(value)
        {
            result.append(scalar)
            scalars = scalars[(close + 1)...]
        } else {
            result.append(first)
            scalars = scalars.dropFirst()
        }
    }
    return String(result)
}

/// Every embedding or override closed by a PDF, every isolate by a PDI, within each line.
private func isBalanced(_ text: String) -> Bool {
    var open: [UInt32] = []
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x202C:
            guard let last = open.last, last != 0x2066 else { return false }
            open.removeLast()
        case 0x202A, 0x202B, 0x202D, 0x202E: open.append(scalar.value)
        case 0x2066, 0x2067, 0x2068: open.append(0x2066)
        case 0x2069:
            guard let isolate = open.lastIndex(of: 0x2066) else { return false }
            // Embeddings inside the isolate must have been closed before it.
            guard isolate == open.count - 1 else { return false }
            open.removeLast()
        case 0x0A, 0x0D, 0x2029:
            guard open.isEmpty else { return false }
        default: break
        }
    }
    return open.isEmpty
}

private func strippingBidi(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) && !(0x2066...0x2069).contains($0.value) }))
}
