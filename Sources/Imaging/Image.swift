internal import CGD

/// A truecolor raster image, the single owner of one libgd image.
///
/// The libgd pointer never leaves this module: it is created in an initialiser,
/// reached only through `withGDImage`, and destroyed in `deinit`. An `Image` is
/// mutable and belongs to one thread at a time; share prepared backgrounds between
/// threads as `FrozenImage`.
public final class Image {
    private let pointer: gdImagePtr

    public let size: PixelSize
    public var width: Int { size.width }
    public var height: Int { size.height }

    /// A new black, opaque image.
    public convenience init(size: PixelSize) throws(ImagingError) {
        guard let pointer = gdImageCreateTrueColor(Int32(size.width), Int32(size.height)) else {
            throw ImagingError(.outOfMemory)
        }
        try self.init(adopting: pointer)
    }

    /// Takes ownership of an image libgd returned; palette images become truecolor so
    /// every later step works on packed 24-bit pixels.
    init(adopting pointer: gdImagePtr) throws(ImagingError) {
        guard let size = try? PixelSize(width: Int(pointer.pointee.sx), height: Int(pointer.pointee.sy)) else {
            gdImageDestroy(pointer)
            throw ImagingError(.zeroSize)
        }
        if pointer.pointee.trueColor == 0, gdImagePaletteToTrueColor(pointer) == 0 {
            gdImageDestroy(pointer)
            throw ImagingError(.outOfMemory)
        }
        self.pointer = pointer
        self.size = size
        gdImageAlphaBlending(pointer, 1)
        gdImageSaveAlpha(pointer, 0)
    }

    deinit {
        gdImageDestroy(pointer)
    }

    /// Runs `body` with the libgd image; the pointer must not escape the closure.
    func withGDImage<T>(_ body: (gdImagePtr) throws -> T) rethrows -> T {
        try body(pointer)
    }

    /// An independent copy of this image.
    public func copy() throws(ImagingError) -> Image {
        guard let clone = gdImageClone(pointer) else { throw ImagingError(.outOfMemory) }
        return try Image(adopting: clone)
    }

    /// The colour of one pixel (for tests and measurements; not a fast path).
    public func color(atX x: Int, y: Int) -> RGBColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
        return RGBColor(gdPixel: gdImageGetTrueColorPixel(pointer, Int32(x), Int32(y)))
    }

    /// Calls `body` with row `y` of packed pixels (0x00RRGGBB).
    func withRow<T>(_ y: Int, _ body: (UnsafeMutableBufferPointer<Int32>) throws -> T) rethrows -> T {
        guard let rows = pointer.pointee.tpixels, let row = rows[y] else {
            return try body(UnsafeMutableBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeMutableBufferPointer(start: row, count: width))
    }

    /// Calls `body` with each row of packed pixels (0x00RRGGBB, alpha bits clear), top to bottom.
    func forEachRow(_ body: (_ y: Int, _ row: UnsafeMutableBufferPointer<Int32>) throws -> Void) rethrows {
        guard let rows = pointer.pointee.tpixels else { return }
        for y in 0..<height {
            guard let row = rows[y] else { continue }
            try body(y, UnsafeMutableBufferPointer(start: row, count: width))
        }
    }
}
