/// Writes indented XML 1.0 with every text and attribute value escaped.
struct XMLWriter {
    private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0

    /// An opening tag whose children follow on their own lines.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        output += indentation + "<" + name + Self.attributes(attributes) + ">\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        output += indentation + "</" + name + ">\n"
    }

    /// An element holding `text`, on one line.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String) {
        output += indentation + "<" + name + Self.attributes(attributes) + ">" + Self.escaped(text, inAttribute: false)
            + "</" + name + ">\n"
    }

    /// An element without content: `<link href="…"/>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        output += indentation + "<" + name + Self.attributes(attributes) + "/>\n"
    }

    private var indentation: String { String(repeating: "  ", count: depth) }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        var text = ""
        for (name, value) in attributes {
            text += " " + name + "=\"" + escaped(value, inAttribute: true) + "\""
        }
        return text
    }

    /// `value` as XML character data: `& < > " '` as entities, a carriage return (and in
    /// attributes tab and line feed, which parsers would turn into spaces) as character
    /// references, and the characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) dropped.
    static func escaped(_ value: String, inAttribute: Bool) -> String {
        guard value.utf8.contains(where: needsWork) else { return value }
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#xD;"
            case "\n": result += inAttribute ? "&#xA;" : "\n"
            case "\t": result += inAttribute ? "&#x9;" : "\t"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Bytes that start something to escape or drop; 0xEF starts U+FFFE and U+FFFF (and
    /// many harmless characters, which the slow path then keeps).
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF:
            true
        default:
            false
        }
    }
}
