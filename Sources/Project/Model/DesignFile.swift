public import Cards
public import Diagnostics

/// A card design read from its file: the layout, and where its text layers named fonts
/// (fonts are looked up later, with the machine's font library, and reported there) and
/// the dataset's own columns (checked against the dataset when the two meet).
public struct DesignFile: Sendable {
    /// A text layer's `font`, as written and where.
    public struct FontUse: Sendable, Hashable {
        public var fonts: [String]
        public var key: String
        public var location: SourceLocation
    }

    /// A text layer's `field` that is not one every card has: a column the dataset must have.
    public struct FieldUse: Sendable, Hashable {
        public var name: String
        public var key: String
        public var location: SourceLocation
    }

    public var layout: CardLayout
    public var fonts: [FontUse]
    public var fields: [FieldUse] = []
}
