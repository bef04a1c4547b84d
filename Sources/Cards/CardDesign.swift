/// How cards look: everything about a card except its words and its photo.
///
/// Sizes are given relative to the card's shorter side so one design suits a wide
/// social preview and a tall story alike.
public struct CardDesign: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case left, center, right, natural
    }

    /// Opacity of the black layer over the photo (0…1).
    public var overlay: Double
    /// White text must reach this WCAG contrast ratio; the overlay rises until it does.
    public var minimumContrast: Double
    /// The quote's font chain: the primary face by family name or path, then fallbacks.
    public var fonts: [String]
    /// The speaker line's font chain; the quote's when empty.
    public var speakerFonts: [String]
    /// Margin around the text as a fraction of the shorter side.
    public var margin: Double
    public var lineHeight: Double
    public var alignment: Alignment
    public var smartQuotes: Bool
    public var hangingPunctuation: Bool
    public var shadow: Bool
    /// Largest and smallest quote sizes, as fractions of the shorter side.
    public var maximumTextSize: Double
    public var minimumTextSize: Double

    public static let defaultFonts = [
        "League Spartan Bold", "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold",
        "Noto Sans Hebrew Bold", "Noto Color Emoji", "Symbola",
    ]

    public init(
        overlay: Double = 0.55,
        minimumContrast: Double = 4.5,
        fonts: [String] = CardDesign.defaultFonts,
        speakerFonts: [String] = [],
        margin: Double = 0.08,
        lineHeight: Double = 1.15,
        alignment: Alignment = .center,
        smartQuotes: Bool = true,
        hangingPunctuation: Bool = true,
        shadow: Bool = true,
        maximumTextSize: Double = 0.12,
        minimumTextSize: Double = 0.034
    ) {
        self.overlay = overlay
        self.minimumContrast = minimumContrast
        self.fonts = fonts
        self.speakerFonts = speakerFonts
        self.margin = margin
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.smartQuotes = smartQuotes
        self.hangingPunctuation = hangingPunctuation
        self.shadow = shadow
        self.maximumTextSize = maximumTextSize
        self.minimumTextSize = minimumTextSize
    }

    /// A stable text form of every setting, for the build manifest's input hashes.
    public var fingerprint: String {
        [
            "overlay=\(overlay)", "contrast=\(minimumContrast)", "fonts=\(fonts.joined(separator: "|"))",
            "speakerFonts=\(speakerFonts.joined(separator: "|"))", "margin=\(margin)", "lineHeight=\(lineHeight)",
            "alignment=\(alignment.rawValue)", "smartQuotes=\(smartQuotes)", "hanging=\(hangingPunctuation)",
            "shadow=\(shadow)", "max=\(maximumTextSize)", "min=\(minimumTextSize)",
        ].joined(separator: ";")
    }
}
