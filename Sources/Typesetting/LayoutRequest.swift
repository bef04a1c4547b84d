/// Everything needed to lay out the text of one card: the quote, an optional
/// speaker line below it, their styles and the box they must fit.
///
/// ```swift
/// let request = LayoutRequest(
///     identifier: "q-don-1",
///     quote: "Change is neither good nor bad. It simply is.",
///     speaker: "— Don Draper",
///     width: 1040, height: 470,
///     quoteStyle: TextStyle(fonts: chain, maxSize: 64, minSize: 28),
///     speakerStyle: TextStyle(fonts: chain, maxSize: 32, minSize: 20)
/// )
/// ```
public struct LayoutRequest: Sendable, Hashable {
    /// The caller's name for the text (a quote id), used in errors and clamping reports.
    public var identifier: String
    /// The quote. A line feed starts a new paragraph.
    public var quote: String
    /// The speaker line, set below the quote in its own style; nil or empty for none.
    /// Any prefix such as "— " is part of the text.
    public var speaker: String?
    /// The BCP 47 language tag ("en", "de-CH", "ja"): picks quotation marks,
    /// line-breaking tailoring and language-specific glyphs. Nil means English rules.
    public var language: String?
    /// The text box's width in pixels; all positions in the layout are relative to its top-left corner.
    public var width: Int
    /// The text box's height in pixels.
    public var height: Int
    public var quoteStyle: TextStyle
    public var speakerStyle: TextStyle
    /// Space between the quote's last line box and the speaker's first, in pixels.
    public var speakerGap: Double
    /// The speaker is set at most this many times the quote's size, down to its own minimum:
    /// 1 (the default) keeps an attribution no larger than its quote; 0.6 gives it a rank of
    /// its own below the quote however far the quote shrinks.
    public var speakerScale: Double = 1
    public var verticalAlignment: VerticalAlignment
    /// Turn straight quotes, `--` and `...` into the language's quotation marks, dashes and ellipsis.
    public var smartQuotes: Bool
    /// Hang an opening quotation mark outside the text edge, so the letters of
    /// every line start on one straight edge. Applies when the quote's first
    /// paragraph is aligned to its start side (left, or right for right-to-left
    /// text); the mark then sits in a margin the width of the mark.
    public var hangingPunctuation: Bool

    /// A request with every setting; by default no speaker, English rules,
    /// a 24 px gap, vertical centring, smart quotes and hanging punctuation.
    public init(
        identifier: String,
        quote: String,
        speaker: String? = nil,
        language: String? = nil,
        width: Int,
        height: Int,
        quoteStyle: TextStyle,
        speakerStyle: TextStyle,
        speakerGap: Double = 24,
        verticalAlignment: VerticalAlignment = .center,
        smartQuotes: Bool = true,
        hangingPunctuation: Bool = true
    ) {
        self.identifier = identifier
        self.quote = quote
        self.speaker = speaker
        self.language = language
        self.width = width
        self.height = height
        self.quoteStyle = quoteStyle
        self.speakerStyle = speakerStyle
        self.speakerGap = speakerGap
        self.verticalAlignment = verticalAlignment
        self.smartQuotes = smartQuotes
        self.hangingPunctuation = hangingPunctuation
    }
}
