import Cards
import Diagnostics
import Foundation
import Imaging
import TestSupport
import Testing

@testable import Project

/// Design files: read into layers, and every mistake reported at its line and column in one run.
@Suite("Design files")
struct DesignLoadingTests {
    @Test("a design with every kind of layer")
    func reads() throws {
        let fixture = try ProjectFixture(files: [
            "designs/brand.json5": """
            {
              contrast: 3,
              layers: [
                { type: "photo", filters: ["grayscale", { duotone: ["#102040", "#f0e0c0"] }] },
                { type: "fill", gradient: { angle: 90, stops: [["#000", 0], ["#00000080", 1]] } },
                { type: "fill", color: "#1d2b53", opacity: 0.5, box: [0, 0.5, 1, 0.5] },
                { type: "shape", box: [0.05, 0.05, 0.9, 0.9], color: "#fff", radius: 0.02 },
                { type: "image", src: "logo.png", box: [0.8, 0, 0.2, 0.2], anchor: "top-right" },
                { type: "text", field: "source", box: [0.1, 0.8, 0.8, 0.1], font: "League Spartan Bold",
                  color: "#222222", size: [0.03, 0.05], case: "upper", prefix: "— " },
              ],
            }
            """
        ])
        try fixture.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("examples/designs/logo.png")),
            to: "designs/logo.png")
        let (design, diagnostics) = ProjectLoader.loadDesign(file: "designs/brand.json5", base: fixture.root)
        #expect(diagnostics.diagnostics.map(\.description) == [])
        let layout = try #require(design?.layout)
        #expect(layout.name == "brand")
        #expect(layout.minimumContrast == 3)
        #expect(layout.layers.count == 6)
        guard case .text(let text) = layout.layers[5] else { throw Failure("the last layer is text") }
        #expect(text.field == "source")
        #expect(text.prefix == "— ")
        #expect(text.textCase == .upper)
        #expect(text.fonts.first == "League Spartan Bold")
        #expect(text.color.hex == "#222222")
        guard case .image(let logo) = layout.layers[4] else { throw Failure("layer 4 is the logo") }
        #expect(logo.bitmap.width == 240)
        #expect(design?.fonts.map(\.key) == ["layers[5].font"])
    }

    @Test("every mistake at its line and column, with did-you-mean, in one run")
    func reportsEverything() throws {
        let fixture = try ProjectFixture(files: [
            "designs/bad.json5": """
            {
              layers: [
                { type: "phtoo" },
                { type: "fill", colour: "#000" },
                { type: "fill", color: "black" },
                { type: "shape", box: [0.5, 0.5, 0.6, 0.2], color: "#fff" },
                { type: "text", field: "speeker", box: [0, 0, 1, 1] },
                { type: "image", src: "missing.png", box: [0, 0, 0.2, 0.2] },
                { type: "text", field: "text", box: [0, 0, 1] },
              ],
            }
            """
        ])
        let (design, diagnostics) = ProjectLoader.loadDesign(file: "designs/bad.json5", base: fixture.root)
        #expect(design == nil)
        #expect(
            diagnostics.diagnostics.map(\.description) == [
                "designs/bad.json5:3:13: error: 'phtoo' is not a layer type; use photo, fill, shape, image or text; did you mean 'photo'?",
                "designs/bad.json5:4:5: error: missing required key 'layers[1].color'",
                "designs/bad.json5:4:21: error: 'layers[1].colour': unknown key; did you mean 'layers[1].color'?",
                "designs/bad.json5:5:28: error: 'layers[2].color' must be a colour written #rgb, #rrggbb or #rrggbbaa, not 'black'",
                "designs/bad.json5:6:27: error: 'layers[3].box' reaches outside the card: x and y from 0, width and height above 0, x + width and y + height at most 1",
                "designs/bad.json5:7:28: error: 'layers[4].field': 'speeker' is not a field a card has; use text, speaker, byline, source, tags, title or url; did you mean 'speaker'?",
                "designs/bad.json5:8:27: error: image 'missing.png' cannot be used: cannot read image: no such file",
                "designs/bad.json5:9:41: error: 'layers[6].box' must be four numbers [x, y, width, height], fractions of the card from its top-left corner",
            ])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
