import Imaging
import Testing

/// Where a cover crop goes when a photo names no focus: to the detail and colour of its
/// subject, not the middle of a plain backdrop; the middle when nothing stands out.
@Suite("Automatic focus")
struct AutomaticFocusTests {
    /// A grey 1200×600 photo with a striped, coloured "subject" 200 px wide whose left edge is
    /// at `subjectX` (and, for a tall photo, the same turned: 600×1200 with the subject's top
    /// at `subjectX`).
    private func photo(subjectAt subjectX: Int, tall: Bool = false) throws -> Image {
        let image = try ImageSamples.solid(
            RGBColor(red: 150, green: 150, blue: 150), width: tall ? 600 : 1200, height: tall ? 1200 : 600)
        for stripe in stride(from: 0, to: 200, by: 20) {
            let band = AlphaMask(
                width: tall ? 400 : 10, height: tall ? 10 : 400,
                pixels: [UInt8](repeating: 255, count: 4000))
            image.paint(
                band, color: RGBColor(red: 200, green: 60, blue: 40), atX: tall ? 100 : subjectX + stripe,
                y: tall ? subjectX + stripe : 100)
        }
        return image
    }

    @Test("a story crop of a wide photo keeps its subject, on whichever side it stands", arguments: [100, 900])
    func followsTheSubject(subjectX: Int) throws {
        let story = try PixelSize(width: 1080, height: 1920)
        let focus = try photo(subjectAt: subjectX).automaticFocus(for: story)
        let crop = try photo(subjectAt: subjectX).coverCropped(to: story, focus: focus)
        // The subject's middle is in the crop: 1200 px wide photo, 338 px of it kept.
        let subjectMiddle = Double(subjectX + 100) / 1200
        let kept = 338.0 / 1200
        #expect(abs(focus.x - subjectMiddle) < kept / 2, "\(focus)")
        #expect(focus.y == 0.5)
        #expect(crop.size == story)
    }

    @Test("a wide crop of a tall photo moves up or down to its subject")
    func tallPhoto() throws {
        let focus = try photo(subjectAt: 100, tall: true).automaticFocus(for: PixelSize(width: 1200, height: 630))
        #expect(focus.x == 0.5 && focus.y < 0.3, "\(focus)")
    }

    @Test("a plain photo, or one cropped to its own shape, keeps the middle")
    func plainPhoto() throws {
        let plain = try ImageSamples.solid(RGBColor(red: 90, green: 120, blue: 160), width: 1200, height: 600)
        #expect(try plain.automaticFocus(for: PixelSize(width: 1080, height: 1920)) == .center)
        let subject = try photo(subjectAt: 100)
        #expect(try subject.automaticFocus(for: PixelSize(width: 600, height: 300)) == .center)
    }

    @Test("a subject in the middle keeps the middle")
    func centredSubject() throws {
        #expect(try photo(subjectAt: 500).automaticFocus(for: PixelSize(width: 1080, height: 1920)) == .center)
    }
}
