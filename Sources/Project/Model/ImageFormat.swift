/// An encoded image format for cards and email attachments.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case png, jpg, webp

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}
