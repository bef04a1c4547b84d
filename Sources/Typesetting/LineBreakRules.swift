import CUnibreak

/// libunibreak's tables must be set up once per process before use.
private let lineBreakTablesReady: Void = init_linebreak()

/// Line break opportunities by the Unicode line breaking algorithm (UAX #14),
/// from libunibreak: after spaces, hyphens and dashes, between ideographs, but
/// never before closing punctuation such as 、。」！ or after opening brackets;
/// for Japanese, never before small kana or ー either (strict kinsoku).
enum LineBreakRules {
    /// For each scalar, whether a line may break after it. A mandatory break at
    /// the end of the text is not reported (the caller splits paragraphs first).
    static func breaksAfter(_ scalars: [UInt32], language: String?) -> [Bool] {
        guard !scalars.isEmpty else { return [] }
        _ = lineBreakTablesReady
        var breaks = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { breaks in
                if let language {
                    language.withCString { set_linebreaks_utf32(text.baseAddress, text.count, $0, breaks.baseAddress) }
                } else {
                    set_linebreaks_utf32(text.baseAddress, text.count, nil, breaks.baseAddress)
                }
            }
        }
        var result = breaks.map { $0 == CChar(LINEBREAK_ALLOWBREAK) || $0 == CChar(LINEBREAK_MUSTBREAK) }
        result[result.count - 1] = false
        if let language, language.lowercased().hasPrefix("ja") {
            // Strict kinsoku: no line starts with a small kana or the prolonged
            // sound mark (class CJ), which UAX #14's normal rules would allow.
            for index in 1..<scalars.count where isSmallKana(scalars[index]) && !isSpace(scalars[index - 1]) {
                result[index - 1] = false
            }
        }
        return result
    }

    private static func isSpace(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
    }

    /// The characters of line-break class CJ.
    private static func isSmallKana(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
            0x31F0...0x31FF, 0xFF67...0xFF70:
            return true
        default:
            return false
        }
    }
}
