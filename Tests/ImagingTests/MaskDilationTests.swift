import Imaging
import Testing

@Suite("Dilating text masks into halos")
struct MaskDilationTests {
    /// Masks narrower and wider than the radius, single rows and columns, sparse and dense.
    @Test(
        "every pixel within the radius (a square) of a covered one is covered, as a brute-force search says",
        arguments: [
            (1, 1, 1), (3, 2, 2), (5, 7, 3), (17, 9, 6), (40, 23, 7), (64, 5, 10), (2, 30, 12), (1, 12, 4),
            (12, 1, 4),
        ])
    func matchesReference(width: Int, height: Int, radius: Int) {
        for density: UInt32 in [3, 40, 200] {
            var state = UInt32(width * 31 + height * 7 + radius) &+ density
            let pixels = (0..<width * height).map { _ -> UInt8 in
                state = state &* 1_664_525 &+ 1_013_904_223
                // Anti-aliased edges: a faint pixel counts as covered too.
                let roll = state >> 24
                return roll < 255 - density ? 0 : UInt8(1 + (state >> 8) % 255)
            }
            let mask = AlphaMask(width: width, height: height, pixels: pixels)
            #expect(mask.dilated(radius: radius) == Self.reference(mask, radius: radius), "density \(density)")
        }
    }

    @Test("radius 0 and an empty mask give the mask itself")
    func trivial() {
        let mask = AlphaMask(width: 3, height: 2, pixels: [0, 9, 0, 0, 0, 0])
        #expect(mask.dilated(radius: 0) == mask)
        #expect(AlphaMask(width: 0, height: 0).dilated(radius: 4) == AlphaMask(width: 0, height: 0))
    }

    /// Grown by `radius` on every side; a pixel is 255 when any covered pixel lies within `radius` in x and in y.
    static func reference(_ mask: AlphaMask, radius: Int) -> AlphaMask {
        let width = mask.width + 2 * radius, height = mask.height + 2 * radius
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask[x, y] > 0 {
                for grownY in y...(y + 2 * radius) {
                    for grownX in x...(x + 2 * radius) { pixels[grownY * width + grownX] = 255 }
                }
            }
        }
        return AlphaMask(width: width, height: height, pixels: pixels)
    }
}
