internal import CImageQuant

/// Reduces an image to at most 256 colours with libimagequant, dithered, for small PNGs.
///
/// Photographic cards compress poorly as truecolour PNGs; a well-chosen palette with
/// dithering looks the same at a fraction of the size, which suits email and the web.
enum PaletteQuantizer {
    struct Quantized {
        var indices: [UInt8]
        var palette: [RGBColor]
    }

    static func quantize(_ image: Image, colors: Int = 256, dithering: Float = 1.0) throws(ImagingError) -> Quantized {
        let width = image.width, height = image.height
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            image.withRow(y) { row in
                for x in 0..<row.count {
                    let pixel = UInt32(bitPattern: row[x]), offset = 4 * (y * width + x)
                    rgba[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
                    rgba[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    rgba[offset + 2] = UInt8(truncatingIfNeeded: pixel)
                }
            }
        }
        guard let attributes = liq_attr_create() else { throw ImagingError(.outOfMemory) }
        defer { liq_attr_destroy(attributes) }
        guard liq_set_max_colors(attributes, Int32(min(256, max(2, colors)))) == LIQ_OK,
            liq_set_speed(attributes, 4) == LIQ_OK
        else { throw ImagingError(.encodingFailed("libimagequant rejected its settings")) }
        let outcome: Result<Quantized, ImagingError> = rgba.withUnsafeBytes { bitmap in
            Result { () throws(ImagingError) -> Quantized in
                try remap(bitmap, width: width, height: height, attributes, dithering)
            }
        }
        return try outcome.get()
    }

    private static func remap(
        _ bitmap: UnsafeRawBufferPointer, width: Int, height: Int, _ attributes: OpaquePointer, _ dithering: Float
    ) throws(ImagingError) -> Quantized {
        guard let base = bitmap.baseAddress,
            let input = liq_image_create_rgba(attributes, base, Int32(width), Int32(height), 0)
        else { throw ImagingError(.outOfMemory) }
        defer { liq_image_destroy(input) }
        var quantized: OpaquePointer?
        let status = liq_image_quantize(input, attributes, &quantized)
        guard status == LIQ_OK, let quantized else {
            throw ImagingError(.encodingFailed("libimagequant could not choose a palette (error \(status.rawValue))"))
        }
        defer { liq_result_destroy(quantized) }
        guard liq_set_dithering_level(quantized, dithering) == LIQ_OK else {
            throw ImagingError(.encodingFailed("libimagequant rejected the dithering level"))
        }
        var indices = [UInt8](repeating: 0, count: width * height)
        let written = indices.withUnsafeMutableBytes { buffer -> liq_error in
            guard let target = buffer.baseAddress else { return LIQ_OUT_OF_MEMORY }
            return liq_write_remapped_image(quantized, input, target, buffer.count)
        }
        guard written == LIQ_OK, let palette = liq_get_palette(quantized) else {
            throw ImagingError(.encodingFailed("libimagequant could not remap the image (error \(written.rawValue))"))
        }
        let count = Int(palette.pointee.count)
        let colors = withUnsafeBytes(of: palette.pointee.entries) { entries in
            (0..<count).map { index in
                RGBColor(red: entries[4 * index], green: entries[4 * index + 1], blue: entries[4 * index + 2])
            }
        }
        return Quantized(indices: indices, palette: colors)
    }
}
