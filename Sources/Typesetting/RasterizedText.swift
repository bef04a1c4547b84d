/// A layout drawn: the coverage of its glyphs, for the caller to paint in the text colour,
/// and its colour glyphs (emoji), for the caller to scale and composite as they are.
public struct RasterizedText: Sendable, Hashable {
    public let mask: CoverageMask
    public let colorGlyphs: [ColorGlyph]
}
