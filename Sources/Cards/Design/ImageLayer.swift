public import Imaging

/// A picture from the project (a logo, a badge) fitted inside its box, keeping its shape.
public struct ImageLayer: Sendable, Hashable {
    /// The picture, premultiplied RGBA.
    public var bitmap: RGBABitmap
    /// What the design names it by (its path), for fingerprints and messages.
    public var name: String
    public var box: LayerBox
    public var opacity: Double
    /// Where in the box the fitted picture sits, 0…1 on each axis (0.5, 0.5 is the middle).
    public var anchor: UnitPoint
    /// Whether the anchor's x counts from the quote's start (`top-start`): mirrored on a card
    /// whose quote runs right to left.
    public var anchorFromStart = false

    public init(bitmap: RGBABitmap, name: String, box: LayerBox, opacity: Double = 1, anchor: UnitPoint = .center) {
        self.bitmap = bitmap
        self.name = name
        self.box = box
        self.opacity = min(max(opacity, 0), 1)
        self.anchor = anchor
    }

    /// A layer of a design's decoded picture.
    public init(picture: DesignPicture, name: String, box: LayerBox, opacity: Double = 1, anchor: UnitPoint = .center) {
        self.init(bitmap: picture.bitmap, name: name, box: box, opacity: opacity, anchor: anchor)
    }

    /// A hash of the pixels: a picture that changes changes every card's key.
    var contentHash: String { ContentHash.of(bitmap.pixels) }

    public static func == (lhs: ImageLayer, rhs: ImageLayer) -> Bool {
        lhs.name == rhs.name && lhs.box == rhs.box && lhs.opacity == rhs.opacity && lhs.anchor == rhs.anchor
            && lhs.anchorFromStart == rhs.anchorFromStart && lhs.bitmap == rhs.bitmap
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(box)
        hasher.combine(bitmap.width)
        hasher.combine(bitmap.height)
    }
}
