import Foundation
import Imaging
import Testing

/// The formats a site publishes: progressive JPEG through libturbojpeg, AVIF through libgd.
@Suite("Web encodings")
struct WebEncodingTests {
    @Test("JPEG is progressive, decodes to the same colours, and gives the same bytes every time")
    func progressiveJPEG() throws {
        let image = try ImageSamples.quadrants(width: 320, height: 240)
        let bytes = try image.encoded(as: .jpeg(quality: 80))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        // SOF2 (0xFFC2) opens a progressive frame; a baseline file has SOF0 (0xFFC0).
        let markers = zip(bytes, bytes.dropFirst()).filter { $0.0 == 0xFF }.map(\.1)
        #expect(markers.contains(0xC2) && !markers.contains(0xC0))
        let decoded = try ImageDecoder().decode(Data(bytes))
        #expect(decoded.width == 320 && decoded.height == 240)
        for (seen, expected) in zip(
            ImageSamples.quadrantColors(of: decoded), [ImageSamples.red, ImageSamples.green, ImageSamples.blue, .white])
        {
            #expect(ImageSamples.isClose(seen, expected), "\(seen) vs \(expected)")
        }
        #expect(try image.encoded(as: .jpeg(quality: 80)) == bytes)
    }

    @Test("AVIF decodes back to the same colours, is smaller than JPEG, and is deterministic")
    func avif() throws {
        let image = try ImageSamples.quadrants(width: 320, height: 240)
        let bytes = try image.encoded(as: .avif(quality: 50))
        // An ISO-BMFF file whose first box is `ftyp` with the `avif` brand.
        #expect(Array(bytes[4..<12]) == Array("ftypavif".utf8))
        let decoded = try ImageDecoder().decode(encoded: bytes, as: .avif(quality: 50))
        #expect(decoded.width == 320 && decoded.height == 240)
        for (seen, expected) in zip(
            ImageSamples.quadrantColors(of: decoded), [ImageSamples.red, ImageSamples.green, ImageSamples.blue, .white])
        {
            #expect(ImageSamples.isClose(seen, expected), "\(seen) vs \(expected)")
        }
        #expect(bytes.count < (try image.encoded(as: .jpeg(quality: 80))).count)
        #expect(try image.encoded(as: .avif(quality: 50)) == bytes)
    }

    @Test("AVIF is never read as a photo: its size is not checked before decoding")
    func avifIsNotAnInput() throws {
        let bytes = try ImageSamples.quadrants().encoded(as: .avif(quality: 50))
        #expect(throws: ImagingError.self) { try ImageDecoder().decode(Data(bytes)) }
    }

    @Test("qualities out of range are errors, not clamped")
    func qualityRange() throws {
        let image = try ImageSamples.quadrants()
        for format in [EncodingFormat.jpeg(quality: 0), .avif(quality: 101), .webp(quality: 0)] {
            #expect(throws: ImagingError.self) { try image.encoded(as: format) }
        }
    }

    @Test("the legibility ladder raises quality in steps and never past 95")
    func ladder() {
        #expect(
            EncodingFormat.jpeg(quality: 80).legibilityLadder == [
                .jpeg(quality: 80), .jpeg(quality: 85), .jpeg(quality: 90),
            ])
        #expect(
            EncodingFormat.avif(quality: 50).legibilityLadder == [
                .avif(quality: 50), .avif(quality: 60), .avif(quality: 70),
            ])
        #expect(EncodingFormat.jpeg(quality: 92).legibilityLadder == [.jpeg(quality: 92)])
        #expect(EncodingFormat.png(level: 6).legibilityLadder == [.png(level: 6)])
    }
}
