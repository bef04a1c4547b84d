/// Measuring contrast where it matters: on every pixel near the text, not on a sample.
extension Image {
    /// The luminance of the pixel, among those where `mask` (placed with its top-left corner
    /// at `x`, `y`) is not zero, that is worst for text of luminance `text`: the brightest
    /// for light text, the darkest for dark text — as it will be after `layers`.
    public func worstLuminance(
        under mask: AlphaMask, atX originX: Int, y originY: Int, text: Double, after layers: ContrastLayers = .none
    ) -> Double {
        let measure = LayeredLuminance(text: text, layers: layers)
        let strength = measure.scrimStrength
        let scrim = layers.scrim
        var worst = measure.best
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
                    worst = measure.worse(worst, measure.luminance(of: UInt32(bitPattern: row[x]), scrimAlpha: alpha))
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
