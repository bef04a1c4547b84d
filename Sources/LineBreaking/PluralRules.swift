import CICULineBreaks

/// CLDR plural categories from ICU: which form of "N days left" a language uses for a count
/// (English: one, other; Arabic: zero, one, two, few, many, other; Japanese: other only).
public enum PluralRules {
    /// The category of `count` in `language` (a BCP 47 tag): `zero`, `one`, `two`, `few`,
    /// `many` or `other`; `other` when ICU knows no rules for the language.
    public static func category(of count: Int, language: String) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        var error: UnsafePointer<CChar>?
        let length = language.withCString { locale in
            draper_plural_category(locale, Double(count), &buffer, Int32(buffer.count), &error)
        }
        guard length > 0 else { return "other" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Every category a form may be written for.
    public static let categories = ["zero", "one", "two", "few", "many", "other"]
}
