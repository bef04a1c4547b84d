public import Typesetting

/// A block of text bound to one field of the card's content, set to fit its box.
public struct TextLayer: Sendable, Hashable {
    /// The field it shows: `text`, `speaker`, `byline` ("— speaker") or `source` (see
    /// `CardContent.field(_:)`); a card without it leaves the layer out.
    public var field: String
    public var box: LayerBox
    /// The font chain: a family name or file first, then fallbacks.
    public var fonts: [String]
    public var color: LayerColor
    /// Largest and smallest size, as fractions of the card's shorter side.
    public var maximumSize: Double
    public var minimumSize: Double
    /// The least size, in pixels, the text has when the card is shown `TextBlockFrame.displayWidth`
    /// wide (a post in a feed): a wide card sets its text larger than its shorter side alone
    /// asks for. 0 for no such floor.
    public var readableSize: Double = 0
    public var lineHeight: Double
    /// Extra space between letters, as a fraction of the size.
    public var letterSpacing: Double
    public var alignment: TextAlignment
    public var verticalAlignment: VerticalAlignment
    public var textCase: TextCase
    /// Put before the field's value (a dash before a name).
    public var prefix: String
    /// At most this many lines: set smaller until it fits in them; nil for as many as fit.
    public var maximumLines: Int?
    /// The least distance of the lines from the card's edges, as a fraction of its shorter
    /// side, whatever the box: one number keeps a wide and a tall card's margins alike.
    public var margin: Double = 0
    /// An opening quotation mark hangs outside the text edge, so the letters of every line
    /// start on one straight edge (for text aligned to its start).
    public var hangingPunctuation = false
    /// A second line below the text in its own smaller style (the speaker under a quote),
    /// fitted together with it: the two are sized, balanced and centred as one block.
    public var byline: BylineStyle?
    /// The opacity of a soft black shadow under the letters and emoji (0 for none).
    public var shadow: Double = 0
    /// How the block may reach the design's contrast where what is behind it does not.
    public var recovery = LegibilityRecovery()

    /// Draper's own fallbacks after a design's fonts: Latin, CJK, Arabic, Hebrew, emoji and symbols.
    public static let defaultFonts = [
        "League Spartan Bold", "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold",
        "Noto Sans Hebrew Bold", "Noto Color Emoji", "Symbola",
    ]

    public init(
        field: String, box: LayerBox, fonts: [String] = TextLayer.defaultFonts, color: LayerColor = .white,
        maximumSize: Double = 0.1, minimumSize: Double = 0.03, lineHeight: Double = 1.15, letterSpacing: Double = 0,
        alignment: TextAlignment = .left, verticalAlignment: VerticalAlignment = .center,
        textCase: TextCase = .asWritten, prefix: String = ""
    ) {
        self.field = field
        self.box = box
        self.fonts = fonts
        self.color = color
        self.maximumSize = maximumSize
        self.minimumSize = minimumSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.alignment = alignment
        self.verticalAlignment = verticalAlignment
        self.textCase = textCase
        self.prefix = prefix
    }

    /// Every font chain the block sets text in: its own, and its byline's if that has one.
    var fontChains: [[String]] {
        [fonts] + ((byline?.fonts).map { [$0] } ?? [])
    }

    var fingerprint: String {
        [
            field, box.fingerprint, fonts.joined(separator: "|"), color.hex, "\(maximumSize)", "\(minimumSize)",
            "\(lineHeight)", "\(letterSpacing)", alignment.rawValue, verticalAlignment.rawValue, textCase.rawValue,
            prefix, maximumLines.map(String.init) ?? "", "readable=\(readableSize)", "margin=\(margin)",
            "hanging=\(hangingPunctuation)", "byline=\(byline?.fingerprint ?? "")", "shadow=\(shadow)",
            "recover=\(recovery.fingerprint)",
        ].joined(separator: ";")
    }
}
