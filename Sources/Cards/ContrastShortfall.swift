public import Imaging

/// A text block below its design's ratio: as composed, or in a file as encoded.
public struct ContrastShortfall: Sendable, Hashable {
    public var field: String
    public var ratio: Double
    public var required: Double
    /// The encoding that blurred it below the ratio; nil as composed.
    public var format: EncodingFormat?

    public init(field: String, ratio: Double, required: Double, format: EncodingFormat? = nil) {
        self.field = field
        self.ratio = ratio
        self.required = required
        self.format = format
    }
}
