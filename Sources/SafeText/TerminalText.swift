/// Text from data made safe to print on a terminal.
///
/// A key name or id in a data file can hold any character a JSON escape can write. Echoed
/// raw into a diagnostic, an ESC would drive the terminal (clear it, retitle the window,
/// recolour what follows), a line feed would start a line that looks like Draper's own
/// (`site.json:1:1: error: …`), and a bidi override would reverse the rest of the line.
/// Every such character is shown as a Swift-style escape instead: `\u{1B}`.
public enum TerminalText {
    /// `text` with control characters (C0 but tab, DEL, C1), bidi controls and the Unicode
    /// line and paragraph separators written as `\u{…}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Like `escaped`, but keeps line feeds: for text of several lines that Draper composed
    /// itself, whose parts from data were escaped already.
    public static func escapedKeepingLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
            .joined(separator: "\n")
    }

    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        default: BidiControls.isControl(scalar)
        }
    }
}
