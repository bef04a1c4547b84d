/// One layer of a card design, drawn in order from the first (at the back) to the last.
public enum CardLayer: Sendable, Hashable {
    /// The quote's photo, cover-cropped to the card, through its filters.
    case photo(filters: [PhotoFilter])
    /// Colour over a box (the whole card by default).
    case fill(LayerPaint, box: LayerBox)
    /// A rectangle, with rounded corners (`cornerRadius` a fraction of the card's shorter side).
    case shape(box: LayerBox, color: LayerColor, cornerRadius: Double)
    case image(ImageLayer)
    case text(TextLayer)
}
