public import Imaging

/// How a fill layer colours its box.
public enum LayerPaint: Sendable, Hashable {
    case solid(LayerColor)
    /// Along a line at `angle` degrees (0 from top to bottom, 90 from left to right).
    case linearGradient(angle: Double, stops: [GradientStop])
    /// Outwards from `center` (fractions of the box): position 0 there, 1 at `radius` (a
    /// fraction of the box's shorter side) and beyond.
    case radialGradient(center: UnitPoint, radius: Double, stops: [GradientStop])
    /// Darkening towards the edges: `color` reaches its opacity at the corners, nothing in
    /// the middle `clear` fraction of the radius.
    case vignette(color: LayerColor, clear: Double)
    /// The card's shade as light as its text allows (`around: "text"`): at most `color`'s
    /// opacity where the photo needs no more (raised past it only as `recover.raise` lets a
    /// block), full over the text and fading smoothly towards the edges (`TextShade`).
    case aroundText(LayerColor)

    var fingerprint: String {
        switch self {
        case .solid(let color): "solid(\(color.hex))"
        case .linearGradient(let angle, let stops):
            "linear(\(angle);\(stops.map { "\($0.color.hex)@\($0.position)" }.joined(separator: ",")))"
        case .radialGradient(let center, let radius, let stops):
            "radial(\(center.x),\(center.y);\(radius);\(stops.map { "\($0.color.hex)@\($0.position)" }.joined(separator: ",")))"
        case .vignette(let color, let clear): "vignette(\(color.hex);\(clear))"
        case .aroundText(let color): "around-text(\(color.hex))"
        }
    }
}
