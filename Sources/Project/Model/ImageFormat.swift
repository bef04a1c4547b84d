/// An encoded image format for cards and email attachments.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// Truecolour PNG (lossless).
    case png
    /// PNG with a dithered palette of at most 256 colours: several times smaller.
    case png8
    case jpg
    case webp

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .png, .png8: "png"
        case .jpg: "jpg"
        case .webp: "webp"
        }
    }
}
