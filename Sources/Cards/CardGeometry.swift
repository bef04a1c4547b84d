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

    init(size: PixelSize, design: CardDesign) {
        unit = min(size.width, size.height)
        let margin = Int((Double(unit) * design.margin).rounded())
        box = (margin, margin, max(1, size.width - 2 * margin), max(1, size.height - 2 * margin))
        let maximum = Double(unit) * design.maximumTextSize
        let minimum = min(maximum, Double(unit) * design.minimumTextSize)
        quoteSizes = minimum...maximum
        // The speaker line is smaller than the quote and never shrinks below legibility.
        let speakerMaximum = max(minimum, Double(unit) * 0.046)
        speakerSizes = min(speakerMaximum, Double(unit) * 0.028)...speakerMaximum
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
