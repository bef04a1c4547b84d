import Imaging

/// One file made from a rendered card: a format, where it goes, and what it was made from.
struct CardOutput: Sendable {
    /// Path relative to the output folder, e.g. `cards/q-don-1-og-3fa2c1d0.png`.
    var path: String
    /// Hash of everything the file depends on (the manifest's key).
    var key: String
    var format: EncodingFormat
    /// For email variants: the largest the file may be; JPEG quality steps down to fit.
    var byteBudget: Int?
    /// For thumbnails: the card resampled to this smaller size before encoding.
    var scaledSize: PixelSize?
}
