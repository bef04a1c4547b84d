internal import CDeflate

/// Writes opaque 8-bit RGB and indexed PNGs, compressed with libdeflate.
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

    /// An 8-bit RGB PNG of the image.
    public func encode(_ image: Image) throws(ImagingError) -> [UInt8] {
        let filtered = Self.filteredScanlines(rows: image.height, rowBytes: image.width * 3, bytesPerPixel: 3) {
            y, bytes in
            image.withRow(y) { row in
                guard bytes.count >= 3 * row.count else { return }
                for x in 0..<row.count {
                    let pixel = UInt32(bitPattern: row[x])
                    bytes[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                    bytes[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    bytes[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
                }
            }
        }
        return try container(width: image.width, height: image.height, colorType: 2, palette: nil, filtered: filtered)
    }

    /// An 8-bit indexed PNG: one palette index per pixel, row by row.
    public func encode(indices: [UInt8], width: Int, height: Int, palette: [RGBColor]) throws(ImagingError) -> [UInt8] {
        guard indices.count == width * height, (1...256).contains(palette.count) else {
            throw ImagingError(.encodingFailed("an indexed PNG needs one index per pixel and 1–256 colours"))
        }
        let filtered = Self.filteredScanlines(rows: height, rowBytes: width, bytesPerPixel: 1) { y, bytes in
            _ = bytes.update(fromContentsOf: indices[(y * width)..<((y + 1) * width)])
        }
        return try container(width: width, height: height, colorType: 3, palette: palette, filtered: filtered)
    }

    /// Deflates the filtered rows and wraps them in PNG chunks.
    private func container(
        width: Int, height: Int, colorType: UInt8, palette: [RGBColor]?, filtered: [UInt8]
    ) throws(ImagingError) -> [UInt8] {
        // Not zeroed first: libdeflate writes all it returns. Zeroing this buffer and the
        // filtered rows (each larger than the card's file) was 0.5 % of an og PNG card's CPU.
        let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
        let compressed = [UInt8](unsafeUninitializedCapacity: bound) { output, initialized in
            initialized = filtered.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard !compressed.isEmpty else {
            throw ImagingError(.encodingFailed("libdeflate could not compress the pixels"))
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64 + 3 * (palette?.count ?? 0))
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8, the colour type, deflate, adaptive filtering, not interlaced.
        header += [8, colorType, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &png)
        // Rendering intent "perceptual": the pixels are sRGB, say so for colour-managed viewers.
        Self.appendChunk("sRGB", [0], to: &png)
        if let palette {
            Self.appendChunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }, to: &png)
        }
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

    /// Each row as a filter-type byte followed by the filtered bytes; `fill` writes row `y`'s
    /// raw bytes into the buffer it is given (`rowBytes` long).
    static func filteredScanlines(
        rows: Int, rowBytes: Int, bytesPerPixel: Int,
        fill: (_ y: Int, _ bytes: UnsafeMutableBufferPointer<UInt8>) -> Void
    ) -> [UInt8] {
        let stride = rowBytes + 1
        // Two raw rows, each after one pixel of zeros: what lies left of the first pixel.
        let padding = bytesPerPixel
        var buffers = [UInt8](repeating: 0, count: 2 * (padding + rowBytes))
        // Not zeroed first: every row's filter byte and filtered bytes are written below.
        return [UInt8](unsafeUninitializedCapacity: stride * rows) { output, initialized in
            buffers.withUnsafeMutableBufferPointer { buffers in
                guard let lines = output.baseAddress, let start = buffers.baseAddress else { return }
                var above = start + padding, current = start + 2 * padding + rowBytes
                for y in 0..<rows {
                    fill(y, UnsafeMutableBufferPointer(start: current, count: rowBytes))
                    let line = lines + y * stride
                    let filter = PNGRowFilter.best(current, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel)
                    line[0] = filter.rawValue
                    filter.apply(current, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel, into: line + 1)
                    swap(&above, &current)
                }
                initialized = stride * rows
            }
        }
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
