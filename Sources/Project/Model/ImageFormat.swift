/// An encoded image format for cards and email attachments.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// Truecolour PNG (lossless).
    case png
    /// PNG with a dithered palette of at most 256 colours: several times smaller.
    case png8
    case jpg
    case webp
    /// AV1 in an AVIF file: for showing cards on pages only (no mail client or social
    /// network reads it), about half the bytes of WebP.
    case avif

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .png, .png8: "png"
        case .jpg: "jpg"
        case .webp: "webp"
        case .avif: "avif"
        }
    }

    /// Formats that only browsers show (AVIF, WebP): on a site they are the responsive images
    /// of the pages; the others (JPEG, PNG) are files to download, share and preview.
    public var isForDisplay: Bool { self == .avif || self == .webp }
}
