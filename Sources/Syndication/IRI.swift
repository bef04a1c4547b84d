import SafeText

/// Checks and conversions for the absolute IRIs and URIs the formats require.
enum IRI {
    /// Whether `value` starts with a scheme (`https:`, `urn:`, `tag:`, `mailto:`) and holds no
    /// whitespace, control characters or the delimiters `<`, `>` and `"` that no IRI contains.
    static func isAbsolute(_ value: String) -> Bool {
        var sawScheme = false
        var index = 0
        for byte in value.utf8 {
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"")
            {
                return false
            }
            if !sawScheme {
                if byte == UInt8(ascii: ":") {
                    guard index > 0 else { return false }
                    sawScheme = true
                } else if !isSchemeByte(byte, first: index == 0) {
                    return false
                }
            }
            index += 1
        }
        return sawScheme
    }

    private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    /// The URI of an IRI: every non-ASCII byte percent-encoded (RFC 3987 §3.1), the rest kept.
    static func uri(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 >= 0x80 }) else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count * 2)
        for byte in value.utf8 {
            if byte >= 0x80 {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Hex.upper[Int(byte >> 4)])
                bytes.append(Hex.upper[Int(byte & 0x0F)])
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
