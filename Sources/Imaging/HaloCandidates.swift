/// The few pixels under a halo that can be the worst for text of a given lightness under any
/// layer laid evenly over the image (a shade of any opacity, no scrim).
///
/// Finding the least shade that makes text legible measures the same halo a dozen times, at a
/// dozen opacities; walking its every pixel each time was a tenth of a card's CPU. A layer's
/// every step is monotone in each channel (`LayeredLuminance`), so a pixel that is no brighter
/// than another in red, green and blue can never be the brighter after it: only the pixels no
/// other pixel dominates (the Pareto front of the halo's colours) can be the worst. Written by
/// hand: no imaging library offers it. On photographs the front is a few hundred colours
/// where the halo has a hundred thousand pixels, and the answer is exactly the full walk's.
public struct HaloCandidates: Sendable {
    private let text: Double
    /// The front's colours, 0x00RRGGBB.
    let colors: [UInt32]

    /// The candidates among the pixels of `image` where `mask` (its top-left corner at `x`,
    /// `y`) is not zero, for text of luminance `text`.
    public init(_ image: Image, under mask: AlphaMask, atX originX: Int, y originY: Int, text: Double) {
        self.text = text
        // Under dark text the darkest pixel is the worst: the same search on inverted values.
        let flip: UInt32 = text > 0.18 ? 0 : 0xFF_FFFF
        // For each red and green, the most blue among the halo's pixels (-1: none).
        var mostBlue = [Int16](repeating: -1, count: 1 << 16)
        for maskY in 0..<mask.height {
            let y = originY + maskY
            guard y >= 0, y < image.height else { continue }
            image.withRow(y) { row in
                for maskX in 0..<mask.width where mask.pixels[maskY * mask.width + maskX] > 0 {
                    let x = originX + maskX
                    guard x >= 0, x < row.count else { continue }
                    let pixel = UInt32(bitPattern: row[x]) & 0xFF_FFFF ^ flip
                    let key = Int(pixel >> 8), blue = Int16(pixel & 0xFF)
                    if blue > mostBlue[key] { mostBlue[key] = blue }
                }
            }
        }
        // From the most red and green down: a colour is on the front if its blue beats every
        // colour with at least its red and green (`dominating` holds their most blue).
        var dominating = [Int16](repeating: -1, count: 1 << 16)
        var colors: [UInt32] = []
        for red in stride(from: 255, through: 0, by: -1) {
            for green in stride(from: 255, through: 0, by: -1) {
                let key = red << 8 | green
                let beyond = max(red < 255 ? dominating[key + 256] : -1, green < 255 ? dominating[key + 1] : -1)
                let own = mostBlue[key]
                if own > beyond { colors.append((UInt32(key) << 8 | UInt32(own)) ^ flip) }
                dominating[key] = max(own, beyond)
            }
        }
        self.colors = colors
    }

    /// The luminance of the worst pixel after `layers`, which must lay no scrim (a scrim's
    /// strength differs from pixel to pixel, so the front does not hold under it).
    public func worstLuminance(after layers: ContrastLayers) -> Double {
        precondition(layers.scrim == nil || layers.scrimOpacity == 0, "halo candidates hold under even layers only")
        let measure = LayeredLuminance(text: text, layers: layers)
        var worst = measure.best
        for color in colors { worst = measure.worse(worst, measure.luminance(of: color)) }
        return worst
    }
}

extension FrozenImage {
    public func haloCandidates(under mask: AlphaMask, atX x: Int, y: Int, text: Double) -> HaloCandidates {
        withImage { HaloCandidates($0, under: mask, atX: x, y: y, text: text) }
    }
}
