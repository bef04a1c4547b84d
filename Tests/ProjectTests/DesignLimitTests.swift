import Diagnostics
import Foundation
import Testing

@testable import Project

/// A design's cost is bounded: every count that multiplies the work of drawing a card has a
/// limit, checked where the design writes it, so a design copied from elsewhere cannot make
/// each card take minutes.
@Suite("Design limits")
struct DesignLimitTests {
    /// `count` copies of `line`, each on its own line, indented by `indent` spaces.
    private static func lines(_ line: String, count: Int, indent: Int) -> String {
        Array(repeating: String(repeating: " ", count: indent) + line, count: count).joined(separator: "\n")
    }

    /// The diagnostics of loading `design` as `designs/x.json5`, with `files` beside it.
    private static func diagnostics(_ design: String, files: [String: Data] = [:]) throws -> [String] {
        let fixture = try ProjectFixture(files: ["designs/x.json5": design])
        for (path, data) in files { try fixture.write(data, to: path) }
        let (layout, diagnostics) = ProjectLoader.loadDesign(file: "designs/x.json5", base: fixture.root)
        let printed = diagnostics.diagnostics.map(\.description)
        #expect(layout == nil || printed.isEmpty)
        return printed
    }

    @Test(
        "counts past their limit are errors at the first element past it",
        arguments: [
            // 33 layers: the 33rd is on line 35.
            (
                "{\n  layers: [\n" + lines("{ type: \"fill\", color: \"#000\" },", count: 33, indent: 4)
                    + "\n  ],\n}\n",
                "designs/x.json5:35:5: error: 'layers' has 33 layers; at most 32 are allowed"
            ),
            (
                "{\n  layers: [{ type: \"fill\", color: \"#000\" }],\n  aspects: { story: { layers: [\n"
                    + lines("{ type: \"fill\", color: \"#000\" },", count: 33, indent: 4) + "\n  ] } },\n}\n",
                "designs/x.json5:36:5: error: 'aspects.story.layers' has 33 layers; at most 32 are allowed"
            ),
            // Each photo layer is a photo fitted and filtered for every card size.
            (
                "{\n  layers: [\n" + lines("{ type: \"photo\" },", count: 9, indent: 4) + "\n  ],\n}\n",
                "designs/x.json5:11:5: error: 'layers' has 9 photo layers; at most 8 are allowed"
            ),
            (
                "{\n  layers: [\n    { type: \"photo\", filters: [\n"
                    + lines("{ blur: 0.1 },", count: 9, indent: 6) + "\n    ] },\n  ],\n}\n",
                "designs/x.json5:12:7: error: 'layers[0].filters' has 9 filters; at most 8 are allowed"
            ),
            (
                "{\n  layers: [\n    { type: \"fill\", gradient: { stops: [\n"
                    + lines("[\"#102030\", 0.5],", count: 257, indent: 6) + "\n    ] } },\n  ],\n}\n",
                "designs/x.json5:260:7: error: 'layers[0].gradient.stops' has 257 stops; at most 256 are allowed"
            ),
            (
                "{\n  layers: [\n    { type: \"text\", field: \"text\", box: [0, 0, 1, 1], font: [\n"
                    + lines("\"Noto Sans\",", count: 9, indent: 6) + "\n    ] },\n  ],\n}\n",
                "designs/x.json5:12:7: error: 'layers[0].font' has 9 fonts; at most 8 are allowed"
            ),
            (
                "{\n  layers: [\n    { type: \"text\", field: \"text\", box: [0, 0, 1, 1],\n      prefix: \""
                    + String(repeating: "—", count: 101) + "\" },\n  ],\n}\n",
                "designs/x.json5:4:15: error: 'layers[0].prefix' has 101 characters; at most 100 are allowed"
            ),
            // A radius past the largest, named with the layer and filter it belongs to.
            (
                "{\n  layers: [\n    { type: \"photo\", filters: [\"grayscale\", { blur: 1000 }] },\n  ],\n}\n",
                "designs/x.json5:3:53: error: 'layers[0].filters[1].blur' must be from 0.001 to 0.1, not 1000"
            ),
        ])
    func countsPastTheirLimit(design: String, expected: String) throws {
        #expect(try Self.diagnostics(design) == [expected])
    }

    @Test("the most of everything is a valid design")
    func atTheLimits() throws {
        let design =
            "{\n  layers: [\n"
            + "    { type: \"photo\", filters: ["
            + Array(repeating: "{ blur: 0.1 }", count: 8).joined(separator: ", ") + "] },\n"
            + Self.lines("{ type: \"photo\", fit: \"contain\" },", count: 7, indent: 4) + "\n"
            + "    { type: \"fill\", gradient: { stops: ["
            + (0..<256).map { "[\"#102030\", \(Double($0) / 255)]" }.joined(separator: ", ") + "] } },\n"
            + "    { type: \"text\", field: \"text\", box: [0, 0, 1, 1], prefix: \""
            + String(repeating: "—", count: 100) + "\", font: ["
            + Array(repeating: "\"Noto Sans\"", count: 8).joined(separator: ", ") + "] },\n"
            + Self.lines("{ type: \"fill\", color: \"#000\" },", count: 16, indent: 4) + "\n  ],\n}\n"
        #expect(try Self.diagnostics(design) == [])
    }

    /// The start of a PNG that declares `width`×`height` pixels, and no image data.
    private static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width)
                + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("a design's pictures together hold at most 25 megapixels, counted from their headers before decoding")
    func pictureBudget() throws {
        let design = """
            {
              layers: [
                { type: "image", src: "a.png", box: [0, 0, 0.5, 0.5] },
                { type: "image", src: "b.png", box: [0.5, 0.5, 0.5, 0.5] },
              ],
            }
            """
        // 16 megapixels each: the first fits the budget (and then cannot be decoded), the second does not.
        let header = Self.pngHeader(width: 4000, height: 4000)
        let printed = try Self.diagnostics(design, files: ["designs/a.png": header, "designs/b.png": header])
        #expect(printed.count == 2)
        #expect(printed.first?.hasPrefix("designs/x.json5:3:27: error: image 'a.png' cannot be used: corrupt") == true)
        #expect(
            printed.last
                == "designs/x.json5:4:27: error: image 'b.png' cannot be used: the design's pictures would hold 32 megapixels together; at most 25 are allowed"
        )
    }
}
