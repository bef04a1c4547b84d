import Cards
import Diagnostics
import Foundation
import Imaging
import TestSupport
import Testing
import Typesetting

@testable import Project

/// The designs Draper ships: each reads without a problem, and each draws what its goldens
/// show at every size, legibly.
@Suite("Built-in designs")
struct BuiltInDesignTests {
    /// A smooth photo stand-in (sky to ground, a pale sun): goldens of a few dozen kilobytes.
    static func photo(_ size: PixelSize) throws -> FrozenImage {
        let image = try Image(size: size)
        image.blend(x: 0, y: 0, width: size.width, height: size.height) { x, y in
            let t = Double(y) / Double(size.height)
            let sky = RGBColor(
                red: UInt8(60 + 150 * t), green: UInt8(80 + 70 * t), blue: UInt8(140 - 90 * t))
            return (sky, 1)
        }
        let radius = Double(min(size.width, size.height)) / 6
        let centerX = Double(size.width) * 0.3, centerY = Double(size.height) * 0.35
        image.blend(x: 0, y: 0, width: size.width, height: size.height) { x, y in
            let distance =
                ((Double(x) - centerX) * (Double(x) - centerX) + (Double(y) - centerY) * (Double(y) - centerY))
                .squareRoot()
            return (RGBColor(red: 250, green: 225, blue: 170), min(1, max(0, radius - distance)))
        }
        return FrozenImage(image)
    }

    static var content: CardContent {
        var content = CardContent(
            identifier: "built-in", text: "Whatever you are, be a good one.",
            byline: CardContent.attribution("Abraham Lincoln"), language: "en", subject: "sample")
        content.fields["speaker"] = "Abraham Lincoln"
        return content
    }

    @Test("every built-in design reads without a problem, and --print gives a file that reads the same")
    func read() throws {
        #expect(BuiltInDesigns.names == ["classic", "split", "type-only", "vintage"])
        for name in BuiltInDesigns.names {
            let design = try #require(ProjectLoader.builtInDesign(name), "\(name)")
            #expect(!design.layout.layers.isEmpty)
            #expect(BuiltInDesigns.descriptions[name] != nil)
            for use in design.fonts {
                #expect(throws: Never.self, "\(name): \(use.key)") { _ = try FontLibrary().chain([use.fonts[0]]) }
            }
        }
    }

    @Test(
        "each built-in design at each size, every text block legible",
        arguments: ["split", "type-only", "vintage"],
        [("og", 1200, 630), ("square", 1080, 1080), ("portrait", 1080, 1350), ("story", 1080, 1920)])
    func goldens(name: String, size: (String, Int, Int)) throws {
        let layout = try #require(ProjectLoader.builtInDesign(name)?.layout)
        let pixels = try PixelSize(width: size.1, height: size.2)
        let card = try LayeredCardRenderer(layout: layout, fonts: FontLibrary()).render(
            Self.content, photo: Self.photo(pixels), size: pixels)
        #expect(card.warnings.isEmpty, "\(card.warnings)")
        #expect(card.shortfall == nil, "\(String(describing: card.shortfall))")
        // Compared at a quarter of the size: the layout and colours, not a halftone screen's
        // every dot (which would make megabytes of goldens).
        let quarter = try card.image.coverCropped(to: PixelSize(width: size.1 / 4, height: size.2 / 4))
        try GoldenImage.expectMatch(quarter, golden: "\(name)-\(size.0)", in: "ProjectTests")
    }

    /// The goldens of `CardsTests` were drawn by the renderer classic had of its own, before it
    /// became a design: the file draws the same cards, so a site's cards look as they did.
    @Test(
        "classic's design file draws the classic goldens",
        arguments: [("og", 1200, 630), ("square", 1080, 1080), ("portrait", 1080, 1350), ("story", 1080, 1920)])
    func classicGoldens(name: String, width: Int, height: Int) throws {
        let layout = try #require(ProjectLoader.builtInDesign("classic")?.layout)
        let size = try PixelSize(width: width, height: height)
        var content = CardContent(
            identifier: "test-english", text: "Whatever you are, be a good one.",
            byline: CardContent.attribution("Abraham Lincoln"), language: "en")
        content.fields["speaker"] = "Abraham Lincoln"
        let card = try LayeredCardRenderer(layout: layout, fonts: FontLibrary()).render(
            content, photo: Self.classicBackground(size), size: size)
        try GoldenImage.expectMatch(card.image, golden: "preset-\(name)", in: "CardsTests")
    }

    @Test("the cards settings tune classic: its shade, fonts, alignment, margin, shadow and contrast")
    func classicTuned() throws {
        var settings = CardSettings()
        settings.overlay = 0.3
        settings.minimumContrast = 7
        settings.font = "Noto Serif Display Bold"
        settings.speakerFont = "Noto Sans Bold"
        settings.alignment = .natural
        settings.margin = 0.12
        settings.shadow = false
        settings.smartQuotes = false
        let layout = try #require(ProjectLoader.builtInDesign("classic", tunedBy: settings)?.layout)
        #expect(layout.minimumContrast == 7)
        #expect(!layout.smartQuotes)
        guard case .fill(.aroundText(let shade), _) = layout.layers[1], case .text(let text) = layout.layers[2] else {
            Issue.record("classic is a photo, a shade and a text block: \(layout.layers)")
            return
        }
        #expect(shade.opacity == 0.3)
        #expect(text.fonts.first == "Noto Serif Display Bold")
        #expect(text.byline?.fonts?.first == "Noto Sans Bold")
        #expect(text.alignment == .natural)
        #expect(text.margin == 0.12)
        #expect(text.shadow == 0)
        #expect(text.recovery == LegibilityRecovery(raise: true, scrim: true))
        // A font the settings give is looked up, and reported, where site.json gives it.
        let uses = try #require(
            ProjectLoader.builtInDesign("classic", tunedBy: SiteConfig(title: "t", cards: settings))?.fonts)
        #expect(uses.map(\.key) == ["cards.font", "cards.speakerFont"])
        #expect(uses.map { $0.fonts.first } == ["Noto Serif Display Bold", "Noto Sans Bold"])
    }

    /// The photo the classic goldens were drawn over, cropped to `size`.
    static func classicBackground(_ size: PixelSize) throws -> FrozenImage {
        let decoded = try ImageDecoder().decode(SmoothBackdrop.png(), cover: size)
        return FrozenImage(try decoded.coverCropped(to: size, focus: .center))
    }
}
