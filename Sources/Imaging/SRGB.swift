import Foundation

/// sRGB transfer functions, as WCAG 2 defines them for contrast ratios.
public enum SRGB {
    private static let linearTable: [Double] = (0...255).map { value in
        let channel = Double(value) / 255
        return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The linear-light value (0…1) of an 8-bit sRGB channel.
    public static func linear(_ value: UInt8) -> Double {
        linearTable[Int(value)]
    }

    /// The WCAG contrast ratio between two relative luminances (1…21).
    public static func contrastRatio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
