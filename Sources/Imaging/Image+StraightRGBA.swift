extension Image {
    /// An image of `size` from 8-bit red, green, blue and straight (not premultiplied) alpha,
    /// row by row, as libpng and libwebp give them; alpha becomes libgd's (0 opaque … 127).
    convenience init(straightRGBA rgba: UnsafeBufferPointer<UInt8>, size: PixelSize) throws(ImagingError) {
        precondition(rgba.count == size.width * size.height * 4, "RGBA size mismatch")
        try self.init(size: size)
        forEachRow { y, row in
            for x in row.indices {
                let index = (y * size.width + x) * 4
                let transparency = UInt32(127 - (rgba[index + 3] >> 1))
                row[x] = Int32(
                    bitPattern: transparency << 24 | UInt32(rgba[index]) << 16 | UInt32(rgba[index + 1]) << 8
                        | UInt32(rgba[index + 2]))
            }
        }
    }
}
