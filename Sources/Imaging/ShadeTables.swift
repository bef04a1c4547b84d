/// What a layer of one colour at one opacity makes of each channel value: `Image.shade` draws
/// with these tables and `ContrastLayers` plans with them, so the two never differ by a step.
struct ShadeTables {
    let red: [UInt32]
    let green: [UInt32]
    let blue: [UInt32]

    init(color: RGBColor, opacity: Double) {
        let keep = 1 - min(max(opacity, 0), 1)
        func table(_ over: UInt8) -> [UInt32] {
            (0...255).map { UInt32(min(255, max(0, (Double($0) * keep + Double(over) * (1 - keep)).rounded()))) }
        }
        red = table(color.red)
        green = color.green == color.red ? red : table(color.green)
        blue = color.blue == color.red ? red : (color.blue == color.green ? green : table(color.blue))
    }
}
