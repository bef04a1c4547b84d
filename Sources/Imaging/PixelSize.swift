/// A width and a height in pixels, both at least 1.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    /// Throws for sizes libgd cannot hold (non-positive, or beyond 32-bit coordinates).
    public init(width: Int, height: Int) throws(ImagingError) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            throw ImagingError(.invalidSize(width: width, height: height))
        }
        self.width = width
        self.height = height
    }

    public var pixelCount: Int { width * height }
    public var description: String { "\(width)×\(height)" }
}
