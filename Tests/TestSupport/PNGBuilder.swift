/// PNG files written byte by byte, for tests that need files no encoder would make: image
/// data that goes on past the image, a stream cut short, every way of interlacing. The
/// scanlines go into "stored" deflate blocks (no compression), so no compression library is
/// needed and every byte is known.
public struct PNGBuilder {
    public var width: Int
    public var height: Int
    /// 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA (8-bit samples).
    public var colorType: UInt8
    public var interlaced = false
    /// Each pixel's samples, row by row.
    public var samples: [UInt8]
    /// Bytes of image data left out at its end: a stream that stops before the last row.
    public var missingData = 0
    /// Zero bytes the zlib stream holds after the image data: a decoder that reads on inflates them.
    public var extraData = 0
    /// The most bytes of zlib stream in one IDAT chunk.
    public var chunkSize = 65536

    /// An image whose pixel at (x, y) has the samples `pixel` gives (1, 2, 3 or 4 of them, as
    /// `colorType` needs).
    public init(width: Int, height: Int, colorType: UInt8, pixel: (_ x: Int, _ y: Int) -> [UInt8]) {
        self.width = width
        self.height = height
        self.colorType = colorType
        samples = (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
    }

    /// A `width`×`height` image of one grey level.
    public init(grey: UInt8, width: Int = 1, height: Int = 1) {
        self.init(width: width, height: height, colorType: 0) { _, _ in [grey] }
    }

    public var bytes: [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += Self.chunk(
            "IHDR", Self.bigEndian(width) + Self.bigEndian(height) + [8, colorType, 0, 0, interlaced ? 1 : 0])
        let stream = zlibStream()
        for start in stride(from: 0, to: stream.count, by: chunkSize) {
            png += Self.chunk("IDAT", Array(stream[start..<min(stream.count, start + chunkSize)]))
        }
        return png + Self.chunk("IEND", [])
    }

    /// The scanlines, each a filter byte (0: none) and its samples; for an interlaced image the
    /// seven Adam7 passes' (x start, y start, x step, y step) one after another, an empty pass
    /// leaving no line.
    public var imageData: [UInt8] {
        let channels = samples.count / max(1, width * height)
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data: [UInt8] = []
        for (left, top, across, down) in passes where left < width && top < height {
            for y in stride(from: top, to: height, by: down) {
                data.append(0)
                for x in stride(from: left, to: width, by: across) {
                    let start = (y * width + x) * channels
                    data += samples[start..<(start + channels)]
                }
            }
        }
        return data
    }

    /// The image data (less what is missing) and the extra zeros in stored blocks of at most
    /// 65,535 bytes, with the zlib header and the Adler-32 of everything inflated.
    private func zlibStream() -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var a: UInt32 = 1, b: UInt32 = 0
        func block(_ data: ArraySlice<UInt8>, final: Bool) {
            let length = data.count
            stream += [final ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
            stream += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data
            for byte in data {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
        }
        let image = imageData.dropLast(missingData)
        let zeros = [UInt8](repeating: 0, count: 65535)
        var left = extraData
        for start in stride(from: image.startIndex, to: image.endIndex, by: 65535) {
            let end = min(image.endIndex, start + 65535)
            block(image[start..<end], final: end == image.endIndex && left == 0)
        }
        while left > 0 {
            let count = min(left, zeros.count)
            left -= count
            block(zeros[..<count], final: left == 0)
        }
        return stream + Self.bigEndian(Int(b << 16 | a))
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(data.count) + typed + bigEndian(Int(crc32(typed)))
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
