import SafeText

/// Reads JSON5 (https://spec.json5.org) into a located `JSONValue` tree.
///
/// Supported beyond JSON: `//` and `/* */` comments, trailing commas, single-quoted
/// strings, unquoted (identifier) keys, hexadecimal numbers, leading or trailing
/// decimal points, a leading `+`, `Infinity` and `NaN`, and escaped line breaks in
/// strings. Stricter than JSON5 in two ways that protect the generated site:
/// a key may appear only once per object, and raw control characters other than
/// tab are rejected inside strings.
///
/// The first syntax error stops the parse: after a missing bracket, nothing that
/// follows can be located reliably.
struct JSON5Parser {
    private static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var lines = LineTracker()
    private var depth = 0

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses one JSON5 document held in `text`; `file` names it in errors.
    static func parse(_ text: SourceText, file: String) throws(ProjectError) -> JSONValue {
        var parser = JSON5Parser(bytes: text.bytes, file: file)
        try parser.skipWhitespaceAndComments()
        let value = try parser.parseValue()
        try parser.skipWhitespaceAndComments()
        if parser.index < parser.bytes.count {
            throw parser.unexpected(expected: "the end of the file")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(ProjectError) -> JSONValue {
        guard index < bytes.count else { throw unexpected(expected: "a value") }
        let start = position()
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject()), position: start)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray()), position: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return JSONValue(kind: .string(try parseString()), position: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return JSONValue(kind: .number(try parseNumber()), position: start)
        default:
            return JSONValue(kind: try parseLiteral(), position: start)
        }
    }

    private mutating func parseObject() throws(ProjectError) -> JSONObject {
        try enterNesting()
        index += 1
        var object = JSONObject()
        try skipWhitespaceAndComments()
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let keyPosition = position()
            let key = try parseKey()
            try skipWhitespaceAndComments()
            try expect(UInt8(ascii: ":"), described: "':' after the key")
            try skipWhitespaceAndComments()
            let value = try parseValue()
            if let first = object.insert(.init(key: key, keyPosition: keyPosition, value: value)) {
                throw ProjectError(
                    .duplicateKey(key, firstLine: first.keyPosition.line),
                    at: keyPosition.location(in: file)
                )
            }
            guard try skipSeparator() else { break }
        }
        try expect(UInt8(ascii: "}"), described: "',' or '}'")
        depth -= 1
        return object
    }

    private mutating func parseArray() throws(ProjectError) -> [JSONValue] {
        try enterNesting()
        index += 1
        var elements: [JSONValue] = []
        try skipWhitespaceAndComments()
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            elements.append(try parseValue())
            guard try skipSeparator() else { break }
        }
        try expect(UInt8(ascii: "]"), described: "',' or ']'")
        depth -= 1
        return elements
    }

    /// After an object's member or an array's element: the whitespace, then a comma and the
    /// whitespace after it. False when no comma follows, where the object or array must end.
    private mutating func skipSeparator() throws(ProjectError) -> Bool {
        try skipWhitespaceAndComments()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        try skipWhitespaceAndComments()
        return true
    }

    private mutating func enterNesting() throws(ProjectError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw ProjectError(.nestingTooDeep(Self.maximumDepth), at: position().location(in: file))
        }
    }

    private mutating func parseKey() throws(ProjectError) -> String {
        guard index < bytes.count else { throw unexpected(expected: "a key") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseString() }
        guard Self.startsIdentifier(byte) else { throw unexpected(expected: "a key or '}'") }
        return try parseIdentifier(expected: "a key or '}'")
    }

    private mutating func parseLiteral() throws(ProjectError) -> JSONValue.Kind {
        guard Self.startsIdentifier(bytes[index]) else { throw unexpected(expected: "a value") }
        let start = position()
        let word = try parseIdentifier(expected: "a value")
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "Infinity": return .number(.infinity)
        case "NaN": return .number(.nan)
        default: throw ProjectError(.bareWord(word), at: start.location(in: file))
        }
    }

    // MARK: - Identifiers

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0xC0...:
            true
        default:
            false
        }
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte & 0xC0 == 0x80
    }

    /// Reads a run of identifier characters; `expected` names what else could have been there.
    private mutating func parseIdentifier(expected: String) throws(ProjectError) -> String {
        let start = index
        let startPosition = position()
        while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
        let word = bytes.utf8String(start..<index)
        // Non-ASCII bytes were let through wholesale; only letters, marks and digits may stay.
        for scalar in word.unicodeScalars where !scalar.isASCII {
            let category = scalar.properties.generalCategory
            let allowed =
                scalar.properties.isAlphabetic || category == .nonspacingMark || category == .spacingMark
                || category == .decimalNumber || category == .connectorPunctuation
            if !allowed {
                throw ProjectError(
                    .unexpectedCharacter(Self.describe(scalar), expected: expected),
                    at: startPosition.location(in: file)
                )
            }
        }
        return word
    }

    // MARK: - Strings

    private mutating func parseString() throws(ProjectError) -> String {
        let quote = bytes[index]
        let opening = position()
        index += 1
        var buffer: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw ProjectError(.unterminatedString, at: opening.location(in: file))
            }
            let byte = bytes[index]
            if byte == quote {
                defer { index += 1 }
                // Without escapes the string is one run of the file: decode it in place.
                if buffer.isEmpty { return bytes.utf8String(runStart..<index) }
                buffer.append(contentsOf: bytes[runStart..<index])
                return String(decoding: buffer, as: UTF8.self)
            }
            switch byte {
            case UInt8(ascii: "\\"):
                buffer.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &buffer)
                runStart = index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw ProjectError(.newlineInString, at: position().location(in: file))
            case UInt8(ascii: "\t"):
                index += 1
            case 0..<0x20, 0x7F:
                throw ProjectError(.controlCharacter(UInt32(byte)), at: position().location(in: file))
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(ProjectError) {
        let escapeStart = position()
        index += 1
        guard index < bytes.count else {
            throw ProjectError(.unterminatedString, at: escapeStart.location(in: file))
        }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "0"):
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw ProjectError(
                    .invalidEscape("\\0\(UnicodeScalar(bytes[index]))"), at: escapeStart.location(in: file))
            }
            buffer.append(0x00)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw ProjectError(.invalidEscape("\\\(UnicodeScalar(byte))"), at: escapeStart.location(in: file))
        case UInt8(ascii: "x"):
            let value = try parseHexDigits(count: 2, escapeStart: escapeStart)
            appendScalar(value, to: &buffer)
        case UInt8(ascii: "u"):
            var value = try parseHexDigits(count: 4, escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(value) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw ProjectError(.invalidEscape("lone surrogate"), at: escapeStart.location(in: file))
                }
                index += 2
                let low = try parseHexDigits(count: 4, escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw ProjectError(.invalidEscape("lone surrogate"), at: escapeStart.location(in: file))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(value) {
                throw ProjectError(.invalidEscape("lone surrogate"), at: escapeStart.location(in: file))
            }
            appendScalar(value, to: &buffer)
        case UInt8(ascii: "\n"):
            lines.startLine(at: index)
        case UInt8(ascii: "\r"):
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            lines.startLine(at: index)
        default:
            // JSON5 lets any other character escape to itself (\' \" \\ \/ and so on).
            index -= 1
            let length = Self.sequenceLength(of: byte)
            buffer.append(contentsOf: bytes[index..<min(index + length, bytes.count)])
            index += length
        }
    }

    private mutating func parseHexDigits(count: Int, escapeStart: TextPosition) throws(ProjectError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard index < bytes.count, let digit = Hex.value(of: bytes[index]) else {
                throw ProjectError(
                    .invalidEscape("expected \(count) hexadecimal digits"), at: escapeStart.location(in: file))
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(ProjectError) -> Double {
        let start = index
        let startPosition = position()
        var negative = false
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        if index < bytes.count, Self.startsIdentifier(bytes[index]) {
            let word = try parseIdentifier(expected: "a number")
            switch word {
            case "Infinity": return negative ? -.infinity : .infinity
            case "NaN": return .nan
            default: throw invalidNumber(from: start, at: startPosition)
            }
        }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"),
            bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "X")
        {
            index += 2
            var value: Double = 0
            var digits = 0
            while index < bytes.count, let digit = Hex.value(of: bytes[index]) {
                value = value * 16 + Double(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw invalidNumber(from: start, at: startPosition) }
            try requireNumberEnd(from: start, at: startPosition)
            return negative ? -value : value
        }
        let integerStart = index
        let integerDigits = skipDigits()
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            // A leading zero would read as octal in JavaScript; JSON5 forbids it.
            throw invalidNumber(from: start, at: startPosition)
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else { throw invalidNumber(from: start, at: startPosition) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() > 0 else { throw invalidNumber(from: start, at: startPosition) }
        }
        try requireNumberEnd(from: start, at: startPosition)
        var text = bytes.utf8String(start..<index)
        if text.hasPrefix("+") { text.removeFirst() }
        guard let value = Double(text) else { throw invalidNumber(from: start, at: startPosition) }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// A number must not run straight into letters or digits: `12px` is not `12`.
    private mutating func requireNumberEnd(from start: Int, at startPosition: TextPosition) throws(ProjectError) {
        if index < bytes.count, Self.continuesIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            while index < bytes.count, Self.continuesIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            throw invalidNumber(from: start, at: startPosition)
        }
    }

    private func invalidNumber(from start: Int, at startPosition: TextPosition) -> ProjectError {
        let end = max(index, start + 1)
        let text = bytes.utf8String(start..<min(end, bytes.count))
        return ProjectError(.invalidNumber(text), at: startPosition.location(in: file))
    }

    // MARK: - Whitespace and comments

    private mutating func skipWhitespaceAndComments() throws(ProjectError) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipLineBreak()
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count else { return }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                        index += 1
                    }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    try skipBlockComment()
                } else {
                    return
                }
            case 0x80...:
                guard let length = Self.unicodeWhitespaceLength(bytes, at: index) else { return }
                index += length
            default:
                return
            }
        }
    }

    /// Past the line break at `index` (LF, CR or CRLF), noting where the next line starts.
    private mutating func skipLineBreak() {
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
            index += 1
        }
        index += 1
        lines.startLine(at: index)
    }

    private mutating func skipBlockComment() throws(ProjectError) {
        let opening = position()
        index += 2
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index += 2
                return
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipLineBreak()
            default:
                index += 1
            }
        }
        throw ProjectError(.unterminatedComment, at: opening.location(in: file))
    }

    /// The byte length of a non-ASCII space (no-break space, BOM, U+2028, any `Zs`) at `index`.
    private static func unicodeWhitespaceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let length = sequenceLength(of: bytes[index])
        guard index + length <= bytes.count,
            let scalar = bytes.utf8String(index..<index + length).unicodeScalars.first
        else { return nil }
        let isSpace =
            scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.properties.generalCategory == .spaceSeparator
        return isSpace ? length : nil
    }

    // MARK: - Helpers

    private static func sequenceLength(of lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private mutating func position() -> TextPosition {
        lines.position(at: index, in: bytes)
    }

    private mutating func expect(_ byte: UInt8, described expected: String) throws(ProjectError) {
        guard index < bytes.count, bytes[index] == byte else { throw unexpected(expected: expected) }
        index += 1
    }

    private mutating func unexpected(expected: String) -> ProjectError {
        let location = position().location(in: file)
        guard index < bytes.count else { return ProjectError(.unexpectedEnd(expected: expected), at: location) }
        let length = Self.sequenceLength(of: bytes[index])
        let text = bytes.utf8String(index..<min(index + length, bytes.count))
        let scalar = text.unicodeScalars.first ?? "?"
        return ProjectError(.unexpectedCharacter(Self.describe(scalar), expected: expected), at: location)
    }

    /// `'x'` for visible characters, `U+0007` for the rest, so a message never prints a raw control byte.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let invisible =
            scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .spaceSeparator
        if invisible { return Unicode.Scalar.hexName(scalar.value) }
        return "'\(Character(scalar))'"
    }
}
