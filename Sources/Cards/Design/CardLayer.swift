/// One layer of a card design, drawn in order from the first (at the back) to the last.
public enum CardLayer: Sendable, Hashable {
    /// The quote's photo (or the design's own), covering or inside its box, through its filters.
    case photo(PhotoLayer)
    /// Colour over a box (the whole card by default).
    case fill(LayerPaint, box: LayerBox)
    /// A rectangle, with rounded corners (`cornerRadius` a fraction of the card's shorter side).
    case shape(box: LayerBox, color: LayerColor, cornerRadius: Double)
    case image(ImageLayer)
    case text(TextLayer)
}
