/// Hexadecimal digits as ASCII bytes: percent-encoding and decoding, quoted-printable, message
/// ids, and the `\u` escapes and hex numbers of JSON5.
public enum Hex {
    public static let upper: [UInt8] = Array("0123456789ABCDEF".utf8)
    public static let lower: [UInt8] = Array("0123456789abcdef".utf8)

    /// `bytes` as lowercase hex digits, two a byte.
    public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var digits: [UInt8] = []
        for byte in bytes {
            digits.append(lower[Int(byte >> 4)])
            digits.append(lower[Int(byte & 0x0F)])
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The value of one hex digit, either case; nil for any other byte.
    public static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
