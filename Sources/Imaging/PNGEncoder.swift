internal import CDeflate

/// Writes opaque 8-bit RGB PNGs, compressed with libdeflate.
///
/// libpng (and so libgd) can only compress with zlib, and deflate is where nearly all of a
/// card's encoding time goes: libdeflate produces the same zlib stream format 2–3× faster
/// at equal or smaller size. PNG's container — signature, IHDR, IDAT, IEND chunks with
/// CRC-32 — is a few lines, so it is written here by hand; filtering uses libpng's
/// heuristic (per row, the filter whose output has the smallest sum of absolute values; see
/// `PNGRowFilter`).
///
/// An encoder holds a libdeflate compressor and belongs to one thread at a time; keep one
/// per worker to reuse its memory.
public final class PNGEncoder {
    private let compressor: OpaquePointer
    public let level: Int

    public init(level: Int = EncodingFormat.defaultPNGLevel) throws(ImagingError) {
        guard (1...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw ImagingError(.encodingFailed("PNG compression level must be 1…12, not \(level)"))
        }
        self.compressor = compressor
        self.level = level
    }

    deinit {
        libdeflate_free_compressor(compressor)
    }

    public func encode(_ image: Image) throws(ImagingError) -> [UInt8] {
        let filtered = Self.filteredScanlines(image)
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        var compressed = [UInt8](repeating: 0, count: bound)
        let written = filtered.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw ImagingError(.encodingFailed("libdeflate could not compress the pixels")) }
        compressed.removeSubrange(written...)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, not interlaced.
        header += [8, 2, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &png)
        // Rendering intent "perceptual": the pixels are sRGB, say so for colour-managed viewers.
        Self.appendChunk("sRGB", [0], to: &png)
        Self.appendChunk("IDAT", compressed, to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png.appendBigEndian(crc)
    }

    /// Each row as a filter-type byte followed by the filtered RGB bytes.
    static func filteredScanlines(_ image: Image) -> [UInt8] {
        let rowBytes = image.width * 3, stride = rowBytes + 1
        var output = [UInt8](repeating: 0, count: stride * image.height)
        // Two unpacked rows, each after three zero bytes: the pixels left of the first one.
        var rows = [UInt8](repeating: 0, count: 2 * (rowBytes + 3))
        output.withUnsafeMutableBufferPointer { output in
            rows.withUnsafeMutableBufferPointer { rows in
                guard let lines = output.baseAddress, let start = rows.baseAddress else { return }
                var above = start + 3, current = start + rowBytes + 6
                image.forEachRow { y, pixels in
                    for x in 0..<pixels.count {
                        let pixel = UInt32(bitPattern: pixels[x])
                        current[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                        current[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        current[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
                    }
                    let line = lines + y * stride
                    let filter = PNGRowFilter.best(current, above: above, count: rowBytes)
                    line[0] = filter.rawValue
                    filter.apply(current, above: above, count: rowBytes, into: line + 1)
                    swap(&above, &current)
                }
            }
        }
        return output
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
