public import Imaging
public import Typesetting

/// A finished card image and what happened while making it.
public struct RenderedCard {
    public var image: Image
    /// The overlay opacity actually used (raised above the design's when the photo is bright).
    public var overlay: Double
    public var warnings: [CardWarning]
    /// Where the text went: lines, sizes, fonts.
    public var layout: TextLayout
    /// The opacity of the scrim laid behind the lines (0: none).
    public var scrimOpacity: Double
    /// The lowest contrast ratio of the text against any pixel near it, as composed.
    public var worstContrast: Double
    /// The pixels near the letters (not under them), in card coordinates, for measuring the
    /// encoded file again.
    public var contrastHalo: (mask: AlphaMask, x: Int, y: Int)
    /// The ratio the card was composed to reach.
    public var requiredContrast: Double
}
