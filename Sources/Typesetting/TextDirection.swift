import CFriBidi

/// Which way a paragraph runs, as the Unicode bidirectional algorithm decides it from its
/// first strong character (what a browser's `dir="auto"` does), through FriBidi.
public enum TextDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction of `text`'s first strong character; nil when it has none (digits,
    /// punctuation, emoji only).
    public static func firstStrong(in text: String) -> TextDirection? {
        // Whether a character decides depends only on what comes before it (an isolate
        // opened earlier hides it, where FriBidi looks past isolates; Debian 12's does not),
        // so a prefix that has a strong character answers for the whole text. Most quotes
        // are settled by their first few letters: the text is decoded and classified a
        // growing prefix at a time.
        var scalars: [UInt32] = []
        var rest = text.unicodeScalars.prefix(Self.scanLimit).makeIterator()
        var types: [FriBidiCharType] = []
        while scalars.count < Self.scanLimit {
            let before = scalars.count
            let wanted = max(32, before * 4)
            while scalars.count < wanted, let scalar = rest.next() { scalars.append(scalar.value) }
            guard scalars.count > before else { return nil }
            types.append(contentsOf: repeatElement(FriBidiCharType(rawValue: 0), count: scalars.count - before))
            let direction = scalars.withUnsafeBufferPointer { text in
                types.withUnsafeMutableBufferPointer { types in
                    fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(text.count), types.baseAddress)
                    return fribidi_get_par_direction(types.baseAddress, FriBidiStrIndex(text.count))
                }
            }
            if direction == FRIBIDI_PAR_RTL { return .rightToLeft }
            if direction == FRIBIDI_PAR_LTR { return .leftToRight }
        }
        return nil
    }

    /// How far into a text its first strong character is looked for.
    static let scanLimit = 4096

    /// Whether `text` has a strong character that runs `direction`, outside the isolates it
    /// holds: a value with letters running against the line it is joined into needs
    /// isolating there.
    public static func hasStrong(_ direction: TextDirection, in text: String) -> Bool {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return false }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            types.withUnsafeMutableBufferPointer { types in
                fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(text.count), types.baseAddress)
            }
        }
        var depth = 0
        for (scalar, type) in zip(scalars, types) {
            switch scalar {
            case 0x2066...0x2068: depth += 1
            case 0x2069: depth = max(0, depth - 1)
            case _ where depth > 0: continue
            default:
                let matches =
                    direction == .leftToRight
                    ? type == FRIBIDI_TYPE_LTR : type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL
                if matches { return true }
            }
        }
        return false
    }
}
