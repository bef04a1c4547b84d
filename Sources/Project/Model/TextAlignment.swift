/// How the lines of a quote sit on a card.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right
    /// Start-aligned: left for left-to-right text, right for right-to-left text.
    case natural
}
