import Foundation
import Imaging
import Testing

/// WebP files, still and animated: an animation gives its first frame, as an animated GIF does.
@Suite("WebP decoding")
struct WebPDecodingTests {
    private static func littleEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        Array(type.utf8) + littleEndian(data.count, bytes: 4) + data + (data.count % 2 == 1 ? [0] : [])
    }

    /// An animated WebP of `width`×`height` whose frames are the still WebPs `frames` (as Draper
    /// encodes them: one lossy image chunk), each at its (x, y) offset (even, as the format asks).
    static func animation(width: Int, height: Int, frames: [(webp: [UInt8], x: Int, y: Int, size: PixelSize)])
        -> [UInt8]
    {
        // VP8X: the animation flag, then the canvas's width − 1 and height − 1.
        var body = Array("WEBP".utf8)
        body += chunk(
            "VP8X", [0x02, 0, 0, 0] + littleEndian(width - 1, bytes: 3) + littleEndian(height - 1, bytes: 3))
        // ANIM: a background colour and a loop count (0: forever).
        body += chunk("ANIM", [255, 255, 255, 255, 0, 0])
        for frame in frames {
            // A still WebP is "RIFF", its size, "WEBP", then its image chunk.
            let image = Array(frame.webp[12...])
            let header =
                littleEndian(frame.x / 2, bytes: 3) + littleEndian(frame.y / 2, bytes: 3)
                + littleEndian(frame.size.width - 1, bytes: 3) + littleEndian(frame.size.height - 1, bytes: 3)
                + littleEndian(100, bytes: 3) + [0x02]
            body += chunk("ANMF", header + image)
        }
        return Array("RIFF".utf8) + littleEndian(body.count, bytes: 4) + body
    }

    static func solid(_ color: RGBColor, _ size: PixelSize) throws -> [UInt8] {
        let image = try Image(size: size)
        image.blend(x: 0, y: 0, width: size.width, height: size.height) { _, _ in (color, 1) }
        return try image.encoded(as: .webp(quality: 90))
    }

    static func isClose(_ a: RGBColor, _ b: RGBColor) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 12 && abs(Int(a.green) - Int(b.green)) <= 12
            && abs(Int(a.blue) - Int(b.blue)) <= 12
    }

    @Test("an animated WebP gives its first frame, drawn where it stands on the canvas")
    func animatedFirstFrame() throws {
        let red = RGBColor(red: 220, green: 30, blue: 30), blue = RGBColor(red: 20, green: 40, blue: 220)
        let canvas = try PixelSize(width: 48, height: 32), small = try PixelSize(width: 24, height: 16)
        let whole = Self.animation(
            width: 48, height: 32,
            frames: [(try Self.solid(red, canvas), 0, 0, canvas), (try Self.solid(blue, canvas), 0, 0, canvas)])
        let image = try ImageDecoder().decode(Data(whole))
        #expect(image.size == canvas)
        #expect(Self.isClose(image.color(atX: 24, y: 16), red), "\(image.color(atX: 24, y: 16))")

        // A first frame smaller than the canvas: outside it the canvas is transparent, flattened to black.
        let part = Self.animation(
            width: 48, height: 32,
            frames: [(try Self.solid(red, small), 12, 8, small), (try Self.solid(blue, canvas), 0, 0, canvas)])
        let framed = try ImageDecoder().decode(Data(part))
        #expect(Self.isClose(framed.color(atX: 24, y: 16), red), "\(framed.color(atX: 24, y: 16))")
        #expect(framed.color(atX: 2, y: 2) == RGBColor(red: 0, green: 0, blue: 0))
    }

    @Test("a still WebP decodes as before; a cut or damaged one is an error in Draper's words")
    func stillAndBroken() throws {
        let green = RGBColor(red: 30, green: 200, blue: 60)
        let bytes = try Self.solid(green, try PixelSize(width: 40, height: 30))
        let image = try ImageDecoder().decode(Data(bytes))
        #expect(Self.isClose(image.color(atX: 20, y: 15), green))
        #expect(throws: ImagingError(.corrupt("the WebP file ends before its image does"))) {
            try ImageDecoder().decode(Data(bytes.prefix(bytes.count - 10)))
        }
        var damaged = bytes
        for index in stride(from: 30, to: damaged.count, by: 3) { damaged[index] ^= 0xA5 }
        #expect(throws: ImagingError(.corrupt("the WebP's image data is damaged"))) {
            try ImageDecoder().decode(Data(damaged))
        }
    }
}
