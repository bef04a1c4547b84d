public import Diagnostics
public import Imaging

/// One composition to render — a card of one size over one photo — and the files made from it.
public struct CardJob: Sendable {
    public enum Kind: Sendable {
        /// A quote card: its words drawn with a design.
        case card(CardContent, CardLayout)
        /// A page background: the photo darkened, no text.
        case backdrop(overlay: Double)
    }

    public var kind: Kind
    /// The photo, relative to the project (nil: a plain dark background).
    public var backgroundPath: String?
    /// The point of the photo its crop keeps in view; nil for the photo's own (`automaticFocus`).
    public var focus: UnitPoint?
    public var size: PixelSize
    /// The size as warnings name it: og, story, 1080x1350.
    public var sizeName: String
    public var outputs: [CardOutput]
    /// Where to point diagnostics about this card (the quote's `image` field, say).
    public var location: SourceLocation
    /// Which quote (or day) the card belongs to, for `--only`.
    public var ownerID: String

    public init(
        kind: Kind, backgroundPath: String?, focus: UnitPoint?, size: PixelSize, sizeName: String,
        outputs: [CardOutput], location: SourceLocation, ownerID: String
    ) {
        self.kind = kind
        self.backgroundPath = backgroundPath
        self.focus = focus
        self.size = size
        self.sizeName = sizeName
        self.outputs = outputs
        self.location = location
        self.ownerID = ownerID
    }
}
