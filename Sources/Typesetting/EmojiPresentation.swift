/// Whether a character (an extended grapheme cluster) is shown as an emoji — in colour, from
/// an emoji font — or as text, after Unicode's emoji presentation rules (UTS #51): a variation
/// selector decides (FE0F emoji, FE0E text); sequences (ZWJ, flags, keycaps, skin tones, tag
/// sequences) are emoji; a lone character takes its default presentation.
enum EmojiPresentation {
    static func prefersEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        var hasEmoji = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: return true
            case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            default: break
            }
            if scalar.properties.isEmoji, scalar.value > 0xFF { hasEmoji = true }
        }
        if hasEmoji, scalars.contains("\u{200D}") { return true }
        return first.properties.isEmojiPresentation
    }
}
