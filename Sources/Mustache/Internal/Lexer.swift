/// Splits a template into text, newline and tag tokens, following set-delimiter
/// tags as it goes and counting lines and columns from the first byte.
struct Lexer {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []

    init(source: String, file: String) {
        self.bytes = Array(source.utf8)
        self.file = file
    }

    static func tokenize(_ source: String, file: String) throws(TemplateError) -> [Token] {
        var lexer = Lexer(source: source, file: file)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(TemplateError) {
        var textStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .lineFeed
                || (byte == .carriageReturn && index + 1 < bytes.count && bytes[index + 1] == .lineFeed)
            {
                appendText(textStart..<index)
                let isCRLF = byte == .carriageReturn
                tokens.append(.newline(isCRLF ? "\r\n" : "\n"))
                index += isCRLF ? 2 : 1
                line += 1
                lineStart = index
                textStart = index
            } else if byte == openDelimiter[0] && matches(openDelimiter, at: index) {
                appendText(textStart..<index)
                tokens.append(.tag(try lexTag()))
                textStart = index
            } else {
                index += 1
            }
        }
        appendText(textStart..<index)
    }

    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        tokens.append(.text(String(decoding: bytes[range], as: UTF8.self)))
    }

    // MARK: - Tags

    private mutating func lexTag() throws(TemplateError) -> Tag {
        let position = Position(line: line, column: column(of: index))
        let afterOpen = index + openDelimiter.count
        var sigilIndex = afterOpen
        // `{{ #name }}` reads like `{{#name}}`; only the triple mustache must touch its brace.
        if sigilIndex < bytes.count && bytes[sigilIndex] != .openBrace {
            while sigilIndex < bytes.count && bytes[sigilIndex].isWhitespace { sigilIndex += 1 }
        }
        let sigil: UInt8? = sigilIndex < bytes.count ? bytes[sigilIndex] : nil

        let kind: Tag.Kind
        var contentStart = sigilIndex + 1
        var terminator = closeDelimiter
        switch sigil {
        case .openBrace:
            kind = .unescaped
            terminator = [.closeBrace] + closeDelimiter
        case .equals:
            kind = .delimiters
            terminator = [.equals] + closeDelimiter
        case .exclamation: kind = .comment
        case .ampersand: kind = .unescaped
        case .hash: kind = .section
        case .caret: kind = .inverted
        case .slash: kind = .close
        case .greaterThan: kind = .partial
        case .lessThan: kind = .parent
        case .dollar: kind = .block
        default:
            kind = .escaped
            contentStart = afterOpen
        }

        guard contentStart <= bytes.count, let end = find(terminator, from: contentStart) else {
            if kind == .delimiters {
                let rest =
                    find(closeDelimiter, from: contentStart).map { contentStart..<$0 } ?? contentStart..<bytes.count
                throw error(.invalidDelimiters(String(decoding: bytes[rest], as: UTF8.self)), at: position)
            }
            throw error(.unclosedTag(closingDelimiter: String(decoding: terminator, as: UTF8.self)), at: position)
        }
        let content = bytes[contentStart..<end]
        if kind != .comment && contains(openDelimiter, in: content) {
            // `{{name} text {{other}}`: the first tag swallowed the next one's opening.
            throw error(.unclosedTag(closingDelimiter: String(decoding: terminator, as: UTF8.self)), at: position)
        }
        for offset in index..<end where bytes[offset] == .lineFeed {
            line += 1
            lineStart = offset + 1
        }
        index = end + terminator.count

        let name = String(decoding: content, as: UTF8.self).trimmingWhitespace()
        switch kind {
        case .comment:
            return Tag(kind: kind, name: "", position: position)
        case .delimiters:
            try changeDelimiters(name, at: position)
            return Tag(kind: kind, name: "", position: position)
        case .partial, .parent, .block:
            try validateTemplateName(name, kind: kind, at: position)
        case .escaped, .unescaped, .section, .inverted, .close:
            try validateValueName(name, at: position)
        }
        return Tag(kind: kind, name: name, position: position)
    }

    private mutating func changeDelimiters(_ content: String, at position: Position) throws(TemplateError) {
        let parts = content.utf8.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(.equals) }) else {
            throw error(.invalidDelimiters(content), at: position)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    private func validateValueName(_ name: String, at position: Position) throws(TemplateError) {
        guard !name.isEmpty else { throw error(.emptyTag, at: position) }
        let utf8 = name.utf8
        let hasEmptyPart =
            name != "." && utf8.split(separator: .period, omittingEmptySubsequences: false).contains(where: \.isEmpty)
        if utf8.contains(where: \.isWhitespace) || hasEmptyPart {
            throw error(.invalidName(name), at: position)
        }
    }

    private func validateTemplateName(_ name: String, kind: Tag.Kind, at position: Position) throws(TemplateError) {
        guard !name.isEmpty else { throw error(.emptyTag, at: position) }
        if name.utf8.contains(where: \.isWhitespace) { throw error(.invalidName(name), at: position) }
        if kind != .block && name.utf8.first == .asterisk { throw error(.dynamicName(name), at: position) }
    }

    // MARK: - Helpers

    private func error(_ reason: TemplateError.Reason, at position: Position) -> TemplateError {
        TemplateError(file: file, line: position.line, column: position.column, reason: reason)
    }

    private func column(of offset: Int) -> Int {
        var scalars = 0
        for byte in bytes[lineStart..<offset] where byte & 0xC0 != 0x80 { scalars += 1 }
        return scalars + 1
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= bytes.count else { return false }
        for (position, byte) in needle.enumerated() where bytes[offset + position] != byte { return false }
        return true
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start + needle.count <= bytes.count else { return nil }
        var offset = start
        while offset + needle.count <= bytes.count {
            if bytes[offset] == needle[0] && matches(needle, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    private func contains(_ needle: [UInt8], in slice: ArraySlice<UInt8>) -> Bool {
        guard slice.count >= needle.count else { return false }
        var offset = slice.startIndex
        while offset + needle.count <= slice.endIndex {
            if matches(needle, at: offset) { return true }
            offset += 1
        }
        return false
    }
}
