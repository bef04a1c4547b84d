/// Percent-encoding of a value placed in a URL (RFC 3986): share and calendar links, the
/// reader's address in an unsubscribe link.
///
/// Every UTF-8 byte outside the unreserved characters (A–Z a–z 0–9 `-._~`) becomes `%XX`, so
/// `&`, `=`, `+`, `#`, `?`, `/`, `,`, a space or a line break in the value can never change the
/// URL's structure nor end the mail header it is written into. Byte by byte: Foundation's
/// `addingPercentEncoding` was a tenth of a rebuild.
public enum PercentEncoding {
    /// `value` percent-encoded, keeping `/` as it is when `keepingSlash` (a time zone such as
    /// `Europe/Berlin`, where a calendar expects one).
    public static func encoded(_ value: String, keepingSlash: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                output.append(byte)
            case UInt8(ascii: "/") where keepingSlash:
                output.append(byte)
            default:
                output += [UInt8(ascii: "%"), Hex.upper[Int(byte >> 4)], Hex.upper[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
