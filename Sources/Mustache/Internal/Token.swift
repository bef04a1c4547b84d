/// One piece of a template as the lexer sees it. Newlines are tokens of their
/// own so that the parser can reason about lines (standalone tags, indentation).
enum Token {
    /// Literal text without line endings.
    case text(String)
    /// `\n` or `\r\n`.
    case newline(String)
    case tag(Tag)
}

struct Tag {
    enum Kind {
        case escaped, unescaped, section, inverted, close, partial, parent, block, comment, delimiters
    }

    var kind: Kind
    /// The trimmed name (empty for comments and delimiter changes).
    var name: String
    var position: Position
}

extension Token {
    var isWhitespaceText: Bool {
        guard case .text(let text) = self else { return false }
        return text.utf8.allSatisfy(\.isHorizontalWhitespace)
    }
}
