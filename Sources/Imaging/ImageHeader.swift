/// The format and pixel dimensions of an image, read from its header without decoding it.
///
/// Reading the size first is what refuses decompression bombs: a tiny file can declare
/// 65535×65535 pixels, and a decoder would allocate 16 GiB before noticing. PNG, GIF and
/// WebP headers are fixed-layout and read here by hand (libgd has no header-only API);
/// JPEG headers go through libturbojpeg in `JPEGDecoder`.
struct ImageHeader: Equatable {
    var format: ImageFormat
    var width: Int
    var height: Int

    static func read(_ bytes: UnsafeRawBufferPointer) throws(ImagingError) -> ImageHeader {
        guard !bytes.isEmpty else { throw ImagingError(.empty) }
        guard let format = ImageFormat.sniff(bytes) else { throw ImagingError(.unsupportedFormat) }
        let reader = ByteReader(bytes: bytes)
        switch format {
        case .png:
            // Signature (8), IHDR length (4), "IHDR" (4), width (4, big-endian), height (4).
            guard reader.matches("IHDR", at: 12), let width = reader.uint32BE(at: 16),
                let height = reader.uint32BE(at: 20)
            else { throw ImagingError(.corrupt("PNG header is incomplete")) }
            return ImageHeader(format: .png, width: Int(width), height: Int(height))
        case .gif:
            // "GIF89a", then the logical screen's width and height (little-endian).
            guard let width = reader.uint16LE(at: 6), let height = reader.uint16LE(at: 8) else {
                throw ImagingError(.corrupt("GIF header is incomplete"))
            }
            return ImageHeader(format: .gif, width: Int(width), height: Int(height))
        case .webp:
            return try readWebP(reader)
        case .jpeg:
            let size = try JPEGDecoder.dimensions(of: bytes)
            return ImageHeader(format: .jpeg, width: size.width, height: size.height)
        }
    }

    /// WebP's first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size).
    private static func readWebP(_ reader: ByteReader) throws(ImagingError) -> ImageHeader {
        let incomplete = ImagingError(.corrupt("WebP header is incomplete"))
        if reader.matches("VP8 ", at: 12) {
            // Frame tag (3 bytes) at 20, start code 9D 01 2A at 23, then 14-bit width and height.
            guard reader.byte(at: 23) == 0x9D, reader.byte(at: 24) == 0x01, reader.byte(at: 25) == 0x2A,
                let width = reader.uint16LE(at: 26), let height = reader.uint16LE(at: 28)
            else { throw incomplete }
            return ImageHeader(format: .webp, width: Int(width & 0x3FFF), height: Int(height & 0x3FFF))
        }
        if reader.matches("VP8L", at: 12) {
            // Signature 0x2F at 20, then 14 bits of width−1 and 14 bits of height−1.
            guard reader.byte(at: 20) == 0x2F, let bits = reader.uint32LE(at: 21) else { throw incomplete }
            return ImageHeader(format: .webp, width: Int(bits & 0x3FFF) + 1, height: Int((bits >> 14) & 0x3FFF) + 1)
        }
        if reader.matches("VP8X", at: 12) {
            // Flags (4 bytes) at 20, then 24-bit canvas width−1 and height−1.
            guard let width = reader.uint24LE(at: 24), let height = reader.uint24LE(at: 27) else { throw incomplete }
            return ImageHeader(format: .webp, width: Int(width) + 1, height: Int(height) + 1)
        }
        throw ImagingError(.corrupt("WebP file has no image chunk"))
    }
}

/// Bounds-checked reads of fixed-layout headers.
private struct ByteReader {
    let bytes: UnsafeRawBufferPointer

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func matches(_ tag: String, at offset: Int) -> Bool {
        tag.utf8.enumerated().allSatisfy { byte(at: offset + $0.offset) == $0.element }
    }

    private func value(at offset: Int, count: Int, bigEndian: Bool) -> UInt32? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        var result: UInt32 = 0
        for index in 0..<count {
            let byte = UInt32(bytes[offset + (bigEndian ? index : count - 1 - index)])
            result = result << 8 | byte
        }
        return result
    }

    func uint16LE(at offset: Int) -> UInt32? { value(at: offset, count: 2, bigEndian: false) }
    func uint24LE(at offset: Int) -> UInt32? { value(at: offset, count: 3, bigEndian: false) }
    func uint32LE(at offset: Int) -> UInt32? { value(at: offset, count: 4, bigEndian: false) }
    func uint32BE(at offset: Int) -> UInt32? { value(at: offset, count: 4, bigEndian: true) }
}
