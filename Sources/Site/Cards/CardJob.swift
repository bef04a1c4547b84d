import Cards
import Diagnostics
import Imaging

/// One composition to render — a card of one size over one photo — and the files made from it.
struct CardJob: Sendable {
    enum Kind: Sendable {
        /// A quote card: text over the darkened photo.
        case card(CardContent)
        /// A page background: the photo darkened, no text.
        case backdrop(overlay: Double)
    }

    var kind: Kind
    /// The photo, relative to the project (nil: a plain dark background).
    var backgroundPath: String?
    var focus: UnitPoint
    var size: PixelSize
    /// The size as warnings name it: og, story, 1080x1350.
    var sizeName: String
    var outputs: [CardOutput]
    /// Where to point diagnostics about this card (the quote's `image` field, say).
    var location: SourceLocation
    /// Which quote (or day) the card belongs to, for `--only`.
    var ownerID: String
}
