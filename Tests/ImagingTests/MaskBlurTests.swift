import Imaging
import Testing

@Suite("Blurring text masks")
struct MaskBlurTests {
    @Test("a single dot spreads into a literal kernel")
    func dot() {
        var pixels = [UInt8](repeating: 0, count: 9)
        pixels[4] = 255
        let soft = AlphaMask(width: 3, height: 3, pixels: pixels).blurred(radius: 3)
        // Radius 3: three passes of a 3-wide box, across then down, each value rounded ((sum + 1) / 3).
        #expect(soft.width == 9 && soft.height == 9)
        #expect(
            soft.pixels == [
                0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 1, 2, 2, 2, 1, 0, 0,
                0, 1, 3, 6, 7, 6, 3, 1, 0,
                0, 2, 6, 13, 15, 13, 6, 2, 0,
                0, 2, 7, 15, 17, 15, 7, 2, 0,
                0, 2, 6, 13, 15, 13, 6, 2, 0,
                0, 1, 3, 6, 7, 6, 3, 1, 0,
                0, 0, 1, 2, 2, 2, 1, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0,
            ])
    }

    /// Sizes around the radius (a mask narrower than the blur) and radii whose passes differ.
    @Test(
        "matches the three-pass box blur it approximates a Gaussian with",
        arguments: [
            (1, 1, 1), (3, 2, 2), (5, 7, 3), (17, 9, 6), (40, 23, 7), (64, 5, 10), (2, 30, 12),
        ])
    func matchesReference(width: Int, height: Int, radius: Int) {
        var state: UInt32 = UInt32(width * 31 + height * 7 + radius)
        let pixels = (0..<width * height).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            // Text-like: mostly empty or solid, some edge values.
            let roll = state >> 24
            return roll < 120 ? 0 : roll < 220 ? 255 : UInt8(truncatingIfNeeded: state >> 8)
        }
        let mask = AlphaMask(width: width, height: height, pixels: pixels)
        #expect(mask.blurred(radius: radius) == Self.reference(mask, radius: radius))
    }

    /// The mask padded by `radius` with zeros, then three times: a box of radius max(1, radius / 3) along each row
    /// and then down each column, each value the rounded mean of the window with zeros beyond the edges.
    static func reference(_ mask: AlphaMask, radius: Int) -> AlphaMask {
        let width = mask.width + 2 * radius, height = mask.height + 2 * radius
        var values = [Int](repeating: 0, count: width * height)
        for y in 0..<mask.height {
            for x in 0..<mask.width { values[(y + radius) * width + x + radius] = Int(mask[x, y]) }
        }
        let box = max(1, radius / 3), window = 2 * box + 1
        func value(_ x: Int, _ y: Int) -> Int {
            x >= 0 && x < width && y >= 0 && y < height ? values[y * width + x] : 0
        }
        for _ in 0..<3 {
            values = (0..<width * height).map { index in
                let x = index % width, y = index / width
                return ((-box...box).reduce(0) { $0 + value(x + $1, y) } + window / 2) / window
            }
            values = (0..<width * height).map { index in
                let x = index % width, y = index / width
                return ((-box...box).reduce(0) { $0 + value(x, y + $1) } + window / 2) / window
            }
        }
        return AlphaMask(width: width, height: height, pixels: values.map { UInt8($0) })
    }
}
