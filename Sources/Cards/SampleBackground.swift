public import Imaging

/// A small, mid-century style background for projects made by `draper new`, drawn in code
/// so the tool needs no image files of its own: a dusk sky, a setting sun in halftone dots,
/// two hills, and film grain. Deterministic: the same size always gives the same pixels.
public enum SampleBackground {
    public static func make(size: PixelSize) throws(ImagingError) -> Image {
        let image = try Image(size: size)
        let width = size.width, height = size.height
        let horizon = height * 62 / 100
        func band(_ y: Int, _ color: RGBColor) {
            image.paint(
                AlphaMask(width: width, height: 1, pixels: [UInt8](repeating: 255, count: width)), color: color, atX: 0,
                y: y)
        }
        // Sky: teal at the top to warm mustard at the horizon; ground: deep olive.
        let top = (28.0, 76.0, 84.0), bottom = (214.0, 156.0, 74.0)
        for y in 0..<height {
            if y < horizon {
                let t = Double(y) / Double(horizon)
                band(
                    y,
                    RGBColor(
                        red: UInt8(top.0 + (bottom.0 - top.0) * t), green: UInt8(top.1 + (bottom.1 - top.1) * t),
                        blue: UInt8(top.2 + (bottom.2 - top.2) * t)))
            } else {
                band(y, RGBColor(red: 58, green: 62, blue: 38))
            }
        }
        // The sun: a disc of halftone dots, larger towards its centre.
        let sunX = width / 2, sunY = horizon, radius = Double(min(width, height)) * 0.22
        let cell = max(6, min(width, height) / 90)
        var dots = AlphaMask(width: width, height: horizon)
        for cy in stride(from: cell / 2, to: horizon, by: cell) {
            for cx in stride(from: cell / 2, to: width, by: cell) {
                let distance = (Double((cx - sunX) * (cx - sunX) + (cy - sunY) * (cy - sunY))).squareRoot()
                guard distance < radius else { continue }
                let dot = Double(cell) * 0.5 * (1 - 0.55 * distance / radius)
                for dy in -Int(dot)...Int(dot) {
                    for dx in -Int(dot)...Int(dot) where Double(dx * dx + dy * dy) <= dot * dot {
                        let x = cx + dx, y = cy + dy
                        if x >= 0, x < width, y >= 0, y < horizon { dots.pixels[y * width + x] = 255 }
                    }
                }
            }
        }
        image.paint(dots, color: RGBColor(red: 236, green: 112, blue: 72), atX: 0, y: 0)
        // Two soft hills in front of the sun.
        var hills = AlphaMask(width: width, height: height - horizon + height / 8)
        let hillTop = horizon - height / 8
        for x in 0..<width {
            let t = Double(x) / Double(width)
            let ridge = 0.5 + 0.5 * (1 - 4 * (t - 0.3) * (t - 0.3)) * 0.9
            let crest = Int(Double(height / 8) * (1 - max(0, ridge - 0.45) * 1.4))
            for y in max(0, crest)..<hills.height { hills.pixels[y * width + x] = 255 }
        }
        image.paint(hills, color: RGBColor(red: 44, green: 70, blue: 58), atX: 0, y: hillTop)
        // Grain: a fixed pseudo-random pattern, light and dark.
        var state: UInt32 = 0x9E37_79B9
        var light = AlphaMask(width: width, height: height), dark = AlphaMask(width: width, height: height)
        for index in 0..<(width * height) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let value = Int(state >> 24) - 128
            if value > 0 { light.pixels[index] = UInt8(value / 6) } else { dark.pixels[index] = UInt8(-value / 5) }
        }
        image.paint(light, color: RGBColor(red: 255, green: 244, blue: 220), atX: 0, y: 0)
        image.paint(dark, color: .black, atX: 0, y: 0)
        return image
    }
}
