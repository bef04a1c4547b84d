import Testing

@testable import Imaging

/// Scaling an opaque image by hand (halving, or at any ratio) must give what libgd's
/// resampling gives, to the bit, or leave it to libgd.
@Suite("Scaled images, as libgd makes them")
struct ResamplingTests {
    /// Every pixel a different, seeded colour: every sum of channels occurs.
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

    /// How many pixels of `mine` differ from libgd's scaling of the same region.
    static func differences(_ mine: Image, from source: Image, _ crop: (Int, Int, Int, Int)) throws -> Int {
        let libgd = try Image(size: mine.size)
        source.resample(crop, into: libgd)
        return zip(pixels(mine), pixels(libgd)).filter { $0 != $1 }.count
    }

    @Test(
        "an opaque region scaled equals gdImageCopyResampled's result",
        arguments: [
            (0, 0, 1200, 630, 800, 420),  // a card's 800-px display file (two thirds: summed as integers)
            (4, 2, 600, 303, 400, 202),  // two thirds of a region inside a larger image
            (0, 0, 1200, 630, 600, 315),  // its 600-px one, here by the general path
            (3, 1, 1200, 630, 1080, 567),
            (7, 5, 997, 611, 640, 392),  // a ratio with no short fraction
            (0, 0, 1080, 1920, 720, 1280),  // a story card
            (2, 2, 300, 200, 451, 301),  // enlarged
            (0, 0, 3, 3, 2, 2),
            (0, 0, 5, 1, 2, 1),
        ])
    func scaledEqualsLibGD(x: Int, y: Int, width: Int, height: Int, toWidth: Int, toHeight: Int) throws {
        let source = try Self.noise(width: x + width + 2, height: y + height + 1, seed: UInt32(width * 7 + x))
        let mine = try Image(size: PixelSize(width: toWidth, height: toHeight))
        #expect(source.resampleOpaque((x, y, width, height), into: mine))
        let differing = try Self.differences(mine, from: source, (x, y, width, height))
        #expect(differing == 0, "\(differing) of \(toWidth * toHeight) pixels differ from libgd's")
    }

    @Test(
        "an opaque region halved equals gdImageCopyResampled's result",
        arguments: [(0, 0, 1200, 630), (1, 3, 1200, 630), (5, 2, 62, 34), (0, 0, 2, 2)])
    func halvedEqualsLibGD(x: Int, y: Int, width: Int, height: Int) throws {
        let source = try Self.noise(width: x + width + 1, height: y + height + 3, seed: UInt32(width + x))
        let mine = try Image(size: PixelSize(width: width / 2, height: height / 2))
        #expect(source.halveOpaque((x, y, width, height), into: mine))
        #expect(try Self.differences(mine, from: source, (x, y, width, height)) == 0)
    }

    @Test("a card cover-cropped to a display size is libgd's", arguments: [(600, 315), (800, 420)])
    func coverCropDisplay(width: Int, height: Int) throws {
        let card = try Self.noise(width: 1200, height: 630, seed: 42)
        let scaled = try card.coverCropped(to: PixelSize(width: width, height: height))
        #expect(try Self.differences(scaled, from: card, (0, 0, 1200, 630)) == 0)
    }

    /// The automatic focus scores a photo on a copy within 96×96 pixels; photo layers that fit
    /// inside their box are scaled the same way.
    @Test(
        "an opaque photo scaled to fit inside a box is libgd's",
        arguments: [
            (1200, 800, 96, 96), (800, 1200, 96, 96), (2400, 1600, 96, 96), (1200, 630, 400, 400), (97, 61, 96, 96),
        ]
    )
    func containedEqualsLibGD(width: Int, height: Int, boxWidth: Int, boxHeight: Int) throws {
        let photo = try Self.noise(width: width, height: height, seed: UInt32(width + height))
        let small = try photo.containScaled(within: PixelSize(width: boxWidth, height: boxHeight))
        #expect(small.width == boxWidth || small.height == boxHeight)
        #expect(try Self.differences(small, from: photo, (0, 0, width, height)) == 0)
    }

    @Test(
        "a region with a pixel not opaque is left to libgd, which weighs colours by alpha",
        arguments: [(40, 30, 20, 15), (90, 60, 60, 40)])
    func transparencyFallsBack(width: Int, height: Int, toWidth: Int, toHeight: Int) throws {
        let source = try Self.noise(width: width, height: height, seed: 11)
        source.withRow(height / 2) { $0[width / 3] |= 0x2000_0000 }
        let target = try PixelSize(width: toWidth, height: toHeight)
        let mine = try Image(size: target)
        let before = Self.pixels(mine)
        #expect(!source.resampleOpaque((0, 0, width, height), into: mine))
        #expect(!source.halveOpaque((0, 0, width, height), into: mine))
        #expect(Self.pixels(mine) == before, "nothing written")
        let scaled = try source.coverCropped(to: target)
        #expect(try Self.differences(scaled, from: source, (0, 0, width, height)) == 0)
        let contained = try source.containScaled(within: target)
        #expect(try Self.differences(contained, from: source, (0, 0, width, height)) == 0)
    }

    @Test("each target pixel's spans cover exactly its share of the source")
    func spansCoverTheSource() {
        let spans = Image.ResamplingSpans(from: 1200, to: 800)
        #expect(spans.first.count == 801)
        for index in 0..<800 {
            let total = spans.first[index]..<spans.first[index + 1]
            #expect(abs(total.reduce(Float(0)) { $0 + spans.portion[$1] } - 1.5) < 1e-4)
        }
        #expect(spans.source.last == 1199)
    }
}
