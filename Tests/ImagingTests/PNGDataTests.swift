import Foundation
import TestSupport
import Testing

@testable import Imaging

/// A PNG's image data costs what its header's size needs: a tiny image whose compressed
/// stream goes on for a gigabyte is read only until the image is complete, and what libpng
/// says about a broken file becomes Draper's own error, never text on standard error.
@Suite("PNG image data")
struct PNGDataTests {
    @Test("image data that goes on past the last row is read no further than the image")
    func dataPastTheImage() throws {
        // One grey pixel, then 8 MB more of image data in 64 KB IDAT chunks.
        var builder = PNGBuilder(grey: 0x80)
        builder.extraData = 8_000_000
        let bytes = builder.bytes
        let decoded = try bytes.withUnsafeBytes { try PNGDecoder.decode($0, size: PixelSize(width: 1, height: 1)) }
        #expect(decoded.image.color(atX: 0, y: 0) == RGBColor(red: 128, green: 128, blue: 128))
        // libpng was handed less than the first IDAT chunk, not the file's 8 MB.
        #expect(decoded.bytesRead < 65_536, "\(decoded.bytesRead) of \(bytes.count) bytes read")
        // The same through the public decoder: an image, not an error.
        let image = try ImageDecoder().decode(Data(bytes))
        #expect(image.color(atX: 0, y: 0) == RGBColor(red: 128, green: 128, blue: 128))
    }

    /// A 64×40 RGB image of a gradient, for cutting and damaging.
    static var gradient: PNGBuilder {
        PNGBuilder(width: 64, height: 40, colorType: 2) { x, y in [UInt8(x * 4), UInt8(y * 6), 200] }
    }

    @Test(
        "a stream that stops early, a file cut short and damaged data are errors in Draper's words",
        arguments: [
            ("stops", "the PNG's image data ends before its last row"),
            ("cut", "the PNG's image data ends before its last row"),
            ("damaged", "the PNG's data is damaged (IDAT: CRC error)"),
        ])
    func brokenFiles(kind: String, expected: String) throws {
        var builder = Self.gradient
        if kind == "stops" { builder.missingData = 1 }
        var bytes = builder.bytes
        if kind == "cut" { bytes = Array(bytes.prefix(bytes.count / 2)) }
        if kind == "damaged" { bytes[bytes.count / 2] ^= 0x5A }
        #expect(throws: ImagingError(.corrupt(expected))) { try ImageDecoder().decode(Data(bytes)) }
    }

    @Test(
        "every colour type, interlaced or not, decodes to its pixels",
        arguments: [UInt8(0), 2, 4, 6], [(1, 1), (3, 2), (13, 9), (9, 13), (64, 3)])
    func pixels(colorType: UInt8, size: (width: Int, height: Int)) throws {
        func samples(_ x: Int, _ y: Int) -> [UInt8] {
            let red = UInt8((x * 37 + y * 11) % 256), green = UInt8((x * 5 + y * 53) % 256)
            let alpha = UInt8(255 - (x * 29 + y * 7) % 200)
            switch colorType {
            case 0: return [red]
            case 2: return [red, green, 90]
            case 4: return [red, alpha]
            default: return [red, green, 90, alpha]
            }
        }
        for interlaced in [false, true] {
            var builder = PNGBuilder(width: size.width, height: size.height, colorType: colorType, pixel: samples)
            builder.interlaced = interlaced
            let image = try ImageDecoder().decode(Data(builder.bytes))
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let pixel = samples(x, y)
                    let grey = colorType == 0 || colorType == 4
                    let alpha = colorType >= 4 ? Double(pixel.last ?? 255) / 255 : 1
                    // Transparency is flattened onto black.
                    let expected = (grey ? [pixel[0], pixel[0], pixel[0]] : Array(pixel[0..<3])).map {
                        Double($0) * alpha
                    }
                    let color = image.color(atX: x, y: y)
                    let drawn = [Double(color.red), Double(color.green), Double(color.blue)]
                    #expect(
                        zip(drawn, expected).allSatisfy { abs($0 - $1) <= 2 },
                        "type \(colorType), interlaced \(interlaced), (\(x), \(y)): \(drawn) vs \(expected)")
                }
            }
        }
    }
}
