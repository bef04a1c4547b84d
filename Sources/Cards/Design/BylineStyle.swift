/// The smaller line a text block sets below its text (the speaker under a quote): its own
/// field, fonts and sizes, the block's colour, alignment and line height.
public struct BylineStyle: Sendable, Hashable {
    /// The field it shows (`byline`, "— speaker", by default); a card without it sets the
    /// block's text alone.
    public var field: String
    /// Its font chain; nil for the block's.
    public var fonts: [String]?
    /// Largest and smallest size, as fractions of the card's shorter side.
    public var maximumSize: Double
    public var minimumSize: Double
    /// Its least size when the card is shown `TextBlockFrame.displayWidth` wide, as the block's.
    public var readableSize: Double
    /// The space between the text's last line and the byline, as a fraction of the shorter side.
    public var gap: Double

    public init(
        field: String = "byline", fonts: [String]? = nil, maximumSize: Double = 0.05, minimumSize: Double = 0.02,
        readableSize: Double = 0, gap: Double = 0.035
    ) {
        self.field = field
        self.fonts = fonts
        self.maximumSize = maximumSize
        self.minimumSize = minimumSize
        self.readableSize = readableSize
        self.gap = gap
    }

    var fingerprint: String {
        [
            field, fonts?.joined(separator: "|") ?? "", "\(maximumSize)", "\(minimumSize)", "\(readableSize)",
            "\(gap)",
        ].joined(separator: ",")
    }
}
