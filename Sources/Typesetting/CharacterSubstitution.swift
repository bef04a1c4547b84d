/// A character no installed font has (an emoji newer than the emoji font, 🫩 from Unicode 16),
/// drawn as a stand-in so the card is still made; the caller warns with `description`.
public struct CharacterSubstitution: Sendable, Hashable, CustomStringConvertible {
    /// The character as written.
    public var original: Character
    /// What was drawn in its place.
    public var replacement: Character
    /// The code point no font has.
    public var missing: Unicode.Scalar

    /// "U+1FAE9 🫩 is in no installed font (newer than its emoji font?); drawn as �"
    public var description: String {
        let hex = String(missing.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let emoji = missing.properties.isEmoji && missing.value > 0xFF
        return
            "\(code) \(original) is in no installed font\(emoji ? " (newer than the emoji font)" : ""); drawn as \(replacement)"
    }

    /// What may stand in for `character`, best first: an emoji sequence's base emoji (a
    /// waving hand for a waving hand of a newer skin tone or gender), else the replacement
    /// character U+FFFD, which says "a character that cannot be shown" without a tofu box.
    static func standIns(for character: Character) -> [Character] {
        var standIns: [Character] = []
        let scalars = character.unicodeScalars
        if scalars.count > 1, let base = scalars.first, base.properties.isEmoji {
            standIns.append(Character(base))
        }
        return standIns + ["\u{FFFD}"]
    }
}
