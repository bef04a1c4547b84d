import Testing

@testable import Imaging

@Suite("PNG row filters")
struct PNGFilterTests {
    @Test("a gradient row is filtered with Sub, a repeated row with Up")
    func literalRows() throws {
        let image = try Image(size: PixelSize(width: 3, height: 2))
        for y in 0..<2 {
            for x in 0..<3 {
                ImageSamples.set(
                    image, x: x, y: y,
                    to: RGBColor(red: UInt8(10 + 2 * x), green: UInt8(20 + 2 * x), blue: UInt8(30 + 2 * x)))
            }
        }
        #expect(
            Self.rgbScanlines(image) == [
                1, 10, 20, 30, 2, 2, 2, 2, 2, 2,
                2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ])
    }

    /// Widths around the 16-byte steps of the filter loops, so every tail length is exercised,
    /// and past the heuristic's runs of 256 bytes (86 pixels are 258 bytes).
    @Test("noise is filtered as the reference heuristic does", arguments: [1, 2, 5, 6, 16, 21, 67, 85, 86, 130, 700])
    func matchesReference(width: Int) throws {
        let image = try noise(width: width, height: 7, seed: UInt32(width))
        #expect(Self.rgbScanlines(image) == Self.referenceScanlines(Self.rgbRows(image), bytesPerPixel: 3))
    }

    /// Every filtered byte of magnitude 128, the most each adds to a sum: runs of 256 of them
    /// must not overflow the 16 bits they are summed in.
    @Test("rows of the largest differences are filtered as the reference heuristic does")
    func largestDifferences() {
        let rows = (0..<4).map { y in (0..<1_200).map { x -> UInt8 in (x / 3 + y) % 2 == 0 ? 0 : 128 } }
        let filtered = PNGEncoder.filteredScanlines(rows: rows.count, rowBytes: 1_200, bytesPerPixel: 3) {
            y, bytes in
            _ = bytes.update(fromContentsOf: rows[y])
        }
        #expect(filtered == Self.referenceScanlines(rows, bytesPerPixel: 3))
    }

    @Test("palette indices are filtered a byte to the pixel", arguments: [1, 7, 33])
    func indexedRows(width: Int) {
        var state = UInt32(width)
        let rows = (0..<5).map { y in
            (0..<width).map { x -> UInt8 in
                state = state &* 1_664_525 &+ 1_013_904_223
                return UInt8(truncatingIfNeeded: (x + y) / 3 + Int(state >> 30))
            }
        }
        let filtered = PNGEncoder.filteredScanlines(rows: rows.count, rowBytes: width, bytesPerPixel: 1) { y, bytes in
            _ = bytes.update(fromContentsOf: rows[y])
        }
        #expect(filtered == Self.referenceScanlines(rows, bytesPerPixel: 1))
    }

    @Test("smooth areas and flat areas choose different filters")
    func mixedContent() throws {
        let image = try noise(width: 40, height: 12, seed: 7)
        let smooth = AlphaMask(width: 40, height: 4, pixels: (0..<160).map { UInt8($0 % 40 * 6) })
        image.paint(smooth, color: .white, atX: 0, y: 4)
        let filtered = Self.rgbScanlines(image)
        #expect(filtered == Self.referenceScanlines(Self.rgbRows(image), bytesPerPixel: 3))
        let chosen = Set((0..<12).map { filtered[$0 * 121] })
        #expect(chosen.count > 1, "filters chosen: \(chosen.sorted())")
    }

    private func noise(width: Int, height: Int, seed: UInt32) throws -> Image {
        let image = try Image(size: PixelSize(width: width, height: height))
        var state = seed &* 2_654_435_761 | 1
        func next() -> UInt8 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state >> 7)
        }
        for y in 0..<height {
            for x in 0..<width {
                // Grain around a slope, as in a photo: mostly small differences, now and then a large one.
                let base = (x * 5 + y * 3) % 256
                let grain = Int(next() % 17) - 8
                let red = UInt8(clamping: base + grain), green = UInt8(clamping: 255 - base + grain / 2)
                ImageSamples.set(image, x: x, y: y, to: RGBColor(red: red, green: green, blue: next()))
            }
        }
        return image
    }

    /// The image's rows as RGB bytes.
    static func rgbRows(_ image: Image) -> [[UInt8]] {
        (0..<image.height).map { y in
            (0..<image.width).flatMap { x -> [UInt8] in
                let color = image.color(atX: x, y: y)
                return [color.red, color.green, color.blue]
            }
        }
    }

    /// What the encoder filters for an RGB image.
    static func rgbScanlines(_ image: Image) -> [UInt8] {
        let rows = rgbRows(image)
        return PNGEncoder.filteredScanlines(rows: image.height, rowBytes: image.width * 3, bytesPerPixel: 3) {
            y, bytes in
            _ = bytes.update(fromContentsOf: rows[y])
        }
    }

    /// PNG's five filters and libpng's choice among them (the least sum of the residuals read as signed bytes,
    /// the lowest filter number on a tie), written as plainly as the specification states them.
    static func referenceScanlines(_ rows: [[UInt8]], bytesPerPixel: Int) -> [UInt8] {
        var output: [UInt8] = []
        var above = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows {
            var best: (filter: UInt8, cost: Int, bytes: [UInt8])?
            for filter in UInt8(0)...4 {
                var bytes: [UInt8] = []
                for index in row.indices {
                    let a = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0, b = Int(above[index])
                    let c = index >= bytesPerPixel ? Int(above[index - bytesPerPixel]) : 0
                    let predictor: Int
                    switch filter {
                    case 0: predictor = 0
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = (a + b) / 2
                    default:
                        let p = a + b - c
                        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                    }
                    bytes.append(UInt8((Int(row[index]) - predictor + 256) % 256))
                }
                let cost = bytes.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) }
                if best == nil || cost < best?.cost ?? 0 { best = (filter, cost, bytes) }
            }
            if let best { output += [best.filter] + best.bytes }
            above = row
        }
        return output
    }
}
