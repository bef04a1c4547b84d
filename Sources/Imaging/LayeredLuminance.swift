/// The relative luminance a pixel will have after `ContrastLayers`, through the same integer
/// steps as `shade`, `darken` and `paint`, so what is planned is what is drawn.
struct LayeredLuminance {
    let lightText: Bool
    /// The layer over the whole image, per channel: its own colour, else black under light
    /// text and white under dark text.
    private let red: [UInt32], green: [UInt32], blue: [UInt32]
    /// The scrim's colour (black under light text, white under dark) and its strength in 1/256.
    private let scrimColor: UInt32
    let scrimStrength: UInt32

    init(text: Double, layers: ContrastLayers) {
        lightText = text > 0.18
        if let color = layers.color {
            let tables = ShadeTables(color: color, opacity: layers.overlay)
            (red, green, blue) = (tables.red, tables.green, tables.blue)
        } else {
            let keep = 1 - min(max(layers.overlay, 0), 1)
            let light = lightText
            let table = (0...255).map { value -> UInt32 in
                let result = light ? Double(value) * keep : 255 - Double(255 - value) * keep
                return UInt32(min(255, max(0, result.rounded())))
            }
            (red, green, blue) = (table, table, table)
        }
        scrimColor = lightText ? 0 : 255
        scrimStrength = UInt32((min(max(layers.scrimOpacity, 0), 1) * 256).rounded())
    }

    /// The luminance of `pixel` (0x00RRGGBB) after the layer and a scrim of coverage `alpha`
    /// (0…255, already scaled by the scrim's strength).
    ///
    /// Every step is monotone in each channel: a brighter channel never gives a darker result.
    /// `HaloCandidates` relies on that.
    @inline(__always)
    func luminance(of pixel: UInt32, scrimAlpha alpha: UInt32 = 0) -> Double {
        func channel(_ table: [UInt32], _ shift: UInt32) -> Double {
            let under = table[Int(pixel >> shift & 0xFF)]
            return SRGB.linear(UInt8((under * (255 - alpha) + scrimColor * alpha + 127) / 255))
        }
        return 0.2126 * channel(red, 16) + 0.7152 * channel(green, 8) + 0.0722 * channel(blue, 0)
    }

    /// Each channel value's term of `luminance(of:)` without a scrim, red's 256 first, then
    /// green's and blue's: the same products, so that a pixel's three terms added in
    /// `luminance`'s order give its result to the bit.
    func termsWithoutScrim() -> [Double] {
        red.map { 0.2126 * SRGB.linear(UInt8($0)) } + green.map { 0.7152 * SRGB.linear(UInt8($0)) }
            + blue.map { 0.0722 * SRGB.linear(UInt8($0)) }
    }

    /// The worse of two luminances for this text: the brighter under light text.
    @inline(__always)
    func worse(_ first: Double, _ second: Double) -> Double {
        lightText ? max(first, second) : min(first, second)
    }

    /// The best possible luminance, where a search for the worst starts.
    var best: Double { lightText ? 0 : 1 }
}
