import Foundation
import Imaging
import Testing

@Suite("Decoding backgrounds")
struct DecodingTests {
    let expected = [ImageSamples.red, ImageSamples.green, ImageSamples.blue, RGBColor.white]

    @Test(
        "round-trips through each encoder",
        arguments: [
            EncodingFormat.png(level: 6), .jpeg(quality: 95), .webp(quality: 95),
        ])
    func roundTrip(format: EncodingFormat) throws {
        let encoded = try ImageSamples.quadrants().encoded(as: format)
        let decoded = try ImageDecoder().decode(Data(encoded))
        #expect(decoded.size == (try PixelSize(width: 64, height: 48)))
        let colors = ImageSamples.quadrantColors(of: decoded)
        for (color, wanted) in zip(colors, expected) {
            #expect(ImageSamples.isClose(color, wanted), "\(format): \(color) should be near \(wanted)")
        }
    }

    @Test("PNG output is lossless and byte-identical across runs")
    func pngIsLosslessAndDeterministic() throws {
        let image = try ImageSamples.quadrants(width: 37, height: 23)
        for x in 0..<37 {
            ImageSamples.set(image, x: x, y: x % 23, to: RGBColor(red: UInt8(x * 7), green: 99, blue: UInt8(255 - x)))
        }
        let first = try image.encoded(as: .png(level: 6))
        let second = try image.encoded(as: .png(level: 6))
        #expect(first == second)
        let decoded = try ImageDecoder().decode(Data(first))
        for y in 0..<23 {
            for x in 0..<37 {
                #expect(decoded.color(atX: x, y: y) == image.color(atX: x, y: y))
            }
        }
    }

    @Test(
        "reads unusual files",
        arguments: [
            ("cmyk.jpg", [ImageSamples.red, ImageSamples.green, ImageSamples.blue, RGBColor.white]),
            ("progressive.jpg", [ImageSamples.red, ImageSamples.green, ImageSamples.blue, RGBColor.white]),
            ("sixteen-bit.png", [ImageSamples.red, ImageSamples.green, ImageSamples.blue, RGBColor.white]),
            // The transparent right half is composited onto black.
            ("palette-alpha.png", [ImageSamples.red, RGBColor.black, ImageSamples.blue, RGBColor.black]),
            // First frame only; the second frame is the negative.
            ("animated.gif", [ImageSamples.red, ImageSamples.green, ImageSamples.blue, RGBColor.white]),
        ])
    func unusualFiles(name: String, colors: [RGBColor]) throws {
        let image = try ImageDecoder().decode(contentsOf: ImageSamples.fixture(name))
        #expect(image.width == 64 && image.height == 48)
        for (color, wanted) in zip(ImageSamples.quadrantColors(of: image), colors) {
            #expect(ImageSamples.isClose(color, wanted, within: 40), "\(name): \(color) should be near \(wanted)")
        }
    }

    @Test("a 1×1 image decodes")
    func onePixel() throws {
        let encoded = try ImageSamples.solid(ImageSamples.blue, width: 1, height: 1).encoded(as: .png(level: 1))
        let image = try ImageDecoder().decode(Data(encoded))
        #expect(image.width == 1 && image.height == 1)
        #expect(image.color(atX: 0, y: 0) == ImageSamples.blue)
    }

    /// For each EXIF orientation, builds the stored pixels a camera would write for an
    /// upright quadrant picture and checks the decoder turns them back upright.
    @Test("applies EXIF orientation", arguments: 1...8)
    func exifOrientation(orientation: Int) throws {
        let upright = try ImageSamples.quadrants(width: 64, height: 48)
        let swaps = orientation >= 5
        let stored = try Image(size: PixelSize(width: swaps ? 48 : 64, height: swaps ? 64 : 48))
        let w = stored.width, h = stored.height
        for y in 0..<48 {
            for x in 0..<64 {
                // Where display pixel (x, y) is stored, per the EXIF specification.
                let (sx, sy): (Int, Int) =
                    switch orientation {
                    case 2: (w - 1 - x, y)
                    case 3: (w - 1 - x, h - 1 - y)
                    case 4: (x, h - 1 - y)
                    case 5: (y, x)
                    case 6: (y, h - 1 - x)
                    case 7: (w - 1 - y, h - 1 - x)
                    case 8: (w - 1 - y, x)
                    default: (x, y)
                    }
                ImageSamples.set(stored, x: sx, y: sy, to: upright.color(atX: x, y: y))
            }
        }
        let jpeg = ImageSamples.withOrientation(UInt16(orientation), jpeg: try stored.encoded(as: .jpeg(quality: 95)))
        let decoded = try ImageDecoder().decode(Data(jpeg))
        #expect(decoded.width == 64 && decoded.height == 48)
        for (color, wanted) in zip(ImageSamples.quadrantColors(of: decoded), expected) {
            #expect(
                ImageSamples.isClose(color, wanted), "orientation \(orientation): \(color) should be near \(wanted)")
        }
    }

    @Test("decodes JPEGs at the smallest scale that still covers the card")
    func scaledJPEGDecode() throws {
        let jpeg = try ImageSamples.solid(ImageSamples.green, width: 800, height: 600).encoded(as: .jpeg(quality: 80))
        let decoder = ImageDecoder()
        // 1/8 would be 100×75, too short for 100×100; 1/4 gives 200×150.
        #expect(
            try decoder.decode(Data(jpeg), cover: PixelSize(width: 100, height: 100)).size
                == PixelSize(width: 200, height: 150))
        #expect(
            try decoder.decode(Data(jpeg), cover: PixelSize(width: 1200, height: 630)).size
                == PixelSize(width: 800, height: 600))
        // 6/8 would give exactly 600×450, but only powers of two are used: the cover crop averages the rest.
        #expect(
            try decoder.decode(Data(jpeg), cover: PixelSize(width: 600, height: 450)).size
                == PixelSize(width: 800, height: 600))
        #expect(
            try decoder.decode(Data(jpeg), cover: PixelSize(width: 400, height: 300)).size
                == PixelSize(width: 400, height: 300))
        // EXIF rotation swaps what "covering" means: 600×800 upright needs width ≥ 100 and height ≥ 200.
        let rotated = ImageSamples.withOrientation(6, jpeg: jpeg)
        #expect(
            try decoder.decode(Data(rotated), cover: PixelSize(width: 100, height: 200)).size
                == PixelSize(width: 150, height: 200))
    }
}

@Suite("Palette PNG")
struct PalettePNGTests {
    @Test("a 256-colour PNG decodes close to the original, the same bytes every time")
    func palette() throws {
        let image = try ImageSamples.quadrants(width: 120, height: 80)
        for x in 0..<120 {
            ImageSamples.set(image, x: x, y: 40, to: RGBColor(red: UInt8(x * 2), green: 128, blue: UInt8(255 - x * 2)))
        }
        let first = try image.encoded(as: .palettePNG(level: 9))
        #expect(try image.encoded(as: .palettePNG(level: 9)) == first)
        // Colour type 3 (indexed) in IHDR, and a PLTE chunk.
        #expect(first[25] == 3)
        #expect(first.indices.dropLast(4).contains { Array(first[$0..<$0 + 4]) == Array("PLTE".utf8) })
        let decoded = try ImageDecoder().decode(Data(first))
        for (color, wanted) in zip(
            ImageSamples.quadrantColors(of: decoded),
            [ImageSamples.red, ImageSamples.green, ImageSamples.blue, RGBColor.white])
        {
            #expect(ImageSamples.isClose(color, wanted, within: 8))
        }
    }
}
