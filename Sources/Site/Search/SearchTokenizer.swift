import Foundation

/// The words a search matches: the index is built from them here and the page's script
/// (`assets/draper.js`, `searchTokens`) splits a query by the same rules, so both sides agree.
///
/// Text is decomposed (NFKD), marks dropped and lowercased, so "Éclair" matches "eclair",
/// and the Latin letters that do not decompose are spelled out ("Søren" as "soren");
/// words are runs of letters and digits. Scripts written without spaces (Han, kana, Thai,
/// Lao, Khmer, Burmese) give overlapping pairs of characters instead of one run per
/// sentence, so a two-character query finds a Japanese or Chinese phrase inside a longer one.
/// Written by hand: ICU's word breaker has no counterpart in the browser, and search must
/// split a query exactly as the index was split.
enum SearchTokenizer {
    static func tokens(_ text: String) -> [String] {
        if let tokens = asciiTokens(text) { return tokens }
        var tokens: [String] = []
        var spaced = ""
        var unspaced: [Unicode.Scalar] = []
        func endUnspaced() {
            if unspaced.count == 1 {
                tokens.append(String(unspaced[0]))
            } else if unspaced.count > 1 {
                for index in 0..<(unspaced.count - 1) {
                    var pair = String.UnicodeScalarView()
                    pair.append(unspaced[index])
                    pair.append(unspaced[index + 1])
                    tokens.append(String(pair))
                }
            }
            unspaced.removeAll()
        }
        func endSpaced() {
            if !spaced.isEmpty { tokens.append(spaced) }
            spaced = ""
        }
        func add(_ scalar: Unicode.Scalar) {
            if isUnspaced(scalar) {
                endSpaced()
                unspaced.append(scalar)
            } else if isWordCharacter(scalar) {
                endUnspaced()
                spaced.unicodeScalars.append(scalar)
            } else {
                endSpaced()
                endUnspaced()
            }
        }
        let folded = text.decomposedStringWithCompatibilityMapping.lowercased()
        for original in folded.unicodeScalars {
            if isMark(original) { continue }
            guard let spelled = Self.spelledOut[original] else {
                add(original)
                continue
            }
            spelled.unicodeScalars.forEach(add)
        }
        endSpaced()
        endUnspaced()
        return tokens
    }

    /// The same rules for ASCII text, which decomposition leaves as it is: most quotes, and
    /// the index of 10,000 of them is made in a fraction of the time. Nil when `text` is not
    /// ASCII. One pass over the bytes in place, each word made straight from them (two passes
    /// over a string's UTF-8 view, and a buffer per word, took twice as long).
    private static func asciiTokens(_ text: String) -> [String]? {
        let tokens = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            var tokens: [String] = []
            var start = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
                guard byte < 0x80 else { return nil }
                // A–Z and a–z are the letters whose bytes with 0x20 set are a–z; digits have it set.
                let lowered = byte | 0x20
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                {
                    continue
                }
                if index > start {
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    tokens.append(
                        String(unsafeUninitializedCapacity: word.count) { characters in
                            for (offset, letter) in word.enumerated() { characters[offset] = letter | 0x20 }
                            return word.count
                        })
                }
                start = index + 1
            }
            return tokens
        }
        return tokens ?? nil
    }

    /// The shard a token lives in: its first three characters (scalars), or all of it when
    /// shorter; a pair of unspaced characters lives with its first one. A query word of three
    /// or more characters, or a single unspaced character, matches every token that starts
    /// with it, all of which share its shard; another short word matches only itself.
    static func shardKey(_ token: String) -> String {
        let scalars = token.unicodeScalars
        let length = scalars.first.map(isUnspaced) == true ? 1 : 3
        return String(String.UnicodeScalarView(scalars.prefix(length)))
    }

    /// Lowercase Latin letters without a decomposition, as their readers type them on a
    /// keyboard without them; the script has the same table.
    static let spelledOut: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "đ": "d", "ð": "d", "ł": "l", "ı": "i", "þ": "th", "ħ": "h",
    ]

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber:
            true
        default: false
        }
    }

    /// The ranges of the scripts without spaces; the script has the same list.
    static let unspacedRanges: [ClosedRange<UInt32>] = [
        0x0E00...0x0EFF,  // Thai, Lao
        0x1000...0x109F,  // Myanmar
        0x1780...0x17FF,  // Khmer
        0x3040...0x30FF,  // Hiragana, Katakana
        0x31F0...0x31FF,  // Katakana phonetic extensions
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFF66...0xFF9F,  // half-width katakana
        0x20000...0x3FFFF,  // CJK extensions B and later
    ]

    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        unspacedRanges.contains { $0.contains(scalar.value) }
    }
}
