import Cards
import Foundation
import Imaging
import TestSupport
import Testing

@testable import Project

/// A design file, and each picture a design names, is read once per real file however the
/// data spells its path: `designs/./logo.json5` is not a second copy of a 5000×5000 logo.
@Suite("Design files read once per file")
struct DesignSpellingTests {
    static let spellings = [
        "designs/logo.json5", "designs/./logo.json5", "designs/././logo.json5", "./designs/logo.json5",
        "designs//logo.json5", "designs/../designs/logo.json5", "designs/alias.json5", "designs/hard.json5",
    ]

    /// A project whose quotes name `logo.json5` in every spelling (a symbolic link and a hard
    /// link among them) and `badge.json5`, which names the same pictures in other spellings.
    static func project() throws -> ProjectFixture {
        let quotes = (spellings + ["designs/badge.json5"]).enumerated().map { index, design in
            "{ text: 'Quote \(index).', speaker: 'Ann', design: '\(design)' }"
        }
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": "[\(quotes.joined(separator: ",\n"))]",
            "designs/logo.json5": """
            { layers: [
                { type: "photo", src: "paper.jpg" },
                { type: "image", src: "logo.png", box: [0.8, 0, 0.2, 0.2] },
                { type: "text", field: "text", box: [0.1, 0.1, 0.8, 0.6], font: "League Spartan Bold" },
            ] }
            """,
            "designs/badge.json5": """
            { layers: [
                { type: "photo", src: "../designs/./paper.jpg" },
                { type: "image", src: "./logo.png", box: [0, 0, 0.2, 0.2] },
                { type: "text", field: "text", box: [0.1, 0.3, 0.8, 0.6] },
            ] }
            """,
        ])
        try fixture.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("examples/designs/logo.png")),
            to: "designs/logo.png")
        try fixture.write(
            try Data(contentsOf: PackagePaths.root.appendingPathComponent("images/bg-03.jpg")), to: "designs/paper.jpg")
        let designs = fixture.root.appendingPathComponent("designs")
        try FileManager.default.createSymbolicLink(
            atPath: designs.appendingPathComponent("alias.json5").path, withDestinationPath: "logo.json5")
        try FileManager.default.linkItem(
            at: designs.appendingPathComponent("logo.json5"), to: designs.appendingPathComponent("hard.json5"))
        return fixture
    }

    @Test("every spelling of a design file shares one layout, one copy of its pictures and one font check")
    func spellingsShareOneLoad() throws {
        let fixture = try Self.project()
        let (project, diagnostics) = fixture.load()
        #expect(diagnostics == [])
        let loaded = try #require(project)
        let layouts = try Self.spellings.map { try #require(loaded.designs[$0], "\($0)") }
        let badge = try #require(loaded.designs["designs/badge.json5"])
        // One copy of the logo's pixels, shared by both designs.
        #expect(Set((layouts + [badge]).map(Self.pixelStorage)).count == 1)
        #expect(Set(layouts.map(\.fingerprint)).count == 1)
        // The text layer's font is looked up once, not once per spelling (beside the site's own
        // design's, classic's, which `cards.font` gives).
        #expect(loaded.designFonts.map(\.key) == ["cards.font", "layers[2].font"])
    }

    @Test("each design file and each picture is read once, counted")
    func loadsAreCounted() throws {
        let fixture = try Self.project()
        var session = LoadSession(root: fixture.root)
        #expect(session.load() != nil)
        #expect(session.designFiles.filesRead == 2)
        #expect(session.designFiles.pictures.filesRead == 2)
    }

    @Test("a design file's mistakes are reported once, however many spellings name it")
    func mistakesOnce() throws {
        let fixture = try ProjectFixture(files: [
            "data/quotes.json": """
            [{ text: 'A.', speaker: 'Ann', design: 'designs/bad.json5' },
             { text: 'B.', speaker: 'Ann', design: 'designs/./bad.json5' },
             { text: 'C.', speaker: 'Ann', design: './designs/bad.json5' }]
            """,
            "designs/bad.json5": "{ layers: [{ type: 'phtoo' }] }",
        ])
        #expect(
            fixture.diagnostics == [
                "designs/bad.json5:1:20: error: 'phtoo' is not a layer type; use photo, fill, shape, image or text; did you mean 'photo'?"
            ])
    }

    /// Where the pixels of `layout`'s image layer are stored: equal addresses are one copy.
    static func pixelStorage(of layout: CardLayout) -> Int {
        guard case .image(let image) = layout.layers[1] else { return 0 }
        return image.bitmap.pixels.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
    }
}
