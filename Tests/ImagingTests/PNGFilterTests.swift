@testable import Imaging
import Testing

@Suite("PNG row filters")
struct PNGFilterTests {
    @Test("a gradient row is filtered with Sub, a repeated row with Up")
    func literalRows() throws {
        let image = try Image(size: PixelSize(width: 3, height: 2))
        for y in 0..<2 {
            for x in 0..<3 {
                ImageSamples.set(
                    image, x: x, y: y, to: RGBColor(red: UInt8(10 + 2 * x), green: UInt8(20 + 2 * x), blue: UInt8(30 + 2 * x)))
            }
        }
        #expect(PNGEncoder.filteredScanlines(image) == [
            1, 10, 20, 30, 2, 2, 2, 2, 2, 2,
            2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ])
    }

    /// Widths around the 16-byte steps of the filter loops, so every tail length is exercised.
    @Test("noise is filtered as the reference heuristic does", arguments: [1, 2, 5, 6, 16, 21, 67, 130])
    func matchesReference(width: Int) throws {
        let image = try noise(width: width, height: 7, seed: UInt32(width))
        #expect(PNGEncoder.filteredScanlines(image) == Self.referenceScanlines(image))
    }

    @Test("smooth areas and flat areas choose different filters")
    func mixedContent() throws {
        let image = try noise(width: 40, height: 12, seed: 7)
        let smooth = AlphaMask(width: 40, height: 4, pixels: (0..<160).map { UInt8($0 % 40 * 6) })
        image.paint(smooth, color: .white, atX: 0, y: 4)
        let filtered = PNGEncoder.filteredScanlines(image)
        #expect(filtered == Self.referenceScanlines(image))
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

    /// PNG's five filters and libpng's choice among them (the least sum of the residuals read as signed bytes,
    /// the lowest filter number on a tie), written as plainly as the specification states them.
    static func referenceScanlines(_ image: Image) -> [UInt8] {
        let rowBytes = image.width * 3
        var output: [UInt8] = []
        var above = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<image.height {
            var row: [UInt8] = []
            for x in 0..<image.width {
                let color = image.color(atX: x, y: y)
                row += [color.red, color.green, color.blue]
            }
            var best: (filter: UInt8, cost: Int, bytes: [UInt8])?
            for filter in UInt8(0)...4 {
                var bytes: [UInt8] = []
                for index in 0..<rowBytes {
                    let a = index >= 3 ? Int(row[index - 3]) : 0, b = Int(above[index])
                    let c = index >= 3 ? Int(above[index - 3]) : 0
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
