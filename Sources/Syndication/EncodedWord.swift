import Foundation
import SafeText

/// RFC 2047 encoded-words (`=?UTF-8?Q?T=C3=BCrchen?=`) for non-ASCII header text.
enum EncodedWord {
    /// RFC 2047 §2: an encoded-word is at most 75 characters long.
    static let maximumLength = 75
    private static let overhead = "=?UTF-8?Q??=".utf8.count

    /// `text` as encoded-words, each holding whole characters (whole grapheme clusters
    /// where they fit), the first at most `firstWordLimit` long and the rest at most 75.
    ///
    /// Uses Q (readable for mostly-Latin text) unless B is shorter. Whitespace between
    /// the words is ignored by readers, so spaces travel inside them as `_` or base64.
    static func encode(_ text: String, firstWordLimit: Int) -> [String] {
        let useB = bLength(text.utf8.count) < qLength(text.utf8)
        let prefix = useB ? "=?UTF-8?B?" : "=?UTF-8?Q?"
        var words: [String] = []
        var chunk: [UInt8] = []
        var limit = firstWordLimit

        func encodedLength(_ bytes: some Collection<UInt8>) -> Int {
            overhead + (useB ? bLength(bytes.count) : qLength(bytes))
        }
        func flush() {
            guard !chunk.isEmpty else { return }
            words.append(prefix + (useB ? Data(chunk).base64EncodedString() : qEncode(chunk)) + "?=")
            chunk.removeAll(keepingCapacity: true)
            limit = maximumLength
        }
        func add(_ piece: [UInt8]) {
            if !chunk.isEmpty, encodedLength(chunk + piece) > limit { flush() }
            chunk += piece
        }

        for character in text {
            let bytes = Array(character.utf8)
            if encodedLength(bytes) <= maximumLength {
                add(bytes)
            } else {
                // A cluster too long for one word (a long emoji sequence): split between scalars.
                for scalar in character.unicodeScalars {
                    add(Array(String(scalar).utf8))
                }
            }
        }
        flush()
        return words
    }

    private static func bLength(_ byteCount: Int) -> Int {
        (byteCount + 2) / 3 * 4
    }

    private static func qLength(_ bytes: some Sequence<UInt8>) -> Int {
        bytes.reduce(0) { $0 + (isQLiteral($1) || $1 == UInt8(ascii: " ") ? 1 : 3) }
    }

    /// RFC 2047 §4.2 and §5(3): the characters allowed literally even in a phrase, space as `_`.
    private static func qEncode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        for byte in bytes {
            if isQLiteral(byte) {
                output.append(byte)
            } else if byte == UInt8(ascii: " ") {
                output.append(UInt8(ascii: "_"))
            } else {
                output.append(UInt8(ascii: "="))
                output.append(Hex.upper[Int(byte >> 4)])
                output.append(Hex.upper[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isQLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
