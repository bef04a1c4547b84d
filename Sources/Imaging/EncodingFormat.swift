/// A file format to write, with its quality setting.
public enum EncodingFormat: Hashable, Sendable, CustomStringConvertible {
    /// Lossless PNG; `level` is the deflate effort, 1 (fastest) … 12 (smallest).
    case png(level: Int)
    /// PNG reduced to a dithered palette of at most 256 colours: several times smaller for
    /// photographs, with no visible loss at card sizes.
    case palettePNG(level: Int)
    /// JPEG at `quality` 1…100.
    case jpeg(quality: Int)
    /// Lossy WebP at `quality` 1…100.
    case webp(quality: Int)

    public static let defaultPNGLevel = 6
    public static let defaultJPEGQuality = 85
    public static let defaultWebPQuality = 82

    /// The format named `png`, `png8` (palette), `jpg`/`jpeg` or `webp`, with its default quality.
    public init?(name: String) {
        switch name.lowercased() {
        case "png": self = .png(level: Self.defaultPNGLevel)
        case "png8": self = .palettePNG(level: Self.defaultPNGLevel)
        case "jpg", "jpeg": self = .jpeg(quality: Self.defaultJPEGQuality)
        case "webp": self = .webp(quality: Self.defaultWebPQuality)
        default: return nil
        }
    }

    /// Whether encoding changes pixels (JPEG, WebP, a palette PNG).
    public var isLossy: Bool {
        if case .png = self { return false }
        return true
    }

    public var fileExtension: String {
        switch self {
        case .png, .palettePNG: "png"
        case .jpeg: "jpg"
        case .webp: "webp"
        }
    }

    public var mediaType: String {
        switch self {
        case .png, .palettePNG: "image/png"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        }
    }

    public var description: String {
        if case .palettePNG = self { return "png8" }
        return fileExtension
    }
}
