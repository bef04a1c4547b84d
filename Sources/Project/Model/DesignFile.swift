public import Cards
public import Diagnostics

/// A card design read from its file: the layout, and where each text layer named its font
/// (fonts are looked up later, with the machine's font library, and reported there).
public struct DesignFile: Sendable {
    public var layout: CardLayout
    /// By layer index: the `font` key of each text layer that has one, and where it is.
    public var fontLocations: [Int: (key: String, location: SourceLocation)]
}
