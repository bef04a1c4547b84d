/// An image that no one changes any more, safe to share between render threads.
///
/// Prepared backgrounds (decoded, oriented, cropped, darkened once per build and size) are
/// frozen and cached; each card starts from a private `mutableCopy()`. Reading a libgd
/// image from several threads at once is safe; only writing is not, and nothing can write
/// to the wrapped image after it is frozen because it is never handed out.
public final class FrozenImage: @unchecked Sendable {
    private let image: Image

    public var size: PixelSize { image.size }

    /// Freezes `image`; the caller must not keep using it.
    public init(_ image: consuming Image) {
        self.image = image
    }

    /// Reads the image (never writes it: it is shared).
    func withImage<T>(_ body: (Image) -> T) -> T {
        body(image)
    }

    public func mutableCopy() throws(ImagingError) -> Image {
        try image.copy()
    }

    public func color(atX x: Int, y: Int) -> RGBColor {
        image.color(atX: x, y: y)
    }

    public func luminances(
        inX x: Int, y: Int, width: Int, height: Int, afterDarkening darkening: Double = 0, step: Int = 1
    ) -> LuminanceSample {
        image.luminances(inX: x, y: y, width: width, height: height, afterDarkening: darkening, step: step)
    }
}
