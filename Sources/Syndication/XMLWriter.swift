import SafeText

/// Writes indented XML 1.0 with every text and attribute value escaped.
struct XMLWriter {
    private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0

    /// An opening tag whose children follow on their own lines.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        startTag(name, attributes)
        output += ">\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        indent()
        output += "</"
        output += name
        output += ">\n"
    }

    /// An element holding `text`, on one line.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String) {
        startTag(name, attributes)
        output += ">"
        output += Self.escaped(text, inAttribute: false)
        output += "</"
        output += name
        output += ">\n"
    }

    /// An element without content: `<link href="…"/>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        startTag(name, attributes)
        output += "/>\n"
    }

    private mutating func startTag(_ name: String, _ attributes: [(String, String)]) {
        indent()
        output += "<"
        output += name
        for (attribute, value) in attributes {
            output += " "
            output += attribute
            output += "=\""
            output += Self.escaped(value, inAttribute: true)
            output += "\""
        }
    }

    private mutating func indent() {
        for _ in 0..<depth { output += "  " }
    }

    /// `value` as XML character data: `& < > " '` as entities, a carriage return (and in
    /// attributes tab and line feed, which parsers would turn into spaces) as character
    /// references, and the characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) dropped.
    /// Bidi controls from data are isolated, so an entry's text cannot turn a reader's list.
    static func escaped(_ value: String, inAttribute: Bool) -> String {
        let value = BidiControls.isolated(value)
        guard value.utf8.contains(where: needsWork) else { return value }
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count + value.utf8.count / 8)
        let bytes = Array(value.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case UInt8(ascii: "\""): output += "&quot;".utf8
            case UInt8(ascii: "'"): output += "&apos;".utf8
            case 13: output += "&#xD;".utf8
            case 10 where inAttribute: output += "&#xA;".utf8
            case 9 where inAttribute: output += "&#x9;".utf8
            case 9, 10: output.append(byte)
            case 0..<0x20: continue
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            case 0xEF where index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
                index += 2
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Bytes that start something to escape or drop; 0xEF starts U+FFFE and U+FFFF (and
    /// many harmless characters, which the slow path then keeps).
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"),
            0xEF:
            true
        default:
            false
        }
    }
}
