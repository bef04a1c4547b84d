public import Imaging

/// A finished card image and what happened while making it.
public struct RenderedCard {
    public var image: Image
    /// The overlay opacity actually used (raised above the design's when the photo is bright).
    public var overlay: Double
    public var warnings: [CardWarning]
}
