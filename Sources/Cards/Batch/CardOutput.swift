public import Imaging

/// One file made from a rendered card: a format, where it goes, and what it was made from.
public struct CardOutput: Sendable {
    /// Path relative to the output folder, e.g. `cards/q-don-1/og.png`.
    public var path: String
    /// Hash of everything the file depends on (the manifest's key).
    public var key: String
    public var format: EncodingFormat
    /// For email variants: the largest the file may be; JPEG quality steps down to fit.
    public var byteBudget: Int?
    /// For thumbnails: the card resampled to this smaller size before encoding.
    public var scaledSize: PixelSize?

    public init(
        path: String, key: String, format: EncodingFormat, byteBudget: Int? = nil, scaledSize: PixelSize? = nil
    ) {
        self.path = path
        self.key = key
        self.format = format
        self.byteBudget = byteBudget
        self.scaledSize = scaledSize
    }
}
