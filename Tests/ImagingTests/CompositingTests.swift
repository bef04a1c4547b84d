import Imaging
import Testing

@Suite("Cropping and compositing")
struct CompositingTests {
    /// Left half red, right half blue, 200×100.
    private func halves() throws -> Image {
        let image = try ImageSamples.solid(ImageSamples.red, width: 200, height: 100)
        image.paint(
            AlphaMask(width: 100, height: 100, pixels: [UInt8](repeating: 255, count: 10_000)),
            color: ImageSamples.blue, atX: 100, y: 0)
        return image
    }

    @Test(
        "cover crop follows the focal point",
        arguments: [
            (0.0, ImageSamples.red, ImageSamples.red),
            (0.5, ImageSamples.red, ImageSamples.blue),
            (1.0, ImageSamples.blue, ImageSamples.blue),
        ])
    func coverCropFocus(focusX: Double, left: RGBColor, right: RGBColor) throws {
        let card = try halves().coverCropped(to: PixelSize(width: 50, height: 50), focus: UnitPoint(x: focusX, y: 0.5))
        #expect(card.size == (try PixelSize(width: 50, height: 50)))
        #expect(ImageSamples.isClose(card.color(atX: 2, y: 25), left))
        #expect(ImageSamples.isClose(card.color(atX: 47, y: 25), right))
    }

    @Test("cover crop enlarges images smaller than the card")
    func coverCropEnlarges() throws {
        let card = try halves().coverCropped(to: PixelSize(width: 400, height: 400))
        #expect(card.size == (try PixelSize(width: 400, height: 400)))
        #expect(ImageSamples.isClose(card.color(atX: 5, y: 200), ImageSamples.red))
        #expect(ImageSamples.isClose(card.color(atX: 394, y: 200), ImageSamples.blue))
    }

    @Test("darkening multiplies every channel by 1 − opacity")
    func darken() throws {
        let image = try ImageSamples.solid(RGBColor(red: 255, green: 200, blue: 100), width: 4, height: 4)
        image.darken(opacity: 0.55)
        #expect(image.color(atX: 3, y: 3) == RGBColor(red: 115, green: 90, blue: 45))
    }

    @Test("painting blends by coverage and clips at the edges")
    func paintMask() throws {
        let image = try ImageSamples.solid(.black, width: 4, height: 4)
        let mask = AlphaMask(width: 3, height: 1, pixels: [255, 128, 0])
        image.paint(mask, color: .white, atX: 2, y: 1)
        #expect(image.color(atX: 2, y: 1) == .white)
        #expect(image.color(atX: 3, y: 1) == RGBColor(red: 128, green: 128, blue: 128))
        image.paint(mask, color: .white, atX: -1, y: 0)  // only partly inside: clipped, no crash
        #expect(image.color(atX: 0, y: 0) == RGBColor(red: 128, green: 128, blue: 128))
    }

    @Test("luminance percentiles")
    func luminance() throws {
        let image = try ImageSamples.solid(.black, width: 10, height: 10)
        image.paint(
            AlphaMask(width: 10, height: 1, pixels: [UInt8](repeating: 255, count: 10)), color: .white, atX: 0, y: 0)
        let sample = image.luminances(inX: 0, y: 0, width: 10, height: 10)
        #expect(sample.count == 100)
        #expect(sample.percentile(0.5) < 0.01)
        #expect(sample.percentile(0.95) > 0.99)
        #expect(abs(sample.mean - 0.1) < 0.01)
        #expect(abs(SRGB.contrastRatio(1, 0) - 21) < 0.001)
    }

    @Test("blurring a mask spreads it and keeps its weight")
    func blur() {
        let mask = AlphaMask(width: 3, height: 3, pixels: [UInt8](repeating: 255, count: 9))
        let soft = mask.blurred(radius: 6)
        #expect(soft.width == 15 && soft.height == 15)
        let total = soft.pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 9 * 255) < 9 * 255 / 5)
        #expect(soft[7, 7] < 255 && soft[7, 7] > 0 && soft[0, 0] == 0)
    }
}
