import Foundation
import Imaging

/// Small images built in code, so each test states exactly which pixels it expects.
enum ImageSamples {
    static let red = RGBColor(red: 255, green: 0, blue: 0)
    static let green = RGBColor(red: 0, green: 255, blue: 0)
    static let blue = RGBColor(red: 0, green: 0, blue: 255)

    /// Quadrants: red top-left, green top-right, blue bottom-left, white bottom-right.
    static func quadrants(width: Int = 64, height: Int = 48) throws -> Image {
        let image = try Image(size: PixelSize(width: width, height: height))
        let halfWidth = width / 2, halfHeight = height / 2
        let block = AlphaMask(
            width: halfWidth, height: halfHeight, pixels: [UInt8](repeating: 255, count: halfWidth * halfHeight))
        image.paint(block, color: red, atX: 0, y: 0)
        image.paint(block, color: green, atX: halfWidth, y: 0)
        image.paint(block, color: blue, atX: 0, y: halfHeight)
        image.paint(block, color: .white, atX: halfWidth, y: halfHeight)
        return image
    }

    /// A solid image of one colour.
    static func solid(_ color: RGBColor, width: Int, height: Int) throws -> Image {
        let image = try Image(size: PixelSize(width: width, height: height))
        image.paint(
            AlphaMask(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height)),
            color: color, atX: 0, y: 0)
        return image
    }

    /// Sets one pixel (slow; for tiny test images only).
    static func set(_ image: Image, x: Int, y: Int, to color: RGBColor) {
        image.paint(AlphaMask(width: 1, height: 1, pixels: [255]), color: color, atX: x, y: y)
    }

    /// The quadrant colours as seen at the centre of each quadrant.
    static func quadrantColors(of image: Image) -> [RGBColor] {
        let w = image.width, h = image.height
        return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)]
            .map { image.color(atX: $0.0, y: $0.1) }
    }

    static func isClose(_ a: RGBColor, _ b: RGBColor, within tolerance: Int = 24) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    /// A JPEG with an EXIF APP1 segment carrying `orientation`, inserted right after SOI.
    ///
    /// The segment is the smallest valid one: "Exif\0\0", a little-endian TIFF header and
    /// IFD0 with the single Orientation entry (tag 0x0112, SHORT, count 1).
    static func withOrientation(_ orientation: UInt16, jpeg: [UInt8]) -> [UInt8] {
        var tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00]  // "II", 42, IFD0 at offset 8
        tiff += [0x01, 0x00]  // one entry
        tiff += [0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00]  // tag 0x0112, type SHORT, count 1
        tiff += [UInt8(orientation & 0xFF), UInt8(orientation >> 8), 0x00, 0x00]  // value, padded
        tiff += [0x00, 0x00, 0x00, 0x00]  // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }
}
