import Imaging
import Testing

@Suite("The halo's candidate pixels")
struct HaloCandidatesTests {
    /// A noisy picture: clusters of colour (as in a photo) with a little noise on each channel.
    static func noisy(width: Int, height: Int, seed: UInt32) throws -> Image {
        let image = try Image(size: PixelSize(width: width, height: height))
        var state = seed
        func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state >> 8
        }
        for y in 0..<height {
            for x in 0..<width {
                let base = (x / 7 + y / 5) % 3 == 0 ? 190 : 60
                func channel() -> UInt8 { UInt8(max(0, min(255, base + Int(next() % 61) - 30))) }
                ImageSamples.set(image, x: x, y: y, to: RGBColor(red: channel(), green: channel(), blue: channel()))
            }
        }
        return image
    }

    /// A mask with holes, placed partly off the image, so bounds and uncovered pixels count.
    static func mask(width: Int, height: Int, seed: UInt32) -> AlphaMask {
        var state = seed
        let pixels = (0..<width * height).map { _ -> UInt8 in
            state = state &* 22_695_477 &+ 1
            return state >> 29 == 0 ? 0 : UInt8(1 + (state >> 8) % 255)
        }
        return AlphaMask(width: width, height: height, pixels: pixels)
    }

    @Test(
        "under any even layer, the worst candidate is exactly the worst pixel of the whole halo",
        arguments: [(1.0, UInt32(7)), (0.0, 11), (1.0, 23), (0.02, 42)])
    func sameAsWholeHalo(text: Double, seed: UInt32) throws {
        let image = try Self.noisy(width: 48, height: 36, seed: seed)
        let halo = Self.mask(width: 40, height: 30, seed: seed &+ 1)
        for (x, y) in [(0, 0), (-6, 4), (15, 12)] {
            let candidates = HaloCandidates(image, under: halo, atX: x, y: y, text: text)
            for color: RGBColor? in [nil, .black, RGBColor(red: 40, green: 20, blue: 90), .white] {
                for step in 0...20 {
                    let layers = ContrastLayers(overlay: Double(step) / 20, color: color)
                    let expected = image.worstLuminance(under: halo, atX: x, y: y, text: text, after: layers)
                    #expect(
                        candidates.worstLuminance(after: layers) == expected,
                        "text \(text), halo at \(x), \(y), layer \(String(describing: color)) at \(step * 5) %")
                }
            }
        }
    }

    @Test("a halo over nothing has no worst pixel: the best luminance for the text")
    func emptyHalo() throws {
        let image = try ImageSamples.solid(.white, width: 8, height: 8)
        let halo = AlphaMask(width: 4, height: 4)
        #expect(HaloCandidates(image, under: halo, atX: 2, y: 2, text: 1).worstLuminance(after: .none) == 0)
        #expect(HaloCandidates(image, under: halo, atX: 2, y: 2, text: 0).worstLuminance(after: .none) == 1)
        let offImage = AlphaMask(width: 2, height: 2, pixels: [255, 255, 255, 255])
        #expect(HaloCandidates(image, under: offImage, atX: 20, y: -9, text: 1).worstLuminance(after: .none) == 0)
    }
}
