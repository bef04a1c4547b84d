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
        let scrim = strength > 0 ? layers.scrim : nil
        // The scrim's coverage at (`x`, `y`), scaled by its strength; 0 where it does not reach.
        func scrimAlpha(_ x: Int, _ y: Int) -> UInt32 {
            guard let scrim else { return 0 }
            let scrimX = x - scrim.x, scrimY = y - scrim.y
            guard scrimX >= 0, scrimX < scrim.mask.width, scrimY >= 0, scrimY < scrim.mask.height else { return 0 }
            return (UInt32(scrim.mask.pixels[scrimY * scrim.mask.width + scrimX]) * strength) >> 8
        }
        // A pixel no scrim reaches is three lookups added: every encoded card file is measured
        // over its whole halo, and the general step for each pixel was 2 % of a cold site build.
        let terms = measure.termsWithoutScrim()
        var worst = measure.best
        // The mask's pixels that fall on the image.
        let firstColumn = max(0, -originX), lastColumn = min(mask.width, width - originX)
        let firstRow = max(0, -originY), lastRow = min(mask.height, height - originY)
        guard firstColumn < lastColumn, firstRow < lastRow else { return worst }
        let columns = firstColumn..<lastColumn, rows = firstRow..<lastRow
        mask.pixels.withUnsafeBufferPointer { coverage in
            terms.withUnsafeBufferPointer { terms in
                for maskY in rows {
                    let y = originY + maskY
                    let line = maskY * mask.width
                    withRow(y) { row in
                        for maskX in columns where coverage[line + maskX] > 0 {
                            let x = originX + maskX
                            let pixel = UInt32(bitPattern: row[x])
                            let alpha = scrimAlpha(x, y)
                            let luminance =
                                alpha > 0
                                ? measure.luminance(of: pixel, scrimAlpha: alpha)
                                : terms[Int(pixel >> 16 & 0xFF)] + terms[256 + Int(pixel >> 8 & 0xFF)]
                                    + terms[512 + Int(pixel & 0xFF)]
                            worst = measure.worse(worst, luminance)
                        }
                    }
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
