import Foundation

/// RFC 2047 encoded-words, decoded for reading a header as a mail program shows it.
enum EncodedWords {
    static func decode(_ value: String) -> String {
        var result = ""
        var previousWasEncoded = false
        for word in value.split(separator: " ", omittingEmptySubsequences: true) {
            let parts = word.split(separator: "?", omittingEmptySubsequences: false)
            let isEncoded = word.hasPrefix("=?") && word.hasSuffix("?=") && parts.count == 5
            // Space between two encoded-words is not part of the text; any other space is.
            if !result.isEmpty, !(isEncoded && previousWasEncoded) { result += " " }
            previousWasEncoded = isEncoded
            guard isEncoded else {
                result += word
                continue
            }
            let payload = String(parts[3])
            var bytes: [UInt8] = []
            if parts[2].uppercased() == "B" {
                bytes = Array(Data(base64Encoded: payload) ?? Data())
            } else {
                var index = payload.startIndex
                while index < payload.endIndex {
                    let character = payload[index]
                    if character == "=", let end = payload.index(index, offsetBy: 3, limitedBy: payload.endIndex),
                        let byte = UInt8(payload[payload.index(after: index)..<end], radix: 16)
                    {
                        bytes.append(byte)
                        index = end
                    } else {
                        bytes += character == "_" ? [0x20] : Array(String(character).utf8)
                        index = payload.index(after: index)
                    }
                }
            }
            result += String(decoding: bytes, as: UTF8.self)
        }
        return result
    }
}
