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
    /// Lossy AVIF (AV1 through libavif) at `quality` 1…100: about half the bytes of WebP for
    /// the same look on photographs, for browsers; no mail client or social network reads it.
    case avif(quality: Int)

    public static let defaultPNGLevel = 6
    public static let defaultJPEGQuality = 80
    public static let defaultWebPQuality = 82
    public static let defaultAVIFQuality = 50

    /// The format named `png`, `png8` (palette), `jpg`/`jpeg`, `webp` or `avif`, with its default quality.
    public init?(name: String) {
        switch name.lowercased() {
        case "png": self = .png(level: Self.defaultPNGLevel)
        case "png8": self = .palettePNG(level: Self.defaultPNGLevel)
        case "jpg", "jpeg": self = .jpeg(quality: Self.defaultJPEGQuality)
        case "webp": self = .webp(quality: Self.defaultWebPQuality)
        case "avif": self = .avif(quality: Self.defaultAVIFQuality)
        default: return nil
        }
    }

    /// Whether encoding changes pixels (JPEG, WebP, AVIF, a palette PNG).
    public var isLossy: Bool {
        if case .png = self { return false }
        return true
    }

    public var fileExtension: String {
        switch self {
        case .png, .palettePNG: "png"
        case .jpeg: "jpg"
        case .webp: "webp"
        case .avif: "avif"
        }
    }

    public var mediaType: String {
        switch self {
        case .png, .palettePNG: "image/png"
        case .jpeg: "image/jpeg"
        case .webp: "image/webp"
        case .avif: "image/avif"
        }
    }

    /// This format, then the same at higher qualities: what a card tries, in order, when its
    /// file measures below the contrast the design requires. Lossy encoders ring around
    /// small white letters, and a darker photo cannot undo that; more bits can.
    public var legibilityLadder: [EncodingFormat] {
        switch self {
        case .png, .palettePNG: [self]
        case .jpeg(let quality): Self.steps(from: quality, by: 5).map { .jpeg(quality: $0) }
        case .webp(let quality): Self.steps(from: quality, by: 5).map { .webp(quality: $0) }
        case .avif(let quality): Self.steps(from: quality, by: 10).map { .avif(quality: $0) }
        }
    }

    private static func steps(from quality: Int, by step: Int) -> [Int] {
        var qualities = [quality]
        for next in [quality + step, quality + 2 * step] where next <= 95 { qualities.append(next) }
        return qualities
    }

    public var description: String {
        if case .palettePNG = self { return "png8" }
        return fileExtension
    }
}
