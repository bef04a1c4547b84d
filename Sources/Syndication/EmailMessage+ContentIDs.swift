import SafeText

extension EmailMessage {
    /// Every `cid:` reference in `html`, percent-decoded (RFC 2392), in order of first appearance.
    ///
    /// A reference runs from `cid:` (any case) to the next quote, parenthesis, angle
    /// bracket or whitespace, so `src="cid:a@b"` and `url(cid:a@b)` are both found.
    public static func contentIDReferences(inHTML html: String) -> [String] {
        let bytes = Array(html.utf8)
        let marker = Array("cid:".utf8)
        var references: [String] = []
        var seen = Set<String>()
        var index = 0
        while index + marker.count <= bytes.count {
            let matches = (0..<marker.count).allSatisfy { bytes[index + $0] | 0x20 == marker[$0] }
            // "cid:" inside a longer word (such as "acid:") is not a URL scheme.
            let startsWord = index == 0 || !isSchemeByte(bytes[index - 1])
            guard matches, startsWord else {
                index += 1
                continue
            }
            var end = index + marker.count
            while end < bytes.count, !isDelimiter(bytes[end]) { end += 1 }
            let reference = percentDecoded(bytes[(index + marker.count)..<end])
            if !reference.isEmpty, seen.insert(reference).inserted {
                references.append(reference)
            }
            index = end
        }
        return references
    }

    /// The `cid:` references in `html` that no image's Content-ID answers, in order.
    ///
    /// Empty means every inline image the HTML shows is in the message.
    public static func unresolvedContentIDs(html: String, images: [InlineImage]) -> [String] {
        let available = Set(images.map(\.contentID))
        return contentIDReferences(inHTML: html).filter { !available.contains($0) }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: " "), 9, 10, 12, 13:
            true
        default:
            false
        }
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = Hex.value(of: bytes[index + 1]), let low = Hex.value(of: bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
