/// A string written as a JSON string literal, UTF-8 bytes straight into a buffer: the one
/// escaping rule of Draper's own JSON writers (the site's `JSONText`, the build record).
///
/// `htmlSafe` also escapes `<`, `>` and `&` as `\u` sequences, so the literal can sit in a
/// `<script>` element or an attribute.
public enum JSONString {
    /// Works on UTF-8 bytes: multi-byte sequences pass through untouched, except U+2028 and
    /// U+2029 (E2 80 A8 and E2 80 A9), always escaped: older JavaScript ends a line at them.
    public static func write(_ text: String, into output: inout [UInt8], htmlSafe: Bool) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Bytes that need no escape are copied in runs, not one by one: the build record
            // and the `quotes.json` files are megabytes of them.
            var run = 0
            var index = 0
            func flush() {
                if run < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0xE2,
                    !(htmlSafe && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
                {
                    index += 1
                    continue
                }
                flush()
                switch byte {
                case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "<") where htmlSafe, UInt8(ascii: ">") where htmlSafe,
                    UInt8(ascii: "&") where htmlSafe:
                    output += Array(hexEscape(UInt32(byte)).utf8)
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    output += Array(hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029).utf8)
                    index += 2
                case ..<0x20:
                    output += Array(hexEscape(UInt32(byte)).utf8)
                default:
                    output.append(byte)
                }
                index += 1
                run = index
            }
            flush()
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
