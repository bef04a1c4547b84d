/// Reads HTML the way a browser's tokenizer does, far enough to see what would run:
/// start tags with their attributes (character references decoded), text, and the raw
/// text of `script` and `style` elements. Comments, doctypes and end tags are skipped.
///
/// It follows the WHATWG tokenizer states that matter for injection: attribute values
/// quoted with `"` or `'` or unquoted, attributes separated by `/`, duplicate attributes
/// (the first wins), `<` that does not start a tag being text, and raw text elements
/// ending only at their own end tag.
struct HTMLScanner {
    struct Tag: Equatable {
        var name: String
        /// In source order, names lower-cased, values decoded; duplicates dropped.
        var attributes: [(name: String, value: String)]

        static func == (lhs: Tag, rhs: Tag) -> Bool {
            lhs.name == rhs.name && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
        }

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    enum Token: Equatable {
        case startTag(Tag)
        case text(String)
        /// The content of a `script` or `style` element.
        case rawText(element: String, String)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ html: String) {
        scalars = Array(html.unicodeScalars)
    }

    static func tokens(_ html: String) -> [Token] {
        var scanner = HTMLScanner(html)
        return scanner.scan()
    }

    static func startTags(_ html: String) -> [Tag] {
        tokens(html).compactMap { token in
            if case .startTag(let tag) = token { return tag }
            return nil
        }
    }

    private mutating func scan() -> [Token] {
        var tokens: [Token] = []
        var text = String.UnicodeScalarView()
        func flushText() {
            if !text.isEmpty { tokens.append(.text(Self.decodeReferences(String(text)))) }
            text.removeAll()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<", index + 1 < scalars.count else {
                text.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if next == "!" {
                flushText()
                skipMarkupDeclaration()
            } else if next == "/" {
                flushText()
                skip(past: ">")
            } else if next == "?" {
                flushText()
                skip(past: ">")
            } else if Self.isASCIILetter(next) {
                flushText()
                index += 1
                let tag = readTag()
                tokens.append(.startTag(tag))
                if tag.name == "script" || tag.name == "style" || tag.name == "textarea" || tag.name == "title" {
                    let raw = readRawText(until: tag.name)
                    tokens.append(
                        .rawText(
                            element: tag.name,
                            tag.name == "textarea" || tag.name == "title" ? Self.decodeReferences(raw) : raw))
                }
            } else {
                text.append(scalar)
                index += 1
            }
        }
        flushText()
        return tokens
    }

    private mutating func skipMarkupDeclaration() {
        if match("<!--") {
            index += 4
            while index < scalars.count, !match("-->") { index += 1 }
            index = min(index + 3, scalars.count)
        } else {
            skip(past: ">")
        }
    }

    private mutating func skip(past terminator: Unicode.Scalar) {
        while index < scalars.count, scalars[index] != terminator { index += 1 }
        index = min(index + 1, scalars.count)
    }

    private func match(_ literal: String) -> Bool {
        var position = index
        for scalar in literal.unicodeScalars {
            guard position < scalars.count, Self.lowercased(scalars[position]) == scalar else { return false }
            position += 1
        }
        return true
    }

    /// After `<`: the tag name, then attributes until `>`.
    private mutating func readTag() -> Tag {
        var name = ""
        while index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != "/", scalars[index] != ">" {
            name.unicodeScalars.append(Self.lowercased(scalars[index]))
            index += 1
        }
        var attributes: [(name: String, value: String)] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ">" {
                index += 1
                break
            }
            if Self.isSpace(scalar) || scalar == "/" {
                index += 1
                continue
            }
            var attributeName = String(Self.lowercased(scalar))
            index += 1
            while index < scalars.count, !Self.isSpace(scalars[index]), !["/", ">", "="].contains(scalars[index]) {
                attributeName.unicodeScalars.append(Self.lowercased(scalars[index]))
                index += 1
            }
            while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
            var value = ""
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
                value = readAttributeValue()
            }
            if !attributes.contains(where: { $0.name == attributeName }) {
                attributes.append((attributeName, Self.decodeReferences(value)))
            }
        }
        return Tag(name: name, attributes: attributes)
    }

    private mutating func readAttributeValue() -> String {
        guard index < scalars.count else { return "" }
        var value = String.UnicodeScalarView()
        let quote = scalars[index]
        if quote == "\"" || quote == "'" {
            index += 1
            while index < scalars.count, scalars[index] != quote {
                value.append(scalars[index])
                index += 1
            }
            index = min(index + 1, scalars.count)
        } else {
            while index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != ">" {
                value.append(scalars[index])
                index += 1
            }
        }
        return String(value)
    }

    /// Everything up to `</name` (any case), which is consumed with its `>`.
    private mutating func readRawText(until name: String) -> String {
        var raw = String.UnicodeScalarView()
        while index < scalars.count {
            if match("</" + name) {
                index += 2 + name.unicodeScalars.count
                skip(past: ">")
                break
            }
            raw.append(scalars[index])
            index += 1
        }
        return String(raw)
    }

    // MARK: - Characters

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    ]

    /// Decodes `&name;`, `&#NN;` and `&#xHH;`; an unknown or malformed reference stays as written.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            let body = rest[rest.index(after: rest.startIndex)..<semicolon]
            var decoded: String?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                decoded = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if body.hasPrefix("#") {
                decoded = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                decoded = namedReferences[String(body)]
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
