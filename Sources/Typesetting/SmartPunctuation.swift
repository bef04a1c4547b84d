/// Turns typewriter punctuation into typographic punctuation for a language:
/// straight quotes into curly quotes, `--` and `---` into dashes, `...` into an
/// ellipsis, and apostrophes into ’.
///
/// Quotation marks follow the language's convention (English “…” ‘…’, German
/// „…“ ‚…‘, French « … » with narrow no-break spaces, Japanese 「…」 『…』).
/// Whether a straight quote opens or closes is decided by what precedes it:
/// the start of the text, a space, an opening bracket, a dash or another opening
/// mark open; anything else closes.
struct SmartPunctuation {
    /// The marks and dash of one language.
    struct Marks {
        var primary: (open: Character, close: Character)
        var secondary: (open: Character, close: Character)
        /// French puts a narrow no-break space inside guillemets.
        var spacedInside = false
        /// The dash `--` becomes: an em dash in English, an en dash in most of Europe.
        var dash: Character = "—"
    }

    static let narrowNoBreakSpace: Character = "\u{202F}"

    let marks: Marks

    init(language: String?) {
        marks = Self.marks(for: language)
    }

    static func marks(for language: String?) -> Marks {
        let subtags = (language ?? "en").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let primary = subtags.first ?? "en"
        let rest = Set(subtags.dropFirst())
        let english = Marks(primary: ("“", "”"), secondary: ("‘", "’"))
        switch primary {
        case "de" where rest.contains("ch") || rest.contains("li"):
            return Marks(primary: ("«", "»"), secondary: ("‹", "›"), dash: "–")
        case "de", "cs", "sk", "sl", "lt", "is":
            return Marks(primary: ("„", "“"), secondary: ("‚", "‘"), dash: "–")
        case "fr":
            return Marks(primary: ("«", "»"), secondary: ("“", "”"), spacedInside: true, dash: "–")
        case "es", "it", "ca", "el":
            return Marks(primary: ("«", "»"), secondary: ("“", "”"))
        case "pt" where rest.contains("br"):
            return english
        case "pt":
            return Marks(primary: ("«", "»"), secondary: ("“", "”"))
        case "ru", "uk", "be", "nb", "no", "nn":
            return Marks(primary: ("«", "»"), secondary: ("„", "“"), dash: "–")
        case "pl", "hu", "ro", "hr":
            return Marks(primary: ("„", "”"), secondary: ("«", "»"), dash: "–")
        case "da":
            return Marks(primary: ("»", "«"), secondary: ("›", "‹"), dash: "–")
        case "sv", "fi":
            return Marks(primary: ("”", "”"), secondary: ("’", "’"), dash: "–")
        case "ja":
            return Marks(primary: ("「", "」"), secondary: ("『", "』"))
        case "zh" where rest.contains("hant") || rest.contains("tw") || rest.contains("hk") || rest.contains("mo"):
            return Marks(primary: ("「", "」"), secondary: ("『", "』"))
        case "he":
            return Marks(primary: ("„", "”"), secondary: ("‚", "’"))
        case "ar", "fa", "ur":
            return Marks(primary: ("«", "»"), secondary: ("‹", "›"))
        default:
            return english
        }
    }

    func apply(to text: String) -> String {
        let input = Array(text)
        var output: [Character] = []
        output.reserveCapacity(input.count)
        var singleQuoteOpen = false
        var doubleQuoteOpen = false
        var index = 0
        while index < input.count {
            let character = input[index]
            let next = index + 1 < input.count ? input[index + 1] : nil
            switch character {
            case "-" where next == "-":
                let triple = index + 2 < input.count && input[index + 2] == "-"
                output.append(triple ? "—" : marks.dash)
                index += triple ? 3 : 2
                continue
            case "." where next == "." && index + 2 < input.count && input[index + 2] == ".":
                output.append("…")
                index += 3
                continue
            case "\"":
                // A quote after a space still closes an open quotation when nothing but space or punctuation follows.
                let closesOpenQuote = doubleQuoteOpen && (next.map { $0.isWhitespace || $0.isPunctuation } ?? true)
                doubleQuoteOpen = Self.opens(after: output.last) && !closesOpenQuote
                if doubleQuoteOpen {
                    output.append(marks.primary.open)
                    if marks.spacedInside {
                        output.append(Self.narrowNoBreakSpace)
                        while index + 1 < input.count, input[index + 1] == " " { index += 1 }
                    }
                } else {
                    if marks.spacedInside {
                        while output.last == " " { output.removeLast() }
                        output.append(Self.narrowNoBreakSpace)
                    }
                    output.append(marks.primary.close)
                }
            case "'":
                let previousIsWord = output.last.map(Self.isWordCharacter) ?? false
                let nextIsWord = next.map(Self.isWordCharacter) ?? false
                if previousIsWord && nextIsWord {
                    output.append("’")
                } else if !Self.opens(after: output.last) {
                    output.append(singleQuoteOpen ? marks.secondary.close : "’")
                    singleQuoteOpen = false
                } else if next?.isNumber == true {
                    // '90s: an elision, not a quotation.
                    output.append("’")
                } else {
                    output.append(marks.secondary.open)
                    singleQuoteOpen = true
                }
            default:
                output.append(character)
            }
            index += 1
        }
        return String(output)
    }

    /// A straight quote after nothing, a space, an opening bracket or mark, or a dash opens.
    private static func opens(after previous: Character?) -> Bool {
        guard let previous else { return true }
        if previous.isWhitespace { return true }
        guard let scalar = previous.unicodeScalars.first else { return true }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation, .dashPunctuation: return true
        default: return "„‚«‹「『".contains(previous)
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
