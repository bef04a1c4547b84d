/// A problem that stopped a text from being typeset: a font that cannot be
/// found or read, a character that no font of the chain has, or a box too small
/// for even one line.
///
/// The error names what it is about — the font file involved and the caller's
/// identifier of the text — so a command can turn it into a diagnostic such as
/// `data/quotes.csv:14: error: quote 'q-don-1': no font in the chain (League
/// Spartan Bold) has U+1F600 😀`.
public struct TypesettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why typesetting failed.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// No font matched `name`; `searched` says where the library looked.
        case fontNotFound(name: String, searched: [String])
        /// A font file could not be opened or is not a font.
        case unreadableFont(String)
        /// A FreeType call failed with `code`.
        case freeType(operation: String, code: Int32)
        /// HarfBuzz or fontconfig could not do what was asked (usually out of memory).
        case library(String)
        /// No font of the chain has every code point of the character containing `scalar`.
        case missingCharacter(Unicode.Scalar, fonts: [String])
        /// A font chain must hold at least one font.
        case emptyFontChain
        /// There is no text to lay out.
        case emptyText
        /// A style or request value is unusable, e.g. a minimum size above the maximum.
        case invalidValue(String)
        /// Not even one line fits the box at the minimum size.
        case boxTooSmall(width: Int, height: Int, fontSize: Double)

        public var description: String {
            switch self {
            case let .fontNotFound(name, searched):
                return "no font named '\(name)' was found (searched \(searched.joined(separator: "; ")))"
            case let .unreadableFont(message):
                return "cannot use the font file: \(message)"
            case let .freeType(operation, code):
                return "FreeType could not \(operation): \(FreeTypeErrorText.message(for: code))"
            case let .library(message):
                return message
            case let .missingCharacter(scalar, fonts):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                return "no font in the chain (\(fonts.joined(separator: ", "))) has \(code) \(Self.visible(scalar))"
            case .emptyFontChain:
                return "a font chain needs at least one font"
            case .emptyText:
                return "there is no text to lay out"
            case let .invalidValue(message):
                return message
            case let .boxTooSmall(width, height, fontSize):
                return "the text box (\(width)×\(height) px) is too small for one line at \(fontSize.pixelText) px"
            }
        }

        /// The character itself in quotes when it prints, its name otherwise.
        private static func visible(_ scalar: Unicode.Scalar) -> String {
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
                || scalar.properties.isDefaultIgnorableCodePoint
            {
                return scalar.properties.name.map { "(\($0))" } ?? ""
            }
            return "'\(scalar)'"
        }
    }

    public var reason: Reason
    /// The font file involved, if any.
    public var file: String?
    /// The caller's identifier of the text being laid out (a quote id), if any.
    public var textIdentifier: String?
    /// Whether the speaker line, not the quote, is at fault: a caller points at its field.
    public var isInSpeaker = false

    /// An error for `reason`, naming the font file and the text involved, if any.
    public init(_ reason: Reason, file: String? = nil, textIdentifier: String? = nil) {
        self.reason = reason
        self.file = file
        self.textIdentifier = textIdentifier
    }

    /// `quote 'q-1': message (font file: path)`, leaving out what is unknown.
    public var description: String {
        var text = reason.description
        if isInSpeaker {
            if case let .boxTooSmall(width, height, fontSize) = reason {
                text =
                    "the speaker does not fit the text box (\(width)×\(height) px), even wrapped at \(fontSize.pixelText) px"
            } else {
                text = "in the speaker, " + text
            }
        }
        if let textIdentifier { text = "text '\(textIdentifier)': " + text }
        if let file { text += " (font file: \(file))" }
        return text
    }
}
