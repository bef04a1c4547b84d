import CFriBidi

/// Which way a paragraph runs, as the Unicode bidirectional algorithm decides it from its
/// first strong character (what a browser's `dir="auto"` does), through FriBidi.
public enum TextDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction of `text`'s first strong character; nil when it has none (digits,
    /// punctuation, emoji only).
    public static func firstStrong(in text: String) -> TextDirection? {
        let scalars = text.unicodeScalars.prefix(4096).map(\.value)
        guard !scalars.isEmpty, let length = FriBidiStrIndex(exactly: scalars.count) else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        let direction = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            return fribidi_get_par_direction(types, length)
        }
        if direction == FRIBIDI_PAR_RTL { return .rightToLeft }
        if direction == FRIBIDI_PAR_LTR { return .leftToRight }
        return nil
    }
}
