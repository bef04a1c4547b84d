import CICULineBreaks

/// Line break opportunities by the Unicode line breaking algorithm (UAX #14), from ICU's
/// line break iterator: after spaces, hyphens and dashes, between ideographs, never before
/// closing punctuation such as 、。」！ or after opening brackets, never inside an emoji
/// sequence; with ICU's dictionaries for Thai, Lao, Khmer and Burmese, whose words are
/// written without spaces.
///
/// Language rules on top:
/// - Japanese breaks strictly (`lb=strict`): no line starts with a small kana or ー; and
///   between phrases (`JapanesePhraseModel`, as Chromium's `word-break: auto-phrase`), so
///   `彼女は` stays whole;
/// - Korean keeps words whole (CSS `word-break: keep-all`): lines break at spaces and after
///   punctuation, not between the syllables of a word, as Korean readers expect.
///
/// The opportunities these rules take away are kept as a fallback (`BreakOpportunities`):
/// a typesetter may use them, as it may hyphenate, rather than shrink the text a lot.
///
/// This module is the only importer of ICU (through a small C bridge that keeps ICU's headers
/// out of Swift), and imports nothing else; it also gives ICU's plural rules (`PluralRules`).
public enum LineBreakRules {
    /// For each scalar, whether a line may break after it. A mandatory break at the end of
    /// the text is not reported (the caller splits paragraphs first).
    public static func breaksAfter(_ scalars: [UInt32], language: String?) -> [Bool] {
        opportunities(scalars, language: language).preferred
    }

    /// The opportunities after each scalar: those the language's rules keep, and those they
    /// take away (inside a Japanese phrase, between Korean syllables), as a fallback.
    public static func opportunities(_ scalars: [UInt32], language: String?) -> BreakOpportunities {
        var all = icuBreaks(scalars, language: language)
        keepSchemesWithHosts(scalars, &all)
        let subtag = language.map { $0.split(separator: "-").first.map(String.init)?.lowercased() ?? "" } ?? ""
        var preferred = all
        switch subtag {
        case "ko": keepWordsWhole(scalars, &preferred)
        case "ja": keepPhrasesWhole(scalars, &preferred)
        default: break
        }
        let fallback = zip(all, preferred).map { $0 && !$1 }
        return BreakOpportunities(preferred: preferred, fallback: fallback)
    }

    /// ICU's opportunities, with its strict Japanese rules.
    private static func icuBreaks(_ scalars: [UInt32], language: String?) -> [Bool] {
        guard !scalars.isEmpty else { return [] }
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        /// The scalar that ends at each UTF-16 offset (one past its last unit).
        var scalarEnding = [Int](repeating: -1, count: scalars.count * 2 + 1)
        for (index, value) in scalars.enumerated() {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            units.append(contentsOf: scalar.utf16)
            scalarEnding[units.count] = index
        }
        var breaks = [Bool](repeating: false, count: scalars.count)
        let subtag = language.map { $0.split(separator: "-").first.map(String.init)?.lowercased() ?? "" } ?? ""
        let locale = subtag == "ja" ? "ja@lb=strict" : (language ?? "")
        var error: UnsafePointer<CChar>?
        let opened = units.withUnsafeBufferPointer { buffer in
            draper_line_breaks_open(locale, buffer.baseAddress, Int32(buffer.count), &error)
        }
        guard let iterator = opened else {
            // ICU without its data: break after spaces only, which is never wrong.
            return fallback(scalars)
        }
        defer { draper_line_breaks_close(iterator) }
        // The iterator keeps a pointer to the text; `units` outlives it (closed in the defer above).
        while true {
            let position = draper_line_breaks_next(iterator)
            guard position >= 0, position < units.count else { break }
            let scalar = scalarEnding[Int(position)]
            if scalar >= 0 { breaks[scalar] = true }
        }
        breaks[breaks.count - 1] = false
        return breaks
    }

    /// Removes opportunities inside a URL's scheme and host: `https://` stays with
    /// `example.org/`, so no line ends in a bare `https://`. Its path still breaks after its
    /// slashes, where a reader sees it go on.
    private static func keepSchemesWithHosts(_ scalars: [UInt32], _ breaks: inout [Bool]) {
        let colon: UInt32 = 0x3A, slash: UInt32 = 0x2F
        var index = 0
        while index + 2 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == colon, scalars[index + 1] == slash, scalars[index + 2] == slash else { continue }
            var start = index
            while start > 0, let scalar = Unicode.Scalar(scalars[start - 1]), scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
            {
                start -= 1
            }
            guard start < index else { continue }
            // The host ends at the first of / ? # or a space after the "//".
            var end = index + 3
            while end < scalars.count, let scalar = Unicode.Scalar(scalars[end]),
                !"/?#".unicodeScalars.contains(scalar), !scalar.properties.isWhitespace
            {
                end += 1
            }
            for position in start..<min(end, scalars.count) { breaks[position] = false }
            index = end
        }
    }

    /// Removes opportunities inside a Japanese phrase: between two characters of Japanese
    /// text (kana, kanji, their punctuation) where the phrase model finds no phrase boundary.
    /// Latin words and spaces inside Japanese text keep theirs.
    private static func keepPhrasesWhole(_ scalars: [UInt32], _ breaks: inout [Bool]) {
        guard scalars.count > 1, scalars.contains(where: isJapanese) else { return }
        let text = scalars.map { Unicode.Scalar($0) ?? "\u{FFFD}" }
        let phraseEndings = JapanesePhraseModel.japanese.phraseEndings(text)
        for index in 0..<(scalars.count - 1) where breaks[index] && !phraseEndings[index] {
            if isJapanese(scalars[index]), isJapanese(scalars[index + 1]) { breaks[index] = false }
        }
    }

    /// Kana, kanji, and the punctuation and full-width forms set among them.
    private static func isJapanese(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
            0x20000...0x3134F:
            return true
        default: return false
        }
    }

    /// Removes opportunities between two letters (Hangul, Hanja, Latin, digits): a Korean
    /// line then breaks only where a word ends.
    private static func keepWordsWhole(_ scalars: [UInt32], _ breaks: inout [Bool]) {
        for index in 0..<(scalars.count - 1) where breaks[index] {
            if isWordLetter(scalars[index]), isWordLetter(scalars[index + 1]) { breaks[index] = false }
        }
    }

    private static func isWordLetter(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
    }

    private static func fallback(_ scalars: [UInt32]) -> [Bool] {
        var breaks = scalars.map { Unicode.Scalar($0)?.properties.isWhitespace ?? false }
        breaks[breaks.count - 1] = false
        return breaks
    }
}
