import Cards
import Diagnostics
import Foundation
import Imaging
import TestSupport
import Testing
import Typesetting

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
                { type: "photo", fit: "contian", src: "nope.jpg" },
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
                "designs/bad.json5:7:27: error: 'layers[4].fit' must be one of cover, contain, not 'contian'; did you mean 'contain'?",
                "designs/bad.json5:7:43: error: image 'nope.jpg' cannot be used: cannot read image: no such file",
                "designs/bad.json5:8:27: error: image 'missing.png' cannot be used: cannot read image: no such file",
                "designs/bad.json5:9:41: error: 'layers[6].box' must be four numbers [x, y, width, height], fractions of the card from its top-left corner",
            ])
    }

    static let episodeDesign = """
        {
          layers: [
            { type: "fill", color: "#000" },
            { type: "text", field: "text", box: [0.1, 0.1, 0.8, 0.5] },
            { type: "text", field: "episode", box: [0.1, 0.7, 0.8, 0.2] },
          ],
        }
        """

    @Test("a design shows the dataset's own columns, named as the design names them, in CSV and in JSON")
    func datasetColumns() throws {
        let csv = try ProjectFixture(files: [
            "site.json": "{ title: 'Test', baseURL: 'https://example.org/', cards: { design: 'designs/ep.json5' } }",
            "designs/ep.json5": Self.episodeDesign,
            "data/quotes.csv": "text,speaker,Episode\nHello.,Ann,S1E2\nBye.,Bob,\n",
        ])
        let (project, diagnostics) = csv.load()
        #expect(diagnostics == [])
        #expect(project?.quotes.map(\.extraFields) == [["episode": "S1E2"], ["episode": ""]])

        let json = try ProjectFixture(files: [
            "site.json": "{ title: 'Test', baseURL: 'https://example.org/', cards: { design: 'designs/ep.json5' } }",
            "designs/ep.json5": Self.episodeDesign,
            "data/quotes.json":
                "[{ text: 'Hello.', speaker: 'Ann', episode: 'S1E2' }, { text: 'Bye.', speaker: 'Bob' }]",
        ])
        let loaded = json.load()
        #expect(loaded.diagnostics == [])
        #expect(loaded.project?.quotes.map(\.extraFields) == [["episode": "S1E2"], [:]])
    }

    @Test(
        "a column like a field's warns; a shown value that is not text, a field no column gives: errors where written")
    func datasetColumnErrors() throws {
        let fixture = try ProjectFixture(files: [
            "site.json": "{ title: 'Test', baseURL: 'https://example.org/', cards: { design: 'designs/ep.json5' } }",
            "designs/ep.json5": Self.episodeDesign.replacingOccurrences(
                of: "field: \"text\"", with: "field: \"speeker\""),
            "data/quotes.json": """
            [
              { text: 'Hello.', speaker: 'Ann', episode: 'S1E2', epsiode: 'x' },
              { text: 'Bye.', speaker: 'Bob', episode: 3 },
            ]
            """,
        ])
        let (project, diagnostics) = fixture.load()
        #expect(project == nil)
        #expect(
            diagnostics == [
                "data/quotes.json:3:35: error: quotes[1]: 'episode' is shown on cards, so it must be text (a string in quotes)",
                "designs/ep.json5:4:28: error: 'layers[1].field': 'speeker' is neither a field every card has (text, speaker, byline, source, tags, credit, title or url) nor a column of data/quotes.json (its own columns are episode and epsiode); did you mean 'speaker'?",
            ])

        // Without a design, the data's own columns are kept; one like a field's name is a warning.
        let plain = try ProjectFixture(files: [
            "data/quotes.csv": "text,speaker,Speeker,Season\nHello.,Ann,x,3\n"
        ])
        let loaded = plain.load()
        #expect(
            loaded.diagnostics == [
                "data/quotes.csv:1:14: warning: 'Speeker' is not a column Draper uses (it is kept for designs and templates); did you mean 'speaker'?"
            ])
        #expect(loaded.project?.quotes.first?.extraFields == ["Speeker": "x", "Season": "3"])
    }

    @Test("a photo layer of the design's own: read at load, inside the project, its bytes in the design's fingerprint")
    func fixedPhoto() throws {
        let photo = try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-03.jpg"))
        let design = """
            { layers: [{ type: "photo", src: "paper.jpg", fit: "contain", box: [0.5, 0, 0.5, 1], anchor: "top" }] }
            """
        let fixture = try ProjectFixture(files: ["designs/paper.json5": design])
        try fixture.write(photo, to: "designs/paper.jpg")
        let (first, diagnostics) = ProjectLoader.loadDesign(file: "designs/paper.json5", base: fixture.root)
        #expect(diagnostics.diagnostics.map(\.description) == [])
        guard case .photo(let layer)? = first?.layout.layers.first else { throw Failure("the layer is a photo") }
        #expect(layer.fit == .contain)
        #expect(layer.box == LayerBox(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect(layer.anchor == UnitPoint(x: 0.5, y: 0))
        #expect(layer.fixed?.path == fixture.root.appendingPathComponent("designs/paper.jpg").standardizedFileURL.path)
        try fixture.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-04.jpg")), to: "designs/paper.jpg")
        let second = ProjectLoader.loadDesign(file: "designs/paper.json5", base: fixture.root).design
        #expect(second?.layout.fingerprint != first?.layout.fingerprint)

        try fixture.write("not a photo", to: "designs/paper.jpg")
        let broken = ProjectLoader.loadDesign(file: "designs/paper.json5", base: fixture.root).diagnostics
        #expect(
            broken.diagnostics.map(\.description) == [
                "designs/paper.json5:1:34: error: image 'paper.jpg' cannot be used: unsupported image format (expected JPEG, PNG, WebP or GIF)"
            ])
    }

    @Test("every example design reads without a problem")
    func examples() throws {
        let folder = PackagePaths.root.appendingPathComponent("examples/designs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json5") }
        #expect(names.sorted() == ["brand.json5", "framed.json5"])
        for name in names {
            let (design, diagnostics) = ProjectLoader.loadDesign(file: name, base: folder)
            #expect(diagnostics.diagnostics.map(\.description) == [], "\(name)")
            #expect(design != nil, "\(name)")
        }
    }

    /// Found by the design fuzz target: the top-level keys were checked before the decoder
    /// began counting its errors.
    @Test("a design with any error gives no layout, a misspelt top-level key too")
    func unknownTopLevelKey() throws {
        let file = "designs/x.json5"
        let source = "{ contract: 4.5, layers: [{ type: 'fill', color: '#000' }] }"
        let value = try JSON5Parser.parse(try SourceText(Array(source.utf8), file: file), file: file)
        var diagnostics = DiagnosticCollector()
        var decoder = DesignDecoder(file: file, folder: URL(fileURLWithPath: "/"), name: "x")
        #expect(decoder.decode(value, into: &diagnostics) == nil)
        #expect(
            diagnostics.diagnostics.map(\.description) == [
                "designs/x.json5:1:3: error: 'contract': unknown key; did you mean 'contrast'?"
            ])
    }

    private func decode(_ source: String) throws -> (CardLayout?, [String]) { try DesignSource.decode(source) }

    @Test("a text block's byline, margin, readable size, shadow and ways to recover")
    func classicOptions() throws {
        let (layout, diagnostics) = try decode(
            """
            { layers: [
              { type: "photo" },
              { type: "fill", color: "#000", opacity: 0.4 },
              { type: "text", field: "text", box: [0, 0, 1, 1], margin: 0.1, readableSize: 12, shadow: 0.5,
                hangingPunctuation: true, align: "natural",
                byline: { field: "speaker", font: "Noto Sans Bold", size: [0.02, 0.04], gap: 0.03 },
                recover: { raise: true, scrim: true, color: "#111" } },
            ] }
            """)
        #expect(diagnostics == [])
        guard case .text(let text)? = layout?.layers.last else {
            Issue.record("no text layer: \(String(describing: layout))")
            return
        }
        #expect(text.margin == 0.1 && text.readableSize == 12 && text.shadow == 0.5 && text.hangingPunctuation)
        #expect(text.alignment == .natural)
        #expect(text.byline?.field == "speaker" && text.byline?.gap == 0.03 && text.byline?.maximumSize == 0.04)
        #expect(text.byline?.fonts?.first == "Noto Sans Bold")
        #expect(text.recovery.raise && text.recovery.scrim)
        #expect(text.recovery.color?.hex == "#111111")
    }

    @Test("raising needs a shade: a one-colour fill over the whole card before the first text block")
    func raiseNeedsAShade() throws {
        let (layout, diagnostics) = try decode(
            """
            { layers: [
              { type: "fill", gradient: { stops: [["#fff", 0], ["#ccc", 1]] } },
              { type: "text", field: "text", box: [0, 0, 1, 1], recover: { raise: true } },
            ] }
            """)
        #expect(layout == nil)
        #expect(
            diagnostics == [
                "designs/x.json5:3:71: error: 'layers[1].recover.raise': there is no shade to raise; put a fill of one colour over the whole card before the first text block (classic's is { type: \"fill\", color: \"#000000\", opacity: 0.55, around: \"text\" })"
            ])
    }

    @Test("a shade around the text is one colour over the whole card, which a block may raise")
    func shadeAroundText() throws {
        let (layout, diagnostics) = try decode(
            """
            { layers: [
              { type: "photo" },
              { type: "fill", color: "#000000", opacity: 0.5, around: "text" },
              { type: "text", field: "text", box: [0, 0, 1, 1], recover: { raise: true } },
            ] }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let shade = try #require(layout.flatMap { CardLayout.shade(in: $0.layers) })
        #expect(shade.aroundText && shade.index == 1 && shade.color.opacity == 0.5)

        let (_, refused) = try decode(
            """
            { layers: [
              { type: "fill", color: "#000000", box: [0, 0, 1, 0.5], around: "text" },
              { type: "fill", gradient: { stops: [["#000", 0], ["#0008", 1]] }, around: "text" },
              { type: "fill", color: "#000000", around: "texts" },
            ] }
            """)
        #expect(
            refused == [
                "designs/x.json5:2:66: error: 'layers[0].around': a shade around the text is one colour over the whole card; give it color and opacity, and no box, gradient or vignette",
                "designs/x.json5:3:77: error: 'layers[1].around': a shade around the text is one colour over the whole card; give it color and opacity, and no box, gradient or vignette",
                "designs/x.json5:4:45: error: 'layers[2].around' must be one of text, not 'texts'; did you mean 'text'?",
            ])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
