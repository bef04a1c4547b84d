import Testing

@testable import Imaging

/// `worstLuminance` looks most pixels up in tables made for the call; it must give, to the
/// bit, the worst of what `LayeredLuminance` computes pixel by pixel.
@Suite("The worst luminance under a halo")
struct WorstLuminanceTests {
    /// The worst luminance the slow way: every covered pixel inside the image, one at a time.
    static func oneByOne(
        _ image: Image, under mask: AlphaMask, atX originX: Int, y originY: Int, text: Double,
        after layers: ContrastLayers
    ) -> Double {
        let measure = LayeredLuminance(text: text, layers: layers)
        var worst = measure.best
        for maskY in 0..<mask.height {
            for maskX in 0..<mask.width where mask.pixels[maskY * mask.width + maskX] > 0 {
                let x = originX + maskX, y = originY + maskY
                guard x >= 0, x < image.width, y >= 0, y < image.height else { continue }
                var alpha: UInt32 = 0
                if let scrim = layers.scrim {
                    let scrimX = x - scrim.x, scrimY = y - scrim.y
                    if scrimX >= 0, scrimX < scrim.mask.width, scrimY >= 0, scrimY < scrim.mask.height {
                        alpha =
                            (UInt32(scrim.mask.pixels[scrimY * scrim.mask.width + scrimX]) * measure.scrimStrength) >> 8
                    }
                }
                let pixel = image.withRow(y) { UInt32(bitPattern: $0[x]) }
                worst = measure.worse(worst, measure.luminance(of: pixel, scrimAlpha: alpha))
            }
        }
        return worst
    }

    @Test(
        "with and without a scrim, the halo anywhere on or off the picture",
        arguments: [(1.0, UInt32(3)), (0.0, 5), (0.9, 17)])
    func sameAsOneByOne(text: Double, seed: UInt32) throws {
        let image = try HaloCandidatesTests.noisy(width: 48, height: 36, seed: seed)
        let halo = HaloCandidatesTests.mask(width: 40, height: 30, seed: seed &+ 1)
        let scrim = HaloCandidatesTests.mask(width: 20, height: 12, seed: seed &+ 2)
        for (x, y) in [(0, 0), (-6, 4), (15, 12), (30, -20), (60, 0)] {
            for color: RGBColor? in [nil, RGBColor(red: 40, green: 20, blue: 90)] {
                for (overlay, scrimOpacity) in [(0.0, 0.0), (0.55, 0.0), (0.3, 0.6), (0.0, 1.0)] {
                    let layers = ContrastLayers(
                        overlay: overlay, color: color, scrim: (scrim, x + 5, y + 3), scrimOpacity: scrimOpacity)
                    let measured = image.worstLuminance(under: halo, atX: x, y: y, text: text, after: layers)
                    let expected = Self.oneByOne(image, under: halo, atX: x, y: y, text: text, after: layers)
                    #expect(
                        measured == expected,
                        "text \(text), halo at \(x), \(y), overlay \(overlay), scrim \(scrimOpacity)")
                }
            }
        }
    }
}
