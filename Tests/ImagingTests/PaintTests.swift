import Imaging
import Testing

/// `Image.paint` mixes each covered pixel as `(under × (255 − α) + over × α + 127) / 255`, with
/// α = coverage × strength / 256 and strength = opacity × 256 rounded; a large mask (a card's
/// whole-card shade) goes through lookup tables made for the call, a small one through the
/// arithmetic. Both must give exactly the formula's bytes.
@Suite("Painting through a mask")
struct PaintTests {
    @Test(
        "a mask of any size gives the formula's bytes, clipped at the edges",
        arguments: [(600, 300, 0.7), (40, 30, 0.7), (640, 400, 1.0), (700, 260, 0.01)])
    func matchesTheFormula(maskWidth: Int, maskHeight: Int, opacity: Double) throws {
        let width = 620, height = 320
        let image = try ImageSamples.solid(.black, width: width, height: height)
        var state: UInt32 = 12_345
        func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state >> 8
        }
        for y in 0..<height {
            for x in 0..<width {
                let value = next()
                ImageSamples.set(
                    image, x: x, y: y,
                    to: RGBColor(
                        red: UInt8(value & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value >> 16 & 0xFF)))
            }
        }
        let before = (0..<height).map { y in (0..<width).map { x in image.color(atX: x, y: y) } }
        // Mostly empty or solid, as text and shades are, with every value in between somewhere.
        let pixels = (0..<maskWidth * maskHeight).map { _ -> UInt8 in
            let roll = next()
            return roll & 0xFF < 90 ? 0 : roll & 0xFF < 160 ? 255 : UInt8(roll >> 8 & 0xFF)
        }
        let mask = AlphaMask(width: maskWidth, height: maskHeight, pixels: pixels)
        let color = RGBColor(red: 200, green: 40, blue: 120)
        let (originX, originY) = (-7, 13)
        image.paint(mask, color: color, opacity: opacity, atX: originX, y: originY)

        let strength = UInt32((opacity * 256).rounded())
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let maskX = x - originX, maskY = y - originY
                var expected = before[y][x]
                if maskX >= 0, maskX < maskWidth, maskY >= 0, maskY < maskHeight {
                    let alpha = (UInt32(pixels[maskY * maskWidth + maskX]) * strength) >> 8
                    func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
                        UInt8((UInt32(under) * (255 - alpha) + UInt32(over) * alpha + 127) / 255)
                    }
                    expected = RGBColor(
                        red: mix(expected.red, color.red), green: mix(expected.green, color.green),
                        blue: mix(expected.blue, color.blue))
                }
                if image.color(atX: x, y: y) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
