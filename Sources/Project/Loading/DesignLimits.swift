/// The most a design file may ask for, so that drawing a card costs a bounded time and memory
/// whatever the file says: designs are often copied from elsewhere. Each limit is far beyond
/// what a real design uses; docs/designs.md lists them.
enum DesignLimits {
    /// Layers in `layers`, and in each aspect's: each is at least one pass over the card.
    static let layers = 32
    /// Photo layers among them: each is a photo fitted and filtered for every card size.
    static let photoLayers = 8
    static let filtersPerPhoto = 8
    static let gradientStops = 256
    /// Font names in one text block's list: each is looked up, and tried for every character.
    static let fontsPerText = 8
    /// A text block's prefix is set on every card, before the text is cut to what fits.
    static let prefixCharacters = 100
    /// A blur's radius, a fraction of the photo's shorter side.
    static let blurRadius = 0.001...0.1
    /// The pixels of a design's pictures (image layers) together, each file counted once: they
    /// are held decoded for as long as the design is used.
    static let picturePixels = 25_000_000
}
