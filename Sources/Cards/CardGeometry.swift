import Imaging
import Typesetting

/// Where the text goes on a card of a given size, and how big it may be.
struct CardGeometry {
    /// The shorter side: every measure scales with it.
    let unit: Int
    let box: (x: Int, y: Int, width: Int, height: Int)
    let quoteSizes: ClosedRange<Double>
    let speakerSizes: ClosedRange<Double>
    let speakerGap: Double
    let alignment: TextAlignment

    /// Type must read when the card is shown this wide (a post in a feed, a story on a phone).
    static let displayWidth = 400.0
    /// The smallest speaker line, and quote, in pixels at `displayWidth`.
    static let smallestSpeaker = 11.0
    static let smallestQuote = 12.0
    /// Stories keep text out of the top and bottom 14 %, where apps put their own buttons.
    static let storyInset = 0.14

    init(size: PixelSize, design: CardDesign) {
        unit = min(size.width, size.height)
        let margin = Int((Double(unit) * design.margin).rounded())
        // A tall card (9:16 and the like) is a story: its top and bottom belong to the app.
        let isStory = Double(size.height) / Double(size.width) >= 1.7
        let verticalMargin = isStory ? max(margin, Int((Double(size.height) * Self.storyInset).rounded())) : margin
        box = (margin, verticalMargin, max(1, size.width - 2 * margin), max(1, size.height - 2 * verticalMargin))
        // Sizes that read at the display width: 11 px there is 33 px on a 1200-px og card.
        let readable = Double(size.width) / Self.displayWidth
        let maximum = max(Double(unit) * design.maximumTextSize, Self.smallestQuote * readable)
        let minimum = min(maximum, max(Double(unit) * design.minimumTextSize, Self.smallestQuote * readable))
        quoteSizes = minimum...maximum
        // The speaker line is smaller than the quote and never shrinks below legibility.
        let speakerMinimum = Self.smallestSpeaker * readable
        let speakerMaximum = max(speakerMinimum, Double(unit) * 0.05)
        speakerSizes = speakerMinimum...speakerMaximum
        speakerGap = Double(unit) * 0.035
        alignment =
            switch design.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .natural: .natural
            }
    }
}
