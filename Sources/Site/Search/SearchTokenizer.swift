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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(text) }
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
    /// the index of 10,000 of them is made in a fraction of the time.
    private static func asciiTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
            default:
                if !word.isEmpty { tokens.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { tokens.append(String(decoding: word, as: UTF8.self)) }
        return tokens
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
