import Imaging
import Testing

@testable import Cards

/// The shade beyond the text (`TextShade.fade`) against its definition, pixel by pixel: zero
/// over the core, else the opacity eased by the distance to the core, however the rows are
/// shared out.
@Suite("The shade's fading beyond the text")
struct TextShadeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var width: Int, height: Int
        var halos: [[Int]]
        var opacity: Double
        var testDescription: String { "\(width)×\(height), halos \(halos), opacity \(opacity)" }
    }

    static let cases: [Case] = [
        // An og card with one block in the middle, and with two apart.
        Case(width: 240, height: 126, halos: [[60, 40, 120, 40]], opacity: 0.55),
        Case(width: 240, height: 126, halos: [[10, 8, 50, 20], [150, 90, 60, 30]], opacity: 0.7),
        // A block against the top and left edges, and one reaching past the bottom.
        Case(width: 200, height: 300, halos: [[0, 0, 80, 30]], opacity: 0.4),
        Case(width: 200, height: 300, halos: [[30, 250, 100, 90]], opacity: 1),
        // A card smaller than the reach, and no halo at all (the whole card is the core).
        Case(width: 31, height: 17, halos: [[14, 7, 2, 2]], opacity: 0.55),
        Case(width: 64, height: 48, halos: [], opacity: 0.55),
    ]

    @Test("equals the distance's easing at every pixel", arguments: cases)
    func fadeEqualsDefinition(_ example: Case) throws {
        let size = try PixelSize(width: example.width, height: example.height)
        let shade = TextShade(
            around: example.halos.map { (x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }, size: size)
        let mask = shade.fade(size: size, opacity: example.opacity)
        let core = shade.core
        var mismatches = 0
        for y in 0..<example.height {
            for x in 0..<example.width {
                let across = max(core.x - x, 0, x + 1 - (core.x + core.width))
                let down = max(core.y - y, 0, y + 1 - (core.y + core.height))
                let squared = across * across + down * down
                let strength = TextShade.strength(at: Double(squared).squareRoot(), reach: shade.reach)
                let expected =
                    squared == 0 ? 0 : UInt8((min(max(example.opacity * strength, 0), 1) * 255).rounded())
                if mask.pixels[y * example.width + x] != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }
}
