import Foundation
import Imaging
import TestSupport
import Testing

@Suite("Bad image input")
struct BadInputTests {
    /// Decodes `bytes` from a file named `name` and returns the error, which must name the file.
    private func failure(_ bytes: [UInt8], name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> ImagingError
    {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Data(bytes), to: name).path
        do {
            _ = try ImageDecoder().decode(contentsOf: path)
        } catch {
            #expect(error.file == path, sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix("\(path): "), sourceLocation: sourceLocation)
            return error
        }
        Issue.record("decoding \(name) should have failed", sourceLocation: sourceLocation)
        return ImagingError(.empty)
    }

    @Test func missingFile() {
        #expect(throws: ImagingError(.unreadable("no such file"), file: "/nonexistent/photo.jpg")) {
            try ImageDecoder().decode(contentsOf: "/nonexistent/photo.jpg")
        }
    }

    @Test func emptyFile() throws {
        #expect(try failure([], name: "empty.png").reason == .empty)
    }

    @Test func unsupportedFormat() throws {
        #expect(try failure(Array("hello, I am text".utf8), name: "notes.jpg").reason == .unsupportedFormat)
        // A BMP header: a real format, but not one Draper reads.
        #expect(try failure([0x42, 0x4D, 0x3A, 0, 0, 0, 0, 0, 0, 0], name: "old.bmp").reason == .unsupportedFormat)
    }

    @Test(
        "truncated files are errors, never half-grey cards",
        arguments: [
            EncodingFormat.png(level: 6), .jpeg(quality: 90), .webp(quality: 90),
        ])
    func truncated(format: EncodingFormat) throws {
        let image = try ImageSamples.quadrants(width: 300, height: 200)
        let bytes = try image.encoded(as: format)
        let error = try failure(Array(bytes.prefix(bytes.count / 2)), name: "cut.\(format.fileExtension)")
        guard case .corrupt = error.reason else {
            Issue.record("expected a corrupt-image error, got \(error)")
            return
        }
    }

    @Test func truncatedGIF() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: ImageSamples.fixture("animated.gif"))))
        let error = try failure(Array(bytes.prefix(40)), name: "cut.gif")
        guard case .corrupt = error.reason else {
            Issue.record("expected a corrupt-image error, got \(error)")
            return
        }
    }

    @Test func corruptPixelData() throws {
        var bytes = try ImageSamples.quadrants(width: 300, height: 200).encoded(as: .png(level: 6))
        for index in stride(from: bytes.count / 2, to: bytes.count - 20, by: 7) { bytes[index] ^= 0x5A }
        guard case .corrupt = try failure(bytes, name: "scrambled.png").reason else {
            Issue.record("expected a corrupt-image error")
            return
        }
    }

    /// A PNG header that declares 60000×60000 pixels in a file of a few dozen bytes.
    @Test("decompression bombs are refused from the header")
    func decompressionBomb() throws {
        var png = try ImageSamples.solid(.black, width: 1, height: 1).encoded(as: .png(level: 1))
        png.replaceSubrange(16..<24, with: [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60])
        #expect(try failure(png, name: "bomb.png").reason == .tooLarge(width: 60000, height: 60000, limit: 100_000_000))

        var gif = try Array(Data(contentsOf: URL(fileURLWithPath: ImageSamples.fixture("animated.gif"))))
        gif.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(try failure(gif, name: "bomb.gif").reason == .tooLarge(width: 65535, height: 65535, limit: 100_000_000))
    }

    @Test("a panorama within the pixel budget is accepted; a side past 65,535 pixels is named as such")
    func panoramaSides() throws {
        var png = try ImageSamples.solid(.black, width: 1, height: 1).encoded(as: .png(level: 1))
        // 40000×2000: 80 megapixels, under the 100-megapixel budget.
        png.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x07, 0xD0])
        let probed = try ImageDecoder().probe(Data(png))
        #expect(probed.size == (try PixelSize(width: 40000, height: 2000)))
        // 70000×100: few pixels, but wider than any decoder takes.
        png.replaceSubrange(16..<24, with: [0, 1, 0x11, 0x70, 0, 0, 0, 100])
        let error = try failure(png, name: "wide.png")
        #expect(error.reason == .invalidSize(width: 70000, height: 100))
        #expect(error.message == "image is 70000×100 pixels; each side may be at most 65535 pixels")
    }

    @Test func zeroSizedImage() throws {
        var png = try ImageSamples.solid(.black, width: 1, height: 1).encoded(as: .png(level: 1))
        png.replaceSubrange(16..<24, with: [0, 0, 0, 0, 0, 0, 0, 1])
        #expect(try failure(png, name: "zero.png").reason == .zeroSize)
    }

    @Test func pixelLimitIsConfigurable() throws {
        let png = try ImageSamples.solid(.black, width: 40, height: 30).encoded(as: .png(level: 1))
        #expect(throws: ImagingError(.tooLarge(width: 40, height: 30, limit: 1000))) {
            try ImageDecoder(maximumPixels: 1000).decode(Data(png))
        }
    }

    @Test func invalidEncoderSettings() throws {
        let image = try ImageSamples.solid(.black, width: 2, height: 2)
        #expect(throws: ImagingError.self) { try image.encoded(as: .png(level: 0)) }
        #expect(throws: ImagingError.self) { try image.encoded(as: .jpeg(quality: 101)) }
        #expect(throws: ImagingError.self) { try PixelSize(width: 0, height: 10) }
    }
}
