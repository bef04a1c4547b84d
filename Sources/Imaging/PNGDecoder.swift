internal import CPNGReader

/// Decodes PNG files with libpng's progressive reader, through `CPNGReader` (libpng reports
/// errors by longjmp, which must stay in C).
///
/// libgd's PNG reader asks libpng to finish the image data after the last row, and libpng then
/// inflates whatever the stream still holds: a one-pixel PNG of a megabyte went on for a
/// gigabyte of zeros (2 s of CPU on every decode), and libpng printed its warning about it on
/// stderr, since libgd gives it no handler. This reader hands libpng the file a piece at a
/// time and stops once the last row has arrived, so the inflated bytes are bounded by what the
/// header's size needs; libpng's warnings are dropped and its errors become `ImagingError`s.
enum PNGDecoder {
    struct Decoded {
        var image: Image
        /// How many bytes of the file libpng was handed before the image was complete.
        var bytesRead: Int
    }

    /// The image in `bytes`, whose header declares `size`.
    static func decode(_ bytes: UnsafeRawBufferPointer, size: PixelSize) throws(ImagingError) -> Decoded {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            let width = UInt32(exactly: size.width), let height = UInt32(exactly: size.height)
        else { throw ImagingError(.empty) }
        var rgba = [UInt8](repeating: 0, count: size.width * size.height * 4)
        var message = [CChar](repeating: 0, count: 256)
        var read = 0
        let status = rgba.withUnsafeMutableBufferPointer { rgba in
            message.withUnsafeMutableBufferPointer { message in
                draper_png_decode(
                    base, bytes.count, width, height, rgba.baseAddress, &read, message.baseAddress, message.count)
            }
        }
        switch status {
        case DRAPER_PNG_OK:
            break
        case DRAPER_PNG_TRUNCATED:
            throw ImagingError(.corrupt("the PNG's image data ends before its last row"))
        default:
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImagingError(.corrupt("the PNG's data is damaged (\(detail))"))
        }
        let image = try rgba.withUnsafeBufferPointer { rgba throws(ImagingError) in
            try Image(straightRGBA: rgba, size: size)
        }
        return Decoded(image: image, bytesRead: read)
    }
}
