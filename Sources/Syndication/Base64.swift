/// Base64 (RFC 4648) in lines of 76 characters, as MIME bodies need (RFC 2045 §6.8).
enum Base64 {
    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` encoded, CRLF between lines of 76 characters, none after the last.
    static func encode(_ bytes: [UInt8], lineLength: Int = 76) -> String {
        let groups = (bytes.count + 2) / 3
        var output: [UInt8] = []
        output.reserveCapacity(groups * 4 + groups * 4 / lineLength * 2 + 2)
        var column = 0
        var index = 0
        while index < bytes.count {
            let first = bytes[index]
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            if column == lineLength {
                output.append(13)
                output.append(10)
                column = 0
            }
            output.append(alphabet[Int(first >> 2)])
            output.append(alphabet[Int((first & 0x03) << 4 | second >> 4)])
            output.append(
                index + 1 < bytes.count ? alphabet[Int((second & 0x0F) << 2 | third >> 6)] : UInt8(ascii: "="))
            output.append(index + 2 < bytes.count ? alphabet[Int(third & 0x3F)] : UInt8(ascii: "="))
            column += 4
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
