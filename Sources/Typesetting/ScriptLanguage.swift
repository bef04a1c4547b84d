import LineBreaking

/// The language a text without a language tag is most likely in, read from its script,
/// where the script decides how it must be set: kana means Japanese (Japanese glyph forms,
/// strict line breaking), Hangul means Korean (words kept whole), Han characters alone mean
/// Chinese — in the form the site prefers (its own language, if it is Chinese or Japanese),
/// else in the form its characters are written in (`ChineseForm`: `學` is Traditional, and
/// Traditional Chinese centres its `，` and `。`), Simplified where they do not tell. Any
/// other script gives no answer: its rules need no language.
public enum ScriptLanguage {
    public static func infer(_ text: String, siteLanguage: String? = nil) -> String? {
        var hasHan = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return "ko"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: hasHan = true
            default: continue
            }
        }
        guard hasHan else { return nil }
        if let site = siteLanguage?.lowercased(), site.hasPrefix("zh") || site.hasPrefix("ja") { return siteLanguage }
        return ChineseForm.of(text) == .traditional ? "zh-Hant" : "zh-Hans"
    }
}
