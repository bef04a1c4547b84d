/// Derives stable, URL-safe ids for quotes that have none.
///
/// A slug is the speaker's name and the first words of the text, folded to
/// lowercase ASCII: "Don Draper" + "If you don't like what is being said…"
/// gives `don-draper-if-you-dont-like`. When the text has no Latin letters
/// (Japanese, Hebrew) or two quotes would get the same slug, a short hash of
/// speaker and text is appended; it depends on nothing else, so adding or
/// reordering quotes never renames existing ones.
enum QuoteSlug {
    static let maximumSpeakerWords = 4
    static let maximumTextWords = 4
    static let maximumLength = 48

    /// The slug without a hash, and whether the text gave it any words.
    static func base(speaker: String, text: String) -> (slug: String, textHasWords: Bool) {
        let speakerWords = Array(words(in: speaker).prefix(maximumSpeakerWords))
        var textWords = Array(words(in: text).prefix(maximumTextWords))
        let textHasWords = !textWords.isEmpty
        func joined() -> String { (speakerWords + textWords).joined(separator: "-") }
        while joined().count > maximumLength, !textWords.isEmpty { textWords.removeLast() }
        var slug = joined()
        if slug.count > maximumLength {
            slug = String(slug.prefix(maximumLength))
            while slug.hasSuffix("-") { slug.removeLast() }
        }
        return (slug.isEmpty ? "quote" : slug, textHasWords)
    }

    /// Six base-36 characters from a 64-bit FNV-1a hash of speaker and text.
    static func hash(speaker: String, text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in speaker.utf8 + [0] + text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var result = ""
        for _ in 0..<6 {
            result.append(digits[Int(value % 36)])
            value /= 36
        }
        return result
    }

    /// Lowercase ASCII words: diacritics dropped, apostrophes joined, everything else a separator.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().decomposedScalars {
            if let ascii = asciiFolding(scalar) {
                current += ascii
            } else if apostrophes.contains(scalar) || scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Is `id` usable as a folder name in a URL: lowercase ASCII letters, digits and inner hyphens.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 100 && !id.hasPrefix("-") && !id.hasSuffix("-")
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}", "\u{2018}"]

    /// Latin letters that do not decompose into a base letter and a mark.
    private static let specialLetters: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i", "ħ": "h",
        "ŧ": "t", "ŋ": "n", "ĸ": "k",
    ]

    private static func asciiFolding(_ scalar: Unicode.Scalar) -> String? {
        if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) { return String(scalar) }
        return specialLetters[scalar]
    }
}
