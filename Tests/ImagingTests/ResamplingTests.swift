import Testing

@testable import Imaging

/// Scaling an opaque image by hand must give what libgd's resampling gives, to the bit, or
/// leave it to libgd.
@Suite("Scaled images, as libgd makes them")
struct ResamplingTests {
    @Test(
        "an opaque region scaled equals gdImageCopyResampled's result",
        arguments: [
            (0, 0, 1200, 630, 800, 420),  // a card's 800-px display file
            (0, 0, 1200, 630, 600, 315),  // its 600-px one, here by the general path
            (3, 1, 1200, 630, 1080, 567),
            (7, 5, 997, 611, 640, 392),  // a ratio with no short fraction
            (0, 0, 1080, 1920, 720, 1280),  // a story card
            (2, 2, 300, 200, 451, 301),  // enlarged
            (0, 0, 3, 3, 2, 2),
            (0, 0, 5, 1, 2, 1),
        ])
    func equalsLibGD(x: Int, y: Int, width: Int, height: Int, toWidth: Int, toHeight: Int) throws {
        let source = try HalvingTests.noise(width: x + width + 2, height: y + height + 1, seed: UInt32(width * 7 + x))
        let target = try PixelSize(width: toWidth, height: toHeight)
        let mine = try Image(size: target), libgd = try Image(size: target)
        #expect(source.resampleOpaque((x, y, width, height), into: mine))
        source.resample((x, y, width, height), into: libgd)
        let (ours, theirs) = (HalvingTests.pixels(mine), HalvingTests.pixels(libgd))
        let differing = zip(ours, theirs).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(ours.count) pixels differ from libgd's")
    }

    @Test("a card cover-cropped to its 800-px display size is libgd's")
    func coverCropDisplay() throws {
        let card = try HalvingTests.noise(width: 1200, height: 630, seed: 7)
        let scaled = try card.coverCropped(to: PixelSize(width: 800, height: 420))
        let libgd = try Image(size: PixelSize(width: 800, height: 420))
        card.resample((0, 0, 1200, 630), into: libgd)
        #expect(HalvingTests.pixels(scaled) == HalvingTests.pixels(libgd))
    }

    @Test("a region with a pixel not opaque is left to libgd, which weighs colours by alpha")
    func transparencyFallsBack() throws {
        let source = try HalvingTests.noise(width: 90, height: 60, seed: 11)
        source.withRow(40) { $0[70] |= 0x2000_0000 }
        let target = try PixelSize(width: 60, height: 40)
        let mine = try Image(size: target)
        let before = HalvingTests.pixels(mine)
        #expect(!source.resampleOpaque((0, 0, 90, 60), into: mine))
        #expect(HalvingTests.pixels(mine) == before, "nothing written")
        let scaled = try source.coverCropped(to: target), libgd = try Image(size: target)
        source.resample((0, 0, 90, 60), into: libgd)
        #expect(HalvingTests.pixels(scaled) == HalvingTests.pixels(libgd))
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
