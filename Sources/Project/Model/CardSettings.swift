public import Typesetting

/// How share cards look and are encoded: the `cards` object of `site.json`.
public struct CardSettings: Hashable, Sendable {
    /// Every card is rendered in each of these sizes…
    public var sizes: [CardSize]
    /// …and encoded in each of these formats. On a site, the display formats (AVIF, WebP) are
    /// the pages' responsive images, at several widths; the first of the others (JPEG, PNG)
    /// is the file shared and shown in link previews.
    public var formats: [ImageFormat]
    /// Opacity of the dark layer between photo and text, 0…1.
    public var overlay: Double
    /// The WCAG contrast ratio text must reach against the image behind it.
    public var minimumContrast: Double
    /// The font family for quote text.
    public var font: String
    /// Families tried in order for characters `font` lacks (CJK, Arabic, Hebrew, symbols).
    public var fallbackFonts: [String]
    /// The family for the speaker line; nil uses `font`.
    public var speakerFont: String?
    /// Empty space around the text, as a fraction of the card's shorter side.
    public var margin: Double
    /// Line spacing as a multiple of the font size.
    public var lineHeight: Double
    /// How lines of quote text are aligned.
    public var alignment: TextAlignment
    /// Whether straight quotes and apostrophes become typographic ones.
    public var smartQuotes: Bool
    /// Whether the text gets a soft shadow for legibility.
    public var shadow: Bool
    /// libdeflate compression level for PNG, 1…12.
    public var pngLevel: Int
    /// JPEG quality, 1…100.
    public var jpegQuality: Int
    /// WebP quality, 1…100.
    public var webpQuality: Int
    /// AVIF quality, 1…100.
    public var avifQuality: Int
    /// The design cards are drawn with: a built-in one by name, or a design file in the project
    /// (`designs/brand.json5`); nil for classic, the built-in design the settings above tune.
    public var design: String?

    /// Settings; every argument defaults to `ProjectDefaults`.
    public init(
        sizes: [CardSize] = ProjectDefaults.cardSizes,
        formats: [ImageFormat] = ProjectDefaults.cardFormats,
        overlay: Double = ProjectDefaults.overlay,
        minimumContrast: Double = ProjectDefaults.minimumContrast,
        font: String = ProjectDefaults.font,
        fallbackFonts: [String] = ProjectDefaults.fallbackFonts,
        speakerFont: String? = nil,
        margin: Double = ProjectDefaults.margin,
        lineHeight: Double = ProjectDefaults.lineHeight,
        alignment: TextAlignment = ProjectDefaults.alignment,
        smartQuotes: Bool = ProjectDefaults.smartQuotes,
        shadow: Bool = ProjectDefaults.shadow,
        pngLevel: Int = ProjectDefaults.pngLevel,
        jpegQuality: Int = ProjectDefaults.jpegQuality,
        webpQuality: Int = ProjectDefaults.webpQuality,
        avifQuality: Int = ProjectDefaults.avifQuality
    ) {
        self.sizes = sizes
        self.formats = formats
        self.overlay = overlay
        self.minimumContrast = minimumContrast
        self.font = font
        self.fallbackFonts = fallbackFonts
        self.speakerFont = speakerFont
        self.margin = margin
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.smartQuotes = smartQuotes
        self.shadow = shadow
        self.pngLevel = pngLevel
        self.jpegQuality = jpegQuality
        self.webpQuality = webpQuality
        self.avifQuality = avifQuality
    }
}
