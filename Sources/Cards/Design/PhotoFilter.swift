public import Imaging

/// A mid-century print look for the photo, computed once per prepared photo and size.
public enum PhotoFilter: Sendable, Hashable {
    case grayscale
    /// Warm brown shadows to cream highlights.
    case sepia
    /// Two inks: `shadows` in the darks, `highlights` in the lights.
    case duotone(shadows: RGBColor, highlights: RGBColor)
    /// Soft focus: a Gaussian blur, its radius a fraction of the card's shorter side.
    case blur(Double)
    /// A print's dot screen, a dot every `cell` (a fraction of the shorter side); dark dots on
    /// light, so a duotone after it prints them in two inks.
    case halftone(Double)
    /// Film grain, up to `amount` (0…1) lighter or darker.
    case grain(Double)

    /// `image` through the filter: the same image, changed, or a new one (a blur).
    public func apply(to image: Image) throws(ImagingError) -> Image {
        let unit = Double(min(image.width, image.height))
        switch self {
        case .grayscale, .sepia, .duotone:
            image.remapLuminance(ramp)
        case .blur(let radius):
            return try image.blurred(radius: max(1, Int((radius * unit).rounded())))
        case .halftone(let cell):
            image.halftone(cell: max(3, Int((cell * unit).rounded())))
        case .grain(let amount):
            image.addGrain(amount: amount)
        }
        return image
    }

    /// The 256-entry tone ramp a tone filter maps luminance through.
    private var ramp: [RGBColor] {
        switch self {
        case .grayscale:
            (0...255).map { RGBColor(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        case .sepia:
            Self.ramp(from: RGBColor(red: 38, green: 24, blue: 14), to: RGBColor(red: 246, green: 232, blue: 204))
        case .duotone(let shadows, let highlights):
            Self.ramp(from: shadows, to: highlights)
        case .blur, .halftone, .grain:
            (0...255).map { RGBColor(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
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
        case .blur(let radius): "blur(\(radius))"
        case .halftone(let cell): "halftone(\(cell))"
        case .grain(let amount): "grain(\(amount))"
        }
    }
}
