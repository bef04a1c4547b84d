public import Imaging
public import Typesetting

/// One text block of a finished card: its lines, the layers laid behind it, and its contrast.
public struct RenderedTextBlock {
    /// The field it shows (`text`, `speaker`, …).
    public var field: String
    /// Where its text went: lines, sizes, fonts (the byline as the layout's speaker).
    public var layout: TextLayout
    /// The alignment it was set with: its design's, with `start` and `end` already turned to a
    /// side for a block that goes with the quote (`CardContent.alignment`).
    public var alignment: TextAlignment
    /// The colour it was set in (its design's, or the one it recovered with).
    public var color: LayerColor
    /// The opacity of the scrim laid behind its lines (0: none).
    public var scrimOpacity: Double
    /// The lowest contrast ratio of the text against any pixel near it, as composed.
    public var worstContrast: Double
    /// The ratio its design asks for (the ratio it was composed to reach may be a little more).
    public var requiredContrast: Double
    /// How the block may recover: composing it again with more contrast helps only if it may.
    public var recovery: LegibilityRecovery
    /// The pixels near the letters (not under them), in card coordinates, for measuring an
    /// encoded file again.
    public var contrastHalo: (mask: AlphaMask, x: Int, y: Int)

    /// The text colour's relative luminance, which its contrast is measured against.
    public var textLuminance: Double { color.color.relativeLuminance }
}
