/// The words on a card.
public struct CardContent: Sendable, Hashable {
    /// Names the card in warnings and errors ("quote 'q-don-1'"): an id or a file location.
    public var identifier: String
    public var text: String
    /// Shown below the quote as "— Speaker"; no line when nil or empty.
    public var speaker: String?
    /// BCP 47 language of the text (typographic quotes, line breaking, shaping).
    public var language: String?

    public init(identifier: String, text: String, speaker: String? = nil, language: String? = nil) {
        self.identifier = identifier
        self.text = text
        self.speaker = speaker
        self.language = language
    }
}
