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
        let speakerWords = words(in: speaker, limit: maximumSpeakerWords)
        var textWords = words(in: text, limit: maximumTextWords)
        let textHasWords = !textWords.isEmpty
        // Words are ASCII, so UTF-8 counts are character counts.
        func length(_ words: [String]) -> Int { words.reduce(0) { $0 + $1.utf8.count } + max(0, words.count - 1) }
        while length(speakerWords + textWords) > maximumLength, !textWords.isEmpty { textWords.removeLast() }
        var slug = (speakerWords + textWords).joined(separator: "-")
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

    /// The first `limit` lowercase ASCII words of `text`: diacritics dropped, apostrophes
    /// joined, everything else a separator.
    ///
    /// Works scalar by scalar and stops at `limit`, so a long text costs no more than a short one.
    static func words(in text: String, limit: Int = .max) -> [String] {
        var words: [String] = []
        var current = ""
        func endWord() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for scalar in text.unicodeScalars {
            if words.count >= limit { break }
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                switch value {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    current.unicodeScalars.append(scalar)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    current.unicodeScalars.append(Unicode.Scalar(value | 0x20))
                case UInt8(ascii: "'"):
                    continue
                default:
                    endWord()
                }
            } else if apostrophes.contains(scalar) {
                continue
            } else if let folded = LatinFolding.lowercased(scalar) {
                current += folded
            } else if scalar.properties.generalCategory != .nonspacingMark {
                endWord()
            }
        }
        endWord()
        return Array(words.prefix(limit))
    }

    /// Is `id` usable as a folder name in a URL: lowercase ASCII letters, digits and inner hyphens.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 100 && !id.hasPrefix("-") && !id.hasSuffix("-")
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["\u{2019}", "\u{02BC}", "\u{2018}"]
}
