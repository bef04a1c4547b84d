public import Typesetting

/// One layer of a card design, drawn in order from the first (at the back) to the last.
public enum CardLayer: Sendable, Hashable {
    /// The quote's photo (or the design's own), covering or inside its box, through its filters.
    case photo(PhotoLayer)
    /// Colour over a box (the whole card by default).
    case fill(LayerPaint, box: LayerBox)
    /// A rectangle, with rounded corners (`cornerRadius` a fraction of the card's shorter side);
    /// `width` (a fraction of the card's) narrower than its box sets it at `alignment` in the
    /// box, so a rule can sit at the start of a text column whichever way the quote runs.
    case shape(
        box: LayerBox, color: LayerColor, cornerRadius: Double, width: Double? = nil, alignment: TextAlignment = .left)
    case image(ImageLayer)
    case text(TextLayer)
}
