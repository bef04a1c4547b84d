import Foundation
import Imaging

/// The shape of a shade as light as the text allows (`LayerPaint.aroundText`): its full
/// opacity over the text blocks' halos — exactly as the contrast guard planned it there —
/// fading smoothly beyond them, with no step and no box, to a fraction of it towards the
/// card's edges, so the photo keeps its light where no letter needs the dark.
struct TextShade {
    /// Where the shade is at full opacity: the halos it was planned for, padded, in pixels.
    let core: (x: Int, y: Int, width: Int, height: Int)
    /// How far beyond the core the shade fades, in pixels.
    let reach: Double

    /// The fraction of the full opacity left beyond `reach`: the card still reads as one
    /// picture under one shade, darker where its words are.
    static let floor = 0.3
    /// Padding around the halos, and the reach, as fractions of the card's shorter side.
    static let padding = 0.02
    static let reachFraction = 0.35

    init(around halos: [(x: Int, y: Int, width: Int, height: Int)], size: PixelSize) {
        let unit = Double(min(size.width, size.height))
        let pad = Int((Self.padding * unit).rounded())
        let left = max(0, (halos.map(\.x).min() ?? 0) - pad)
        let top = max(0, (halos.map(\.y).min() ?? 0) - pad)
        let right = min(size.width, (halos.map { $0.x + $0.width }.max() ?? size.width) + pad)
        let bottom = min(size.height, (halos.map { $0.y + $0.height }.max() ?? size.height) + pad)
        core = (left, top, max(0, right - left), max(0, bottom - top))
        reach = max(1, Self.reachFraction * unit)
    }

    /// The fraction of the full opacity at `distance` pixels beyond the core: 1 at the core,
    /// `floor` from `reach` on, along a smootherstep, whose first and second derivatives vanish
    /// at both ends, so the eye finds no edge where the fading starts or stops.
    static func strength(at distance: Double, reach: Double) -> Double {
        let t = min(1, max(0, distance / reach))
        let eased = t * t * t * (t * (t * 6 - 15) + 10)
        return 1 - (1 - floor) * eased
    }

    /// Lays the shade of `color` at `opacity` on `canvas`: through the same tables the
    /// contrast guard measured with over the core, blended by distance beyond it.
    func draw(on canvas: Image, color: RGBColor, opacity: Double) {
        guard opacity > 0 else { return }
        canvas.shade(toward: color, opacity: opacity, x: core.x, y: core.y, width: core.width, height: core.height)
        canvas.paint(fade(size: canvas.size, opacity: opacity), color: color, atX: 0, y: 0)
    }

    /// The shade beyond the core as coverage (0 over the core itself).
    ///
    /// A pixel's coverage depends only on its squared distance from the core, a whole number,
    /// and is the same for every distance past `reach`: one table lookup per pixel instead of a
    /// square root and a smootherstep (which were a tenth of a card's CPU). Rows as far above
    /// the core as below it, and all rows beside it, are the same row: each is worked out once
    /// and copied, and a row wholly past `reach` is one value.
    func fade(size: PixelSize, opacity: Double) -> AlphaMask {
        func coverage(_ distance: Double) -> UInt8 {
            UInt8((min(max(opacity * Self.strength(at: distance, reach: reach), 0), 1) * 255).rounded())
        }
        let last = Int((reach * reach).rounded(.up))
        // By squared distance; the entry after the last stands for every distance beyond it.
        var table = (0...last).map { coverage(Double($0).squareRoot()) }
        table[0] = 0
        table.append(coverage(reach))
        let right = core.x + core.width, bottom = core.y + core.height
        func squared(_ distance: Int) -> Int { distance * distance }
        let acrossSquared = (0..<size.width).map { x in min(squared(max(core.x - x, 0, x + 1 - right)), last + 1) }
        let farthest = max(core.y, size.height - bottom, 0)
        var rowOfDistance = [Int](repeating: -1, count: farthest + 1)
        var mask = AlphaMask(width: size.width, height: size.height)
        let width = size.width
        mask.pixels.withUnsafeMutableBufferPointer { pixels in
            table.withUnsafeBufferPointer { table in
                acrossSquared.withUnsafeBufferPointer { acrossSquared in
                    guard let base = pixels.baseAddress else { return }
                    for y in 0..<size.height {
                        let distance = max(core.y - y, 0, y + 1 - bottom)
                        let row = base + y * width
                        if rowOfDistance[distance] >= 0 {
                            row.update(from: base + rowOfDistance[distance] * width, count: width)
                            continue
                        }
                        rowOfDistance[distance] = y
                        let downSquared = squared(distance)
                        if downSquared > last {
                            row.update(repeating: table[last + 1], count: width)
                            continue
                        }
                        for x in 0..<width { row[x] = table[min(acrossSquared[x] + downSquared, last + 1)] }
                    }
                }
            }
        }
        return mask
    }
}
