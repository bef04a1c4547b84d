public import Imaging

/// Where a text block is set on a card of one size, and how large its text may be: its box
/// (kept out of a story's top and bottom, and `margin` from the edges) and its sizes in pixels.
public struct TextBlockFrame: Sendable {
    /// The box in pixels.
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// The text's sizes in pixels, smallest to largest.
    public let sizes: ClosedRange<Double>
    /// The byline's sizes in pixels, and the space above it.
    public let bylineSizes: ClosedRange<Double>
    public let bylineGap: Double
    /// The card's shorter side: shadows and the like scale with it.
    public let unit: Int

    /// Type must read when the card is shown this wide: a post in a feed, a story on a phone.
    public static let displayWidth = 400.0

    public init(_ text: TextLayer, size: PixelSize) {
        let unit = min(size.width, size.height)
        self.unit = unit
        let safe = text.box.safe(in: size).pixels(in: size)
        var left = safe.x, top = safe.y, right = safe.x + safe.width, bottom = safe.y + safe.height
        if text.margin > 0 {
            let margin = Int((Double(unit) * text.margin).rounded())
            left = max(left, margin)
            top = max(top, margin)
            right = min(right, size.width - margin)
            bottom = min(bottom, size.height - margin)
        }
        x = left
        y = top
        width = max(1, right - left)
        height = max(1, bottom - top)
        // Sizes that read at the display width: 12 px there is 36 px on a 1200-px og card.
        let readable = Double(size.width) / Self.displayWidth
        func range(smallest: Double, largest: Double, floor: Double) -> ClosedRange<Double> {
            let atLeast = floor * readable
            let maximum = max(1, Double(unit) * largest, atLeast)
            return min(maximum, max(1, Double(unit) * smallest, atLeast))...maximum
        }
        sizes = range(smallest: text.minimumSize, largest: text.maximumSize, floor: text.readableSize)
        let byline = text.byline ?? BylineStyle()
        bylineSizes = range(smallest: byline.minimumSize, largest: byline.maximumSize, floor: byline.readableSize)
        bylineGap = Double(unit) * byline.gap
    }
}
