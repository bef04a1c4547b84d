/// How one part of a card's text (the quote, or the speaker line) is set.
///
/// Sizes are in pixels. The layout picks the largest size between `minSize`
/// and `maxSize` at which the text fits its box; `lineHeight` and
/// `letterSpacing` are relative to that size, so they keep their proportions
/// whichever size is chosen.
public struct TextStyle: Sendable, Hashable {
    /// The fonts, tried in order for every character.
    public var fonts: FontChain
    /// The largest font size to try, in pixels.
    public var maxSize: Double
    /// The smallest font size to try, in pixels; below it the text is clamped.
    public var minSize: Double
    /// The smallest size, in pixels, that reads well where the text is shown (a story card
    /// shown 400 px wide on a phone sets 16 px there at 43.2 px): below it, words are broken
    /// at the language's hyphenation points before the text shrinks further. Nil: size and
    /// breaks are only weighed against each other.
    public var readableSize: Double?
    /// Baseline-to-baseline distance as a multiple of the font size.
    public var lineHeight: Double
    /// Extra space between characters, in em (0.05 adds a twentieth of the font size).
    public var letterSpacing: Double
    /// For the speaker, `.natural` follows the quote's direction: a Latin name
    /// under a Hebrew quote is set on the right, like the quote.
    public var alignment: TextAlignment

    /// A style with the given fonts and sizes; line height 1.2, no letter spacing, natural alignment by default.
    public init(
        fonts: FontChain,
        maxSize: Double,
        minSize: Double,
        lineHeight: Double = 1.2,
        letterSpacing: Double = 0,
        alignment: TextAlignment = .natural,
        readableSize: Double? = nil
    ) {
        self.readableSize = readableSize
        self.fonts = fonts
        self.maxSize = maxSize
        self.minSize = minSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.alignment = alignment
    }
}
