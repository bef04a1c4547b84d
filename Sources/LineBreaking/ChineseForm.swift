import CICULineBreaks
import Synchronization

/// The two ways Chinese is written: Traditional characters (Taiwan, Hong Kong) and Simplified
/// ones (the mainland, Singapore). A text's form decides its glyph shapes and its punctuation:
/// Traditional typography centres `，` and `。` in their square.
public enum ChineseForm: Sendable, Hashable {
    case traditional
    case simplified

    /// The form `text`'s Han characters are written in, from ICU's Traditional–Simplified
    /// transliterators: characters that only Traditional writing uses (`學`, `則`) change when
    /// made Simplified, and the reverse. Nil when neither kind is there (a text of characters
    /// both forms share, `人口`) or ICU cannot tell.
    public static func of(_ text: String) -> ChineseForm? {
        let traditionalOnly = changedCharacters(text, by: "Hant-Hans")
        let simplifiedOnly = changedCharacters(text, by: "Hans-Hant")
        guard let traditionalOnly, let simplifiedOnly, traditionalOnly != simplifiedOnly else { return nil }
        return traditionalOnly > simplifiedOnly ? .traditional : .simplified
    }

    /// Transliterators opened once and kept for the life of the process (opening one compiles
    /// its rules); one thread at a time uses them.
    private static let transliterators = Mutex<[String: OpaquePointer]>([:])

    /// How many characters of `text` the transliterator `identifier` changes; nil when ICU
    /// cannot transliterate (its data missing).
    private static func changedCharacters(_ text: String, by identifier: String) -> Int? {
        let units = Array(text.utf16)
        guard !units.isEmpty, let length = Int32(exactly: units.count) else { return 0 }
        return transliterators.withLock { cache -> Int? in
            var error: UnsafePointer<CChar>?
            let opened = cache[identifier] ?? draper_transliterator_open(identifier, &error)
            guard let transliterator = opened else { return nil }
            cache[identifier] = transliterator
            // Room for growth: a conversion may replace one unit by several.
            var buffer = units + [UInt16](repeating: 0, count: units.count * 2 + 16)
            guard let capacity = Int32(exactly: buffer.count) else { return nil }
            let written = draper_transliterate(transliterator, &buffer, length, capacity, &error)
            guard written >= 0 else { return nil }
            let converted = Array(String(decoding: buffer.prefix(Int(written)), as: UTF16.self))
            let original = Array(text)
            let differing = zip(original, converted).filter { $0 != $1 }.count
            return differing + abs(original.count - converted.count)
        }
    }
}
