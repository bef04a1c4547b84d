/// Latin letters as ASCII: accents dropped (`é` → `e`), and the letters that do not decompose
/// spelled out (`ß` → `ss`, `æ` → `ae`, `ø` → `o`). What slugs and published file names are
/// made of, so an address reads the same in every server, shell and mail client.
public enum LatinFolding {
    /// `scalar` as lowercase ASCII if it is a Latin letter or a digit; nil for anything else
    /// (punctuation, marks, letters of other scripts).
    public static func lowercased(_ scalar: Unicode.Scalar) -> String? {
        let lower = scalar.properties.lowercaseMapping
        if let lowerScalar = lower.unicodeScalars.first, let special = specialLetters[lowerScalar] { return special }
        var result = ""
        for part in lower.decomposedScalars {
            if ("a"..."z").contains(part) || ("0"..."9").contains(part) {
                result.unicodeScalars.append(part)
            } else if part.properties.generalCategory != .nonspacingMark {
                return nil
            }
        }
        return result.isEmpty ? nil : result
    }

    /// `scalar` as ASCII in its own case (`Ø` → `O`, `Æ` → `AE`, `ß` → `ss`); nil as for
    /// `lowercased(_:)`.
    public static func keepingCase(_ scalar: Unicode.Scalar) -> String? {
        guard let folded = lowercased(scalar) else { return nil }
        return scalar.properties.isUppercase ? folded.uppercased() : folded
    }

    /// Latin letters that do not decompose into a base letter and a mark.
    private static let specialLetters: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i", "ħ": "h",
        "ŧ": "t", "ŋ": "n", "ĸ": "k",
    ]
}
