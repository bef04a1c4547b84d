extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references,
    /// safe inside element content and quoted attribute values.
    func escapingHTML() -> String {
        let utf8 = self.utf8
        guard utf8.contains(where: \.needsHTMLEscaping) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + utf8.count / 8 + 16)
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte.needsHTMLEscaping {
                escaped += self[runStart..<index]
                escaped += byte.htmlReference
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        escaped += self[runStart..<utf8.endIndex]
        return escaped
    }
}

extension UInt8 {
    fileprivate var needsHTMLEscaping: Bool {
        switch self {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    fileprivate var htmlReference: String {
        switch self {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
