/// Measuring contrast where it matters: on every pixel near the text, not on a sample.
extension Image {
    /// The luminance of the pixel, among those where `mask` (placed with its top-left corner
    /// at `x`, `y`) is not zero, that is worst for text of luminance `text`: the brightest
    /// for light text, the darkest for dark text — as it will be after `layers`.
    public func worstLuminance(
        under mask: AlphaMask, atX originX: Int, y originY: Int, text: Double, after layers: ContrastLayers = .none
    ) -> Double {
        let lightText = text > 0.18
        var worst = lightText ? 0.0 : 1.0
        let linear = (0...255).map { SRGB.linear(UInt8($0)) }
        // The same integer steps as `darken` and `paint`, so what is planned is what is drawn.
        // The layer over the whole image: its own colour, else black under light text and white
        // under dark text.
        let layered: (red: [UInt32], green: [UInt32], blue: [UInt32])
        if let color = layers.color {
            let tables = ShadeTables(color: color, opacity: layers.overlay)
            layered = (tables.red, tables.green, tables.blue)
        } else {
            let keep = 1 - min(max(layers.overlay, 0), 1)
            let table = (0...255).map { value -> UInt32 in
                let result = lightText ? Double(value) * keep : 255 - Double(255 - value) * keep
                return UInt32(min(255, max(0, result.rounded())))
            }
            layered = (table, table, table)
        }
        let strength = UInt32((min(max(layers.scrimOpacity, 0), 1) * 256).rounded())
        let layerColor: UInt32 = lightText ? 0 : 255
        let scrim = layers.scrim
        for maskY in 0..<mask.height {
            let y = originY + maskY
            guard y >= 0, y < height else { continue }
            withRow(y) { row in
                for maskX in 0..<mask.width where mask.pixels[maskY * mask.width + maskX] > 0 {
                    let x = originX + maskX
                    guard x >= 0, x < width else { continue }
                    var alpha: UInt32 = 0
                    if let scrim, strength > 0 {
                        let scrimX = x - scrim.x, scrimY = y - scrim.y
                        if scrimX >= 0, scrimX < scrim.mask.width, scrimY >= 0, scrimY < scrim.mask.height {
                            alpha = (UInt32(scrim.mask.pixels[scrimY * scrim.mask.width + scrimX]) * strength) >> 8
                        }
                    }
                    let pixel = UInt32(bitPattern: row[x])
                    func channel(_ table: [UInt32], _ shift: UInt32) -> Double {
                        let under = table[Int(pixel >> shift & 0xFF)]
                        return linear[Int((under * (255 - alpha) + layerColor * alpha + 127) / 255)]
                    }
                    let luminance =
                        0.2126 * channel(layered.red, 16) + 0.7152 * channel(layered.green, 8) + 0.0722
                        * channel(layered.blue, 0)
                    worst = lightText ? max(worst, luminance) : min(worst, luminance)
                }
            }
        }
        return worst
    }
}

/// The layers laid between a photo and its text: one over the whole card, and a scrim
/// (a soft local layer, `scrim` placed at its corner) under the lines only.
public struct ContrastLayers: Sendable {
    public var overlay: Double
    /// The colour of the layer over the whole card (as `Image.shade` draws it); nil for black
    /// under light text, white under dark text.
    public var color: RGBColor?
    public var scrim: (mask: AlphaMask, x: Int, y: Int)?
    public var scrimOpacity: Double

    public init(
        overlay: Double, color: RGBColor? = nil, scrim: (mask: AlphaMask, x: Int, y: Int)? = nil,
        scrimOpacity: Double = 0
    ) {
        self.overlay = overlay
        self.color = color
        self.scrim = scrim
        self.scrimOpacity = scrimOpacity
    }

    public static let none = ContrastLayers(overlay: 0)
}

extension FrozenImage {
    public func worstLuminance(
        under mask: AlphaMask, atX x: Int, y: Int, text: Double, after layers: ContrastLayers = .none
    ) -> Double {
        withImage { $0.worstLuminance(under: mask, atX: x, y: y, text: text, after: layers) }
    }
}
