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

    public init(
        field: String, box: LayerBox, fonts: [String] = CardDesign.defaultFonts, color: LayerColor = .white,
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

    var fingerprint: String {
        [
            field, box.fingerprint, fonts.joined(separator: "|"), color.hex, "\(maximumSize)", "\(minimumSize)",
            "\(lineHeight)", "\(letterSpacing)", alignment.rawValue, verticalAlignment.rawValue, textCase.rawValue,
            prefix, maximumLines.map(String.init) ?? "",
        ].joined(separator: ";")
    }
}
