internal import CGD

/// A small image with transparency — an emoji glyph, a logo — as premultiplied 8-bit RGBA,
/// row by row. It is scaled with libgd and composited onto an `Image` over what is there.
public struct RGBABitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, with the colours premultiplied.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "bitmap size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The bitmap resampled to `width`×`height` by libgd (`gdImageCopyResampled`, which
    /// weighs colours by their opacity); libgd keeps 7 bits of opacity, fine for glyph edges.
    public func resampled(width targetWidth: Int, height targetHeight: Int) throws(ImagingError) -> RGBABitmap {
        guard targetWidth > 0, targetHeight > 0, width > 0, height > 0 else {
            return RGBABitmap(
                width: max(0, targetWidth), height: max(0, targetHeight),
                pixels: [UInt8](
                    repeating: 0, count: max(0, targetWidth) * max(0, targetHeight) * 4))
        }
        if targetWidth == width, targetHeight == height { return self }
        guard let source = gdImageCreateTrueColor(Int32(width), Int32(height)) else { throw ImagingError(.outOfMemory) }
        defer { gdImageDestroy(source) }
        guard let target = gdImageCreateTrueColor(Int32(targetWidth), Int32(targetHeight)) else {
            throw ImagingError(.outOfMemory)
        }
        defer { gdImageDestroy(target) }
        for image in [source, target] {
            gdImageAlphaBlending(image, 0)
            gdImageSaveAlpha(image, 1)
        }
        let transparent: Int32 = 127 << 24
        gdImageFilledRectangle(target, 0, 0, Int32(targetWidth - 1), Int32(targetHeight - 1), transparent)
        for y in 0..<height {
            guard let row = source.pointee.tpixels[y] else { continue }
            for x in 0..<width {
                let index = (y * width + x) * 4
                let alpha = Int32(pixels[index + 3])
                guard alpha > 0 else {
                    row[x] = transparent
                    continue
                }
                // libgd wants straight (not premultiplied) colour and alpha 0 (opaque) … 127.
                func straight(_ value: UInt8) -> Int32 { min(255, (Int32(value) * 255 + alpha / 2) / alpha) }
                let gdAlpha = 127 - (alpha * 127 + 127) / 255
                row[x] =
                    gdAlpha << 24 | straight(pixels[index]) << 16 | straight(pixels[index + 1]) << 8
                    | straight(pixels[index + 2])
            }
        }
        gdImageCopyResampled(
            target, source, 0, 0, 0, 0, Int32(targetWidth), Int32(targetHeight), Int32(width), Int32(height))
        var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        for y in 0..<targetHeight {
            guard let row = target.pointee.tpixels[y] else { continue }
            for x in 0..<targetWidth {
                Self.store(gdPixel: UInt32(bitPattern: row[x]), in: &result, at: (y * targetWidth + x) * 4)
            }
        }
        return RGBABitmap(width: targetWidth, height: targetHeight, pixels: result)
    }

    /// Writes a libgd truecolour pixel (straight colour, alpha 0 opaque … 127) as four
    /// premultiplied RGBA bytes at `index`.
    static func store(gdPixel pixel: UInt32, in pixels: inout [UInt8], at index: Int) {
        let alpha = 255 - Int((pixel >> 24 & 0x7F) * 255 + 63) / 127
        func premultiplied(_ shift: UInt32) -> UInt8 { UInt8((Int(pixel >> shift & 0xFF) * alpha + 127) / 255) }
        pixels[index] = premultiplied(16)
        pixels[index + 1] = premultiplied(8)
        pixels[index + 2] = premultiplied(0)
        pixels[index + 3] = UInt8(max(0, alpha))
    }

    /// The opacity of every pixel, as a mask (for a shadow under the bitmap).
    public var alphaMask: AlphaMask {
        AlphaMask(width: width, height: height, pixels: stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] })
    }
}
