import CUnibreak

/// libunibreak's tables must be set up once per process before use.
private let lineBreakTablesReady: Void = init_linebreak()

/// Line break opportunities by the Unicode line breaking algorithm (UAX #14),
/// from libunibreak: after spaces, hyphens and dashes, between ideographs, but
/// never before closing punctuation such as 、。」！ or after opening brackets.
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
        return result
    }
}
