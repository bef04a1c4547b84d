public import Imaging

/// A mid-century print look for the photo, computed once per prepared photo and size.
public enum PhotoFilter: Sendable, Hashable {
    case grayscale
    /// Warm brown shadows to cream highlights.
    case sepia
    /// Two inks: `shadows` in the darks, `highlights` in the lights.
    case duotone(shadows: RGBColor, highlights: RGBColor)

    /// The 256-entry tone ramp the filter maps luminance through.
    var ramp: [RGBColor] {
        switch self {
        case .grayscale:
            (0...255).map { RGBColor(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        case .sepia:
            Self.ramp(from: RGBColor(red: 38, green: 24, blue: 14), to: RGBColor(red: 246, green: 232, blue: 204))
        case .duotone(let shadows, let highlights):
            Self.ramp(from: shadows, to: highlights)
        }
    }

    private static func ramp(from dark: RGBColor, to light: RGBColor) -> [RGBColor] {
        (0...255).map { step in
            let t = Double(step) / 255
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
            return RGBColor(
                red: mix(dark.red, light.red), green: mix(dark.green, light.green), blue: mix(dark.blue, light.blue))
        }
    }

    var fingerprint: String {
        switch self {
        case .grayscale: "grayscale"
        case .sepia: "sepia"
        case .duotone(let shadows, let highlights):
            "duotone(\(LayerColor(shadows).hex),\(LayerColor(highlights).hex))"
        }
    }
}
