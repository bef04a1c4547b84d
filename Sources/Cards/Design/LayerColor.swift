public import Imaging

/// A colour with its opacity, as a design writes it (`#1d2b53`, `#ffffffcc`).
public struct LayerColor: Sendable, Hashable {
    public var color: RGBColor
    /// 0 (transparent) … 1 (opaque).
    public var opacity: Double

    public init(_ color: RGBColor, opacity: Double = 1) {
        self.color = color
        self.opacity = min(max(opacity, 0), 1)
    }

    public static let white = LayerColor(RGBColor(red: 255, green: 255, blue: 255))
    public static let black = LayerColor(RGBColor(red: 0, green: 0, blue: 0))

    /// `#rrggbb` or `#rrggbbaa`, for fingerprints.
    public var hex: String {
        func byte(_ value: UInt8) -> String {
            let text = String(value, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        let alpha = UInt8((opacity * 255).rounded())
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (alpha == 255 ? "" : byte(alpha))
    }
}
