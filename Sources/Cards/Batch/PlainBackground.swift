public import Imaging

/// The background of a card whose quote names no photo: a warm, dark vertical gradient.
public enum PlainBackground {
    public static func image(size: PixelSize) throws -> FrozenImage {
        let image = try Image(size: size)
        let top = RGBColor(red: 74, green: 52, blue: 38), bottom = RGBColor(red: 22, green: 17, blue: 14)
        for y in 0..<size.height {
            let t = Double(y) / Double(max(1, size.height - 1))
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
            let row = AlphaMask(width: size.width, height: 1, pixels: [UInt8](repeating: 255, count: size.width))
            image.paint(
                row,
                color: RGBColor(
                    red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue)
                ), atX: 0, y: y)
        }
        return FrozenImage(image)
    }
}
