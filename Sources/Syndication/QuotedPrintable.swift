import SafeText

/// Quoted-printable (RFC 2045 §6.7) for text parts: line breaks become CRLF, encoded lines
/// stay within 76 characters, and whatever mail systems might mangle is encoded.
enum QuotedPrintable {
    static let maximumLineLength = 76

    static func encode(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var line: [UInt8] = []
        var previousWasCR = false
        for byte in text.utf8 {
            defer { previousWasCR = byte == 13 }
            if byte == 13 || byte == 10 {
                if byte == 10, previousWasCR { continue }
                encodeLine(line, into: &output)
                output.append(13)
                output.append(10)
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
        encodeLine(line, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// One line of text without its line break. A character's UTF-8 bytes stay on one
    /// encoded line, so each line decodes to whole characters.
    private static func encodeLine(_ line: [UInt8], into output: inout [UInt8]) {
        // RFC 2049 §3: a line of a lone period or starting "From " may be altered in transit.
        let protectFirst = line == [UInt8(ascii: ".")] || line.starts(with: Array("From ".utf8))
        var length = 0
        var index = 0
        var token: [UInt8] = []
        while index < line.count {
            let size = min(sequenceLength(line[index]), line.count - index)
            let isLast = index + size == line.count
            token.removeAll(keepingCapacity: true)
            for offset in index..<(index + size) {
                let byte = line[offset]
                let isWhitespace = byte == UInt8(ascii: " ") || byte == 9
                if (index == 0 && protectFirst) || !(isLiteral(byte) || (isWhitespace && !isLast)) {
                    token.append(UInt8(ascii: "="))
                    token.append(Hex.upper[Int(byte >> 4)])
                    token.append(Hex.upper[Int(byte & 0x0F)])
                } else {
                    token.append(byte)
                }
            }
            // A soft break needs one character for its "=", except after the line's last token.
            if length + token.count > (isLast ? maximumLineLength : maximumLineLength - 1) {
                output.append(UInt8(ascii: "="))
                output.append(13)
                output.append(10)
                length = 0
            }
            output.append(contentsOf: token)
            length += token.count
            index += size
        }
    }

    private static func isLiteral(_ byte: UInt8) -> Bool {
        (33...126).contains(byte) && byte != UInt8(ascii: "=")
    }

    private static func sequenceLength(_ leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
