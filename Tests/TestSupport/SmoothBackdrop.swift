public import Foundation
import Imaging

/// The photo the card goldens are drawn over: a warm gradient, a pale disc on the left third
/// and a dark one on the right, so crops and the contrast guard have something to find.
/// Smooth on purpose: its goldens compress to a few dozen kilobytes. Shared, so every module's
/// tests that compare with the card goldens draw over the same pixels.
public enum SmoothBackdrop {
    public static func png(width: Int = 1600, height: Int = 1200) throws -> Data {
        let image = try Image(size: PixelSize(width: width, height: height))
        for y in 0..<height {
            let t = Double(y) / Double(height)
            image.paint(
                AlphaMask(width: width, height: 1, pixels: [UInt8](repeating: 255, count: width)),
                color: RGBColor(red: UInt8(40 + 150 * t), green: UInt8(90 + 60 * t), blue: UInt8(110 - 60 * t)), atX: 0,
                y: y)
        }
        for (centerX, color) in [
            (width / 4, RGBColor(red: 240, green: 220, blue: 170)),
            (3 * width / 4, RGBColor(red: 30, green: 30, blue: 40)),
        ] {
            let radius = height / 5
            var disc = AlphaMask(width: 2 * radius, height: 2 * radius)
            for y in 0..<(2 * radius) {
                for x in 0..<(2 * radius)
                where (x - radius) * (x - radius) + (y - radius) * (y - radius) <= radius * radius {
                    disc.pixels[y * 2 * radius + x] = 255
                }
            }
            image.paint(disc, color: color, atX: centerX - radius, y: height / 2 - radius)
        }
        return Data(try image.encoded(as: .png(level: 6)))
    }
}
