import Cards
import Foundation
import Imaging
import TestSupport
import Testing
import Typesetting

/// Card designs as layers: what they draw, where, and how legible their text is.
@Suite("Layered card designs")
struct LayeredCardTests {
    static let white = RGBColor(red: 255, green: 255, blue: 255)
    static let red = RGBColor(red: 220, green: 30, blue: 30)

    /// A badge: an opaque disc on a transparent square.
    static func badge(side: Int = 120) -> RGBABitmap {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        let radius = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - radius, dy = Double(y) + 0.5 - radius
                guard dx * dx + dy * dy <= radius * radius else { continue }
                let index = (y * side + x) * 4
                pixels[index] = 243
                pixels[index + 1] = 237
                pixels[index + 2] = 228
                pixels[index + 3] = 255
            }
        }
        return RGBABitmap(width: side, height: side, pixels: pixels)
    }

    /// A brand design: filtered photo, gradient, vignette, a rule, three text blocks, a logo.
    static let brand = CardLayout(
        name: "brand",
        layers: [
            .photo(PhotoLayer(filters: [.sepia])),
            .fill(
                .linearGradient(
                    angle: 0,
                    stops: [
                        GradientStop(LayerColor(RGBColor(red: 29, green: 20, blue: 14), opacity: 0.2), at: 0),
                        GradientStop(LayerColor(RGBColor(red: 29, green: 20, blue: 14), opacity: 0.9), at: 0.75),
                    ]), box: .card),
            .fill(.vignette(color: .black, clear: 0.55), box: .card),
            .shape(
                box: LayerBox(x: 0.07, y: 0.775, width: 0.1, height: 0.008),
                color: LayerColor(RGBColor(red: 200, green: 100, blue: 58)), cornerRadius: 0),
            .text(
                TextLayer(
                    field: "text", box: LayerBox(x: 0.07, y: 0.3, width: 0.7, height: 0.45),
                    maximumSize: 0.1, minimumSize: 0.05, lineHeight: 1.1, alignment: .left,
                    verticalAlignment: .bottom)),
            .text(
                TextLayer(
                    field: "speaker", box: LayerBox(x: 0.07, y: 0.8, width: 0.6, height: 0.07),
                    color: LayerColor(RGBColor(red: 240, green: 180, blue: 143)), maximumSize: 0.045,
                    minimumSize: 0.035, letterSpacing: 0.08, alignment: .left, verticalAlignment: .top,
                    textCase: .upper)),
            .text(
                TextLayer(
                    field: "source", box: LayerBox(x: 0.07, y: 0.87, width: 0.6, height: 0.07),
                    maximumSize: 0.04, minimumSize: 0.03, alignment: .left, verticalAlignment: .top)),
            .image(
                ImageLayer(
                    bitmap: badge(), name: "badge", box: LayerBox(x: 0.8, y: 0.07, width: 0.13, height: 0.2),
                    anchor: UnitPoint(x: 1, y: 0))),
        ])

    static var content: CardContent {
        var content = CardContent(
            identifier: "layered", text: "Whatever you are, be a good one.",
            byline: CardContent.attribution("Abraham Lincoln"), language: "en")
        content.fields = ["speaker": "Abraham Lincoln", "source": "attributed, 1860s"]
        return content
    }

    @Test("a brand design at each aspect", arguments: [("og", 1200, 630), ("story", 1080, 1920)])
    func goldens(name: String, width: Int, height: Int) throws {
        let size = try PixelSize(width: width, height: height)
        let renderer = try LayeredCardRenderer(layout: Self.brand, fonts: CardFixtures.fonts)
        let card = try renderer.render(Self.content, photo: CardFixtures.background(for: size), size: size)
        #expect(card.warnings.isEmpty, "\(card.warnings)")
        try GoldenImage.expectMatch(card.image, golden: "layered-\(name)", in: "CardsTests")
    }

    @Test("a logo lands in its box, fitted and at its anchor", arguments: [(0.0, 0.0), (1.0, 1.0)])
    func logoPlacement(anchorX: Double, anchorY: Double) throws {
        var pixels = [UInt8](repeating: 0, count: 100 * 50 * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = Self.red.red
            pixels[index + 1] = Self.red.green
            pixels[index + 2] = Self.red.blue
            pixels[index + 3] = 255
        }
        let logo = RGBABitmap(width: 100, height: 50, pixels: pixels)
        let layout = CardLayout(
            name: "logo",
            layers: [
                .fill(.solid(.black), box: .card),
                .image(
                    ImageLayer(
                        bitmap: logo, name: "red", box: LayerBox(x: 0.5, y: 0.5, width: 0.25, height: 0.25),
                        anchor: UnitPoint(x: anchorX, y: anchorY))),
            ])
        let size = try PixelSize(width: 1200, height: 630)
        let card = try LayeredCardRenderer(layout: layout, fonts: CardFixtures.fonts).render(
            Self.content, photo: nil, size: size)
        // The box is x 600–900, y 315–473; the logo keeps 2:1 at 300 × 150, so the anchor moves it down 0 or 8 px.
        let top = 315 + Int(8 * anchorY)
        #expect(card.image.color(atX: 605, y: top + 3) == Self.red)
        #expect(card.image.color(atX: 895, y: top + 146) == Self.red)
        #expect(card.image.color(atX: 595, y: top + 3) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(card.image.color(atX: 605, y: top + 153) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(card.image.color(atX: 605, y: top - 3) == RGBColor(red: 0, green: 0, blue: 0))
    }

    @Test("a contained photo fits its box whole, at its anchor, over what is behind; a covering one fills its box")
    func photoFit() throws {
        // A 2:1 red photo with a white right half, so its whole width shows.
        let photoSize = try PixelSize(width: 400, height: 200)
        let source = try Image(size: photoSize)
        source.blend(x: 0, y: 0, width: 200, height: 200) { _, _ in (Self.red, 1) }
        source.blend(x: 200, y: 0, width: 200, height: 200) { _, _ in (Self.white, 1) }
        let photo = FrozenImage(source)
        let size = try PixelSize(width: 1200, height: 630)
        let blue = LayerColor(RGBColor(red: 20, green: 40, blue: 200))
        let box = LayerBox(x: 0.5, y: 0, width: 0.5, height: 1)
        for (anchorY, top) in [(0.0, 0), (1.0, 330)] {
            let layout = CardLayout(
                name: "contain",
                layers: [
                    .fill(.solid(blue), box: .card),
                    .photo(PhotoLayer(box: box, fit: .contain, anchor: UnitPoint(x: 0.5, y: anchorY))),
                ])
            let renderer = try LayeredCardRenderer(layout: layout, fonts: CardFixtures.fonts)
            #expect(renderer.photoRequests(for: size).map(\.size) == [try PixelSize(width: 600, height: 630)])
            let card = try renderer.render(Self.content, photo: photo, size: size).image
            // Scaled to 600 × 300: x 600–1200, red then white; the rest of the box is the fill.
            #expect(card.color(atX: 610, y: top + 150) == Self.red)
            #expect(card.color(atX: 1190, y: top + 150) == Self.white)
            #expect(card.color(atX: 610, y: top == 0 ? 320 : 310) == blue.color)
            #expect(card.color(atX: 590, y: top + 150) == blue.color)
        }
        let cover = CardLayout(
            name: "cover", layers: [.fill(.solid(blue), box: .card), .photo(PhotoLayer(box: box, focus: .center))])
        let covered = try LayeredCardRenderer(layout: cover, fonts: CardFixtures.fonts).render(
            Self.content, photo: photo, size: size
        ).image
        // Covering 600 × 630 crops the photo's middle: its red and white halves meet at x 900.
        #expect(covered.color(atX: 610, y: 5) == Self.red)
        #expect(covered.color(atX: 1190, y: 625) == Self.white)
        #expect(covered.color(atX: 590, y: 5) == blue.color)
    }

    @Test("the contrast of each text block is measured against what is behind it, for any colour")
    func contrastPerBlock() throws {
        let size = try PixelSize(width: 1200, height: 630)
        func card(text color: LayerColor, panel: LayerColor?) throws -> RenderedCard {
            var layers: [CardLayer] = [.fill(.solid(.black), box: .card)]
            let box = LayerBox(x: 0.1, y: 0.15, width: 0.8, height: 0.7)
            if let panel {
                // A panel with room around the text: the letters' halo falls on it.
                let around = LayerBox(x: 0.05, y: 0.05, width: 0.9, height: 0.9)
                layers.append(.shape(box: around, color: panel, cornerRadius: 0.03))
            }
            layers.append(.text(TextLayer(field: "text", box: box, color: color)))
            let renderer = try LayeredCardRenderer(
                layout: CardLayout(name: "contrast", layers: layers), fonts: CardFixtures.fonts)
            return try renderer.render(Self.content, photo: nil, size: size)
        }
        let dark = LayerColor(RGBColor(red: 34, green: 34, blue: 34))
        #expect(try card(text: .white, panel: nil).shortfall == nil)
        #expect(try card(text: dark, panel: LayerColor(RGBColor(red: 243, green: 237, blue: 228))).shortfall == nil)
        let low = try card(text: dark, panel: nil)
        #expect(low.shortfall?.field == "text")
        #expect((low.shortfall?.ratio ?? 21) < 1.5)
        // A block that may not recover makes the card an error naming it and its field.
        let renderer = try LayeredCardRenderer(
            layout: CardLayout(
                name: "contrast",
                layers: [
                    .fill(.solid(.black), box: .card),
                    .text(
                        TextLayer(field: "text", box: LayerBox(x: 0.1, y: 0.15, width: 0.8, height: 0.7), color: dark)),
                ]),
            fonts: CardFixtures.fonts)
        do {
            _ = try renderer.renderLegibly(Self.content, photos: [:], size: size) { _ in nil }
            Issue.record("an illegible block was published")
        } catch {
            #expect(
                "\(error)".hasPrefix(
                    "quote 'layered' (text): contrast 1.3:1 against what is behind it, below the 4.5:1 design 'contrast' asks for"
                ),
                "\(error)")
        }
    }

    /// White text over a pale photo, in a design that lets it recover in one way each.
    static func recovering(_ recovery: LegibilityRecovery, shade: Double = 0.1) -> CardLayout {
        var text = TextLayer(
            field: "text", box: LayerBox(x: 0.1, y: 0.15, width: 0.8, height: 0.7), maximumSize: 0.1,
            minimumSize: 0.1, alignment: .center)
        text.recovery = recovery
        return CardLayout(
            name: "pale",
            layers: [.photo(PhotoLayer()), .fill(.solid(LayerColor(.black, opacity: shade)), box: .card), .text(text)])
    }

    @Test(
        "a block below the ratio recovers as its design allows: the shade raised, a scrim, another colour",
        arguments: [
            ("raise", LegibilityRecovery(raise: true)), ("scrim", LegibilityRecovery(scrim: true)),
            ("color", LegibilityRecovery(color: LayerColor(RGBColor(red: 20, green: 20, blue: 28)))),
        ])
    func recovery(way: String, recovery: LegibilityRecovery) throws {
        let size = try PixelSize(width: 1200, height: 630)
        let pale = try ImageSamplesForCards.solid(RGBColor(red: 236, green: 232, blue: 220), size)
        let renderer = try LayeredCardRenderer(layout: Self.recovering(recovery), fonts: CardFixtures.fonts)
        let card = try renderer.render(Self.content, photo: pale, size: size)
        let block = try #require(card.blocks.first)
        #expect(card.shortfall == nil, "\(way): \(block.worstContrast)")
        #expect(card.contrasts(in: card.image).allSatisfy { $0 >= 4.5 }, "\(way)")
        switch way {
        case "raise": #expect((card.shade ?? 0) > 0.4, "\(String(describing: card.shade))")
        case "scrim":
            #expect(card.shade == 0.1)
            #expect(block.scrimOpacity > 0)
        default:
            #expect(block.color == recovery.color)
            #expect(card.warnings.first?.description.contains("set in #14141c instead of #ffffff") == true)
        }
        // Without a way to recover, the same card falls short.
        let stuck = try LayeredCardRenderer(layout: Self.recovering(LegibilityRecovery()), fonts: CardFixtures.fonts)
        #expect(try stuck.render(Self.content, photo: pale, size: size).shortfall != nil)
    }

    @Test("two blocks that may raise the shade share it, raised as far as the one that needs the most")
    func sharedShade() throws {
        let size = try PixelSize(width: 1200, height: 630)
        // Bright at the top, where the quote is; dark below, where the source is.
        let photo = try Image(size: size)
        photo.blend(x: 0, y: 0, width: 1200, height: 630) { _, y in
            (y < 300 ? RGBColor(red: 240, green: 240, blue: 235) : RGBColor(red: 20, green: 20, blue: 20), 1)
        }
        var quote = TextLayer(field: "text", box: LayerBox(x: 0.1, y: 0.05, width: 0.8, height: 0.35))
        quote.recovery = LegibilityRecovery(raise: true)
        var source = TextLayer(field: "source", box: LayerBox(x: 0.1, y: 0.7, width: 0.8, height: 0.2))
        source.recovery = LegibilityRecovery(raise: true)
        let layout = CardLayout(
            name: "two",
            layers: [
                .photo(PhotoLayer()), .fill(.solid(LayerColor(.black, opacity: 0.2)), box: .card), .text(quote),
                .text(source),
            ])
        let card = try LayeredCardRenderer(layout: layout, fonts: CardFixtures.fonts).render(
            Self.content, photo: FrozenImage(photo), size: size)
        #expect(card.blocks.map(\.field) == ["text", "source"])
        #expect(card.shortfall == nil)
        #expect((card.shade ?? 0) > 0.5)
        #expect(card.contrasts(in: card.image).allSatisfy { $0 >= 4.5 })
    }

    @Test("story cards keep text, shapes and pictures out of the top and bottom 14 %")
    func storySafeZone() throws {
        let size = try PixelSize(width: 1080, height: 1920)
        let layout = CardLayout(
            name: "top",
            layers: [
                .fill(.solid(.black), box: .card),
                .text(
                    TextLayer(
                        field: "text", box: LayerBox(x: 0, y: 0, width: 1, height: 0.1), verticalAlignment: .top)),
            ])
        let card = try LayeredCardRenderer(layout: layout, fonts: CardFixtures.fonts).render(
            Self.content, photo: nil, size: size)
        var firstInk: Int?
        rows: for y in 0..<size.height {
            for x in stride(from: 0, to: size.width, by: 2) where card.image.color(atX: x, y: y).red > 128 {
                firstInk = y
                break rows
            }
        }
        let top = try #require(firstInk)
        #expect(top >= Int(0.14 * 1920), "ink from y = \(top)")
    }

    @Test("filters map the photo's tones: grayscale has no colour, duotone only its two inks' mixtures")
    func filters() throws {
        let size = try PixelSize(width: 400, height: 300)
        let photo = try CardFixtures.background(for: size)
        for filter in [
            PhotoFilter.grayscale,
            .duotone(
                shadows: RGBColor(red: 20, green: 30, blue: 80), highlights: RGBColor(red: 250, green: 220, blue: 120)),
        ] {
            let card = try LayeredCardRenderer(
                layout: CardLayout(name: "filter", layers: [.photo(PhotoLayer(filters: [filter]))]),
                fonts: CardFixtures.fonts
            ).render(Self.content, photo: photo, size: size)
            for (x, y) in [(10, 10), (100, 150), (300, 150), (390, 290)] {
                let pixel = card.image.color(atX: x, y: y)
                switch filter {
                case .grayscale: #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "\(pixel)")
                default:
                    // Between the inks, channel by channel.
                    #expect((20...250).contains(Int(pixel.red)) && (30...220).contains(Int(pixel.green)), "\(pixel)")
                    #expect((80...120).contains(Int(pixel.blue)), "\(pixel)")
                }
            }
        }
    }

    @Test("maxLines sets a block smaller until it fits in that many lines, and says when it cannot")
    func maximumLines() throws {
        let size = try PixelSize(width: 1200, height: 630)
        func inkHeight(maxLines: Int?, minimum: Double = 0.02) throws -> (Int, [CardWarning]) {
            var text = TextLayer(
                field: "text", box: LayerBox(x: 0.05, y: 0.05, width: 0.9, height: 0.9), maximumSize: 0.3,
                minimumSize: minimum)
            text.maximumLines = maxLines
            let card = try LayeredCardRenderer(
                layout: CardLayout(name: "lines", layers: [.fill(.solid(.black), box: .card), .text(text)]),
                fonts: CardFixtures.fonts
            ).render(Self.content, photo: nil, size: size)
            var rows: [Int] = []
            for y in 0..<size.height
            where (0..<size.width).contains(where: { card.image.color(atX: $0, y: y).red > 128 }) {
                rows.append(y)
            }
            return ((rows.last ?? 0) - (rows.first ?? 0), card.warnings)
        }
        let free = try inkHeight(maxLines: nil)
        let one = try inkHeight(maxLines: 1)
        #expect(free.0 > 250, "\(free.0)")
        #expect(one.0 < 120, "\(one.0)")
        #expect(one.1.isEmpty, "\(one.1)")
        let impossible = try inkHeight(maxLines: 1, minimum: 0.2)
        #expect(impossible.1.first?.description.contains("more than the design's 1") == true, "\(impossible.1)")
    }

    @Test("a gradient of many stops, some at one position, colours each pixel between the two stops around it")
    func manyStops() throws {
        // 256 stops, the most a design file may have, left to right: pairs share a position (a hard edge).
        var stops: [GradientStop] = []
        for index in 0..<256 {
            let color = RGBColor(
                red: UInt8(index), green: UInt8((index * 37) % 256), blue: UInt8(255 - (index * 11) % 256))
            stops.append(GradientStop(LayerColor(color), at: Double(index / 2 * 2) / 255))
        }
        let layout = CardLayout(name: "stops", layers: [.fill(.linearGradient(angle: 90, stops: stops), box: .card)])
        let size = try PixelSize(width: 1024, height: 4)
        let card = try LayeredCardRenderer(layout: layout, fonts: CardFixtures.fonts).render(
            Self.content, photo: nil, size: size
        ).image
        for x in 0..<size.width {
            let position = (Double(x) + 0.5) / Double(size.width)
            // The last stop at or before the position, and the first after it.
            let before = stops.lastIndex { $0.position <= position } ?? 0
            let after = stops.firstIndex { $0.position > position } ?? stops.count - 1
            let span = stops[after].position - stops[before].position
            let t = span > 0 ? (position - stops[before].position) / span : 0
            func mix(_ a: UInt8, _ b: UInt8) -> Double { Double(a) * (1 - t) + Double(b) * t }
            let (a, b) = (stops[before].color.color, stops[after].color.color)
            let drawn = card.color(atX: x, y: 2)
            #expect(abs(Double(drawn.red) - mix(a.red, b.red)) <= 1, "x \(x)")
            #expect(abs(Double(drawn.green) - mix(a.green, b.green)) <= 1, "x \(x)")
            #expect(abs(Double(drawn.blue) - mix(a.blue, b.blue)) <= 1, "x \(x)")
        }
    }
}
