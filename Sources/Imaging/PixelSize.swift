/// A width and a height in pixels, both at least 1.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    /// The longest side an image may have: libjpeg-turbo's limit; with the 100-megapixel
    /// budget it allows an 80,000,000-pixel panorama such as 40000×2000.
    public static let maximumSide = 65_535

    /// Throws for sizes that cannot be held (non-positive, or a side beyond `maximumSide`).
    public init(width: Int, height: Int) throws(ImagingError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw ImagingError(.invalidSize(width: width, height: height))
        }
        self.width = width
        self.height = height
    }

    public var pixelCount: Int { width * height }
    public var description: String { "\(width)×\(height)" }
}
