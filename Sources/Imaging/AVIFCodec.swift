internal import CAVIF

/// Encodes and decodes AVIF with libavif directly.
///
/// libgd has an AVIF writer, but the one in Debian 12 (2.3.3) never frees the image it
/// converts for libavif: about 1.8 MB lost per card, gigabytes over a site's build (libgd
/// issue 831, fixed in 2.3.4). Going to libavif also lets the encoder run on one thread,
/// as every other encoder here does: the build already keeps every core busy with cards.
enum AVIFCodec {
    /// libavif's fastest setting. Measured on a noisy og card at quality 50: 75 ms and 44 KB,
    /// where speed 8 took 124 ms for 34 KB and WebP 87 ms for 86 KB; a site's build time is
    /// mostly its AVIF files, so speed wins. The bytes are the same on every run.
    static let speed = Int32(AVIF_SPEED_FASTEST)

    /// Quality 1…100 as AV1's quantizer, 63 (worst) … 0 (best), linearly.
    static func quantizer(quality: Int) -> Int32 {
        Int32((Double(AVIF_QUANTIZER_WORST_QUALITY) * Double(100 - quality) / 100).rounded())
    }

    static func encode(_ image: Image, quality: Int) throws(ImagingError) -> [UInt8] {
        guard (1...100).contains(quality) else {
            throw ImagingError(.encodingFailed("AVIF quality must be 1…100, not \(quality)"))
        }
        let width = image.width, height = image.height
        guard let avif = avifImageCreate(UInt32(width), UInt32(height), 8, AVIF_PIXEL_FORMAT_YUV420) else {
            throw ImagingError(.outOfMemory)
        }
        defer { avifImageDestroy(avif) }
        // sRGB, full range: what every browser assumes of a card.
        avif.pointee.colorPrimaries = UInt16(AVIF_COLOR_PRIMARIES_BT709)
        avif.pointee.transferCharacteristics = UInt16(AVIF_TRANSFER_CHARACTERISTICS_SRGB)
        avif.pointee.matrixCoefficients = UInt16(AVIF_MATRIX_COEFFICIENTS_BT601)
        avif.pointee.yuvRange = AVIF_RANGE_FULL

        // libgd's rows are 0x00RRGGBB words, in memory B, G, R, and a byte that is not alpha.
        var pixels = [Int32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            image.forEachRow { y, row in
                guard let base = buffer.baseAddress, let source = row.baseAddress else { return }
                (base + y * width).update(from: source, count: min(width, row.count))
            }
        }
        let converted = pixels.withUnsafeMutableBytes { bytes -> avifResult in
            var rgb = avifRGBImage()
            avifRGBImageSetDefaults(&rgb, avif)
            rgb.format = AVIF_RGB_FORMAT_BGRA
            rgb.ignoreAlpha = AVIF_TRUE
            rgb.pixels = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            rgb.rowBytes = UInt32(width * 4)
            return avifImageRGBToYUV(avif, &rgb)
        }
        try check(converted, "convert the card for AVIF")

        guard let encoder = avifEncoderCreate() else { throw ImagingError(.outOfMemory) }
        defer { avifEncoderDestroy(encoder) }
        encoder.pointee.maxThreads = 1
        encoder.pointee.speed = speed
        encoder.pointee.minQuantizer = quantizer(quality: quality)
        encoder.pointee.maxQuantizer = quantizer(quality: quality)
        var output = avifRWData(data: nil, size: 0)
        defer { avifRWDataFree(&output) }
        try check(avifEncoderWrite(encoder, avif, &output), "write AVIF")
        guard let data = output.data, output.size > 0 else {
            throw ImagingError(.encodingFailed("libavif wrote an empty file"))
        }
        return Array(UnsafeBufferPointer(start: data, count: output.size))
    }

    /// Decodes an AVIF file Draper wrote (never a user's photo: see `ImageDecoder`).
    static func decode(_ bytes: [UInt8]) throws(ImagingError) -> Image {
        guard let decoder = avifDecoderCreate() else { throw ImagingError(.outOfMemory) }
        defer { avifDecoderDestroy(decoder) }
        decoder.pointee.maxThreads = 1
        guard let avif = avifImageCreateEmpty() else { throw ImagingError(.outOfMemory) }
        defer { avifImageDestroy(avif) }
        let read = bytes.withUnsafeBufferPointer { buffer in
            avifDecoderReadMemory(decoder, avif, buffer.baseAddress, buffer.count)
        }
        guard read == AVIF_RESULT_OK else { throw ImagingError(.corrupt(String(cString: avifResultToString(read)))) }
        let width = Int(avif.pointee.width), height = Int(avif.pointee.height)
        let image = try Image(size: PixelSize(width: width, height: height))
        var pixels = [UInt32](repeating: 0, count: width * height)
        let converted = pixels.withUnsafeMutableBytes { raw -> avifResult in
            var rgb = avifRGBImage()
            avifRGBImageSetDefaults(&rgb, avif)
            rgb.format = AVIF_RGB_FORMAT_BGRA
            rgb.depth = 8
            rgb.pixels = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
            rgb.rowBytes = UInt32(width * 4)
            return avifImageYUVToRGB(avif, &rgb)
        }
        guard converted == AVIF_RESULT_OK else {
            throw ImagingError(.corrupt(String(cString: avifResultToString(converted))))
        }
        // BGRA bytes read as little-endian 0xAARRGGBB; libgd wants the top byte (alpha) zero.
        image.forEachRow { y, row in
            for x in 0..<min(width, row.count) {
                row[x] = Int32(bitPattern: pixels[y * width + x] & 0x00FF_FFFF)
            }
        }
        return image
    }

    private static func check(_ result: avifResult, _ action: String) throws(ImagingError) {
        guard result == AVIF_RESULT_OK else {
            throw ImagingError(
                .encodingFailed("libavif could not \(action): \(String(cString: avifResultToString(result)))"))
        }
    }
}
