import SafeText

/// Builds one header field (RFC 5322 §2.2) from tokens, folding before a token whenever the
/// line would pass 78 characters, and encoding non-ASCII text as RFC 2047 encoded-words.
struct HeaderFolder {
    static let lineLimit = 78

    private(set) var text: String
    private var lineLength: Int

    init(_ name: String) {
        text = name + ":"
        lineLength = text.utf8.count
    }

    /// The field with its CRLF.
    var field: String { text + "\r\n" }

    /// One unbreakable token, after a space or at the start of a continuation line.
    mutating func append(_ token: String) {
        let size = token.utf8.count
        if lineLength + 1 + size <= Self.lineLimit {
            text += " " + token
            lineLength += 1 + size
        } else {
            text += "\r\n " + token
            lineLength = 1 + size
        }
    }

    /// Text as a run of encoded-words, the first sized to the rest of the current line.
    mutating func appendEncoded(_ value: String) {
        var room = Self.lineLimit - lineLength - 1
        if room < 20 {
            text += "\r\n"
            lineLength = 0
            room = Self.lineLimit - 1
        }
        for word in EncodedWord.encode(value, firstWordLimit: min(room, EncodedWord.maximumLength)) {
            append(word)
        }
    }

    /// Unstructured text (a subject): as words when it is printable ASCII that cannot be
    /// mistaken for encoded-words, else as encoded-words.
    mutating func appendUnstructured(_ value: String) {
        let words = value.split(separator: " ", omittingEmptySubsequences: true)
        let plain =
            value.utf8.allSatisfy { (0x20...0x7E).contains($0) } && !value.contains("=?")
            && words.allSatisfy { $0.utf8.count < Self.lineLimit - 1 }
        if plain {
            for word in words { append(String(word)) }
        } else {
            appendEncoded(value)
        }
    }

    /// A whole header field from its tokens, folded, with its CRLF.
    static func headerLines(_ name: String, _ tokens: [String]) -> String {
        var folder = HeaderFolder(name)
        for token in tokens { folder.append(token) }
        return folder.field
    }

    /// RFC 5322 §3.2.4 `quoted-string`: in double quotes, with `\` and `"` escaped.
    static func quotedString(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }

    /// Header text with control characters dropped and every run of whitespace, line breaks
    /// included, made one space: nothing a caller passes can start a new header line.
    static func sanitized(_ value: String) -> String {
        var words: [Substring] = []
        for word in value.split(whereSeparator: { $0.isWhitespace }) {
            words.append(word)
        }
        // Isolated, so a subject cannot turn the rest of a mail client's line.
        let joined = BidiControls.isolated(words.joined(separator: " "))
        guard joined.unicodeScalars.contains(where: isControl) else { return joined }
        var result = String.UnicodeScalarView()
        for scalar in joined.unicodeScalars where !isControl(scalar) {
            result.append(scalar)
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
