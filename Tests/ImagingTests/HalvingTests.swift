import Testing

@testable import Imaging

/// Halving a card by hand must give what libgd's resampling gives, to the bit, or fall back to it.
@Suite("Half-size images, as libgd makes them")
struct HalvingTests {
    /// Every pixel a different, seeded colour: every sum of four channels occurs.
    static func noise(width: Int, height: Int, seed: UInt32) throws -> Image {
        let image = try Image(size: PixelSize(width: width, height: height))
        var state = seed
        image.forEachRow { _, row in
            for x in 0..<row.count {
                state = state &* 1_664_525 &+ 1_013_904_223
                row[x] = Int32(bitPattern: state >> 8) & 0x00FF_FFFF
            }
        }
        return image
    }

    static func pixels(_ image: Image) -> [Int32] {
        var pixels: [Int32] = []
        image.forEachRow { _, row in pixels += row }
        return pixels
    }

    @Test(
        "an opaque region halved equals gdImageCopyResampled's result",
        arguments: [(0, 0, 1200, 630), (1, 3, 1200, 630), (5, 2, 62, 34), (0, 0, 2, 2)])
    func equalsLibGD(x: Int, y: Int, width: Int, height: Int) throws {
        let source = try Self.noise(width: x + width + 1, height: y + height + 3, seed: UInt32(width + x))
        let target = try PixelSize(width: width / 2, height: height / 2)
        let mine = try Image(size: target), libgd = try Image(size: target)
        #expect(source.halveOpaque((x, y, width, height), into: mine))
        source.resample((x, y, width, height), into: libgd)
        #expect(Self.pixels(mine) == Self.pixels(libgd))
    }

    @Test("a card cover-cropped to half its size is libgd's half")
    func coverCropHalf() throws {
        let card = try Self.noise(width: 1200, height: 630, seed: 42)
        let half = try card.coverCropped(to: PixelSize(width: 600, height: 315))
        let libgd = try Image(size: PixelSize(width: 600, height: 315))
        card.resample((0, 0, 1200, 630), into: libgd)
        #expect(Self.pixels(half) == Self.pixels(libgd))
    }

    @Test("a region with a pixel not opaque is left to libgd, which weighs colours by alpha")
    func transparencyFallsBack() throws {
        let source = try Self.noise(width: 40, height: 30, seed: 9)
        source.withRow(17) { $0[23] |= 0x4000_0000 }
        let target = try PixelSize(width: 20, height: 15)
        let mine = try Image(size: target)
        let before = Self.pixels(mine)
        #expect(!source.halveOpaque((0, 0, 40, 30), into: mine))
        #expect(Self.pixels(mine) == before, "nothing written")
        let half = try source.coverCropped(to: target), libgd = try Image(size: target)
        source.resample((0, 0, 40, 30), into: libgd)
        #expect(Self.pixels(half) == Self.pixels(libgd))
    }
}
