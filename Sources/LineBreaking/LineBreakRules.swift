import CICULineBreaks

/// Line break opportunities by the Unicode line breaking algorithm (UAX #14), from ICU's
/// line break iterator: after spaces, hyphens and dashes, between ideographs, never before
/// closing punctuation such as 、。」！ or after opening brackets, never inside an emoji
/// sequence; with ICU's dictionaries for Thai, Lao, Khmer and Burmese, whose words are
/// written without spaces.
///
/// Language rules on top:
/// - Japanese breaks strictly (`lb=strict`): no line starts with a small kana or ー;
/// - Korean keeps words whole (CSS `word-break: keep-all`): lines break at spaces and after
///   punctuation, not between the syllables of a word, as Korean readers expect.
///
/// This module is the only importer of ICU (through a small C bridge that keeps ICU's headers
/// out of Swift), and imports nothing else; it also gives ICU's plural rules (`PluralRules`).
public enum LineBreakRules {
    /// For each scalar, whether a line may break after it. A mandatory break at the end of
    /// the text is not reported (the caller splits paragraphs first).
    public static func breaksAfter(_ scalars: [UInt32], language: String?) -> [Bool] {
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
        if subtag == "ko" { keepWordsWhole(scalars, &breaks) }
        breaks[breaks.count - 1] = false
        return breaks
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
