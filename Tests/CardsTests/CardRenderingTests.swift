import Cards
import Foundation
import Imaging
import TestSupport
import Testing
import Typesetting

@Suite("Card rendering")
struct CardRenderingTests {
    private let og: PixelSize = {
        do { return try PixelSize(width: 1200, height: 630) } catch { preconditionFailure("valid size") }
    }()

    /// Where a card differs from the same photo with only the dark layer: that is the text
    /// and its shadow, and it must stay inside the margins.
    @Test(
        "ink stays inside the safe box",
        arguments: [
            "Short.",
            "Whatever you are, be a good one.",
            String(repeating: "A long quotation that goes on and on, ", count: 12),
            "https://example.com/a/very/long/path/without/any/spaces/at/all/that/must/break/somewhere/inside/the/box",
        ])
    func inkInsideBox(text: String) throws {
        let background = try CardFixtures.background(for: og)
        // A plain shade, which darkens every pixel alike: what differs from it is ink.
        let card = try CardFixtures.renderer(CardFixtures.classic(shadow: 0, shadeAroundText: false)).render(
            CardContent(identifier: "box", text: text, byline: CardContent.attribution("Someone")), photo: background,
            size: og)
        let plain = try background.mutableCopy()
        plain.darken(opacity: try #require(card.shade))
        let margin = Int((Double(min(og.width, og.height)) * 0.08).rounded())
        var inked = 0
        for y in 0..<og.height {
            for x in 0..<og.width where card.image.color(atX: x, y: y) != plain.color(atX: x, y: y) {
                inked += 1
                let inside = x >= margin && x < og.width - margin && y >= margin && y < og.height - margin
                #expect(inside, "ink at (\(x), \(y)) outside the box")
                if !inside { return }
            }
        }
        #expect(inked > 500, "the text should have been drawn")
    }

    @Test("short quotes are set larger than long ones")
    func autoFit() throws {
        let renderer = try CardFixtures.renderer()
        let background = try CardFixtures.background(for: og)
        func layout(_ text: String) throws -> TextLayout {
            try #require(
                renderer.render(CardContent(identifier: "fit", text: text), photo: background, size: og).blocks.first
            ).layout
        }
        let short = try layout("Be brave.")
        let long = try layout(String(repeating: "Words upon words in a long, long quote. ", count: 14))
        // The short quote gets the largest size (12 % of the shorter side); the long one shrinks to fit.
        #expect(abs(short.quote.fontSize - 0.12 * 630) < 1)
        #expect(long.quote.fontSize < short.quote.fontSize * 0.6)
        #expect(!long.isClamped)
    }

    @Test("an impossible quote is clamped and reported")
    func clamped() throws {
        let background = try CardFixtures.background(for: og)
        let card = try CardFixtures.renderer().render(
            CardContent(identifier: "q-long", text: String(repeating: "word ", count: 2000)), photo: background,
            size: og)
        let clamp = card.warnings.first { if case .clamped = $0.kind { true } else { false } }
        #expect(clamp?.description.hasPrefix("quote 'q-long' (text): clamped to") == true, "\(card.warnings)")
        // A check lays the block out without drawing it, and finds the same.
        let checked = try CardFixtures.renderer().check(
            CardContent(identifier: "q-long", text: String(repeating: "word ", count: 2000)), size: og)
        #expect(checked == card.warnings.filter { if case .clamped = $0.kind { true } else { false } })
    }

    @Test("on a bright photo every pixel near the letters reaches 4.5:1, through a raised layer or a scrim")
    func contrastGuard() throws {
        let white = try ImageSamplesForCards.solid(RGBColor(red: 250, green: 250, blue: 245), og)
        let card = try CardFixtures.renderer(CardFixtures.classic(overlay: 0.2)).render(
            CardFixtures.englishQuote, photo: white, size: og)
        let block = try #require(card.blocks.first)
        #expect(try #require(card.shade) > 0.2)
        #expect(block.scrimOpacity > 0, "a white photo keeps more of itself under a scrim than under a darker layer")
        #expect(block.worstContrast >= 4.5)
        // Measured on the pixels as composed, not as planned.
        #expect(card.contrasts(in: card.image).allSatisfy { $0 >= 4.5 })
        #expect(card.warnings.contains { $0.isFixedByDraper })

        // A photo that is bright in one small spot near the text: the letters still reach the ratio there.
        let spotted = try ImageSamplesForCards.solid(RGBColor(red: 30, green: 30, blue: 40), og).mutableCopy()
        var spot = AlphaMask(width: 60, height: 60)
        spot.pixels = [UInt8](repeating: 255, count: 3600)
        spotted.paint(spot, color: RGBColor(red: 255, green: 255, blue: 255), atX: 570, y: 280)
        let spottedCard = try CardFixtures.renderer().render(
            CardFixtures.englishQuote, photo: FrozenImage(spotted), size: og)
        #expect(spottedCard.contrasts(in: spottedCard.image).allSatisfy { $0 >= 4.5 })

        // A dark photo needs no shade: it keeps its light.
        let dark = try ImageSamplesForCards.solid(RGBColor(red: 20, green: 20, blue: 30), og)
        let darkCard = try CardFixtures.renderer().render(CardFixtures.englishQuote, photo: dark, size: og)
        #expect(darkCard.shade == 0)
        #expect(darkCard.image.color(atX: 5, y: 5) == RGBColor(red: 20, green: 20, blue: 30))
    }

    /// Each composition of a card over light grey whose files always fall short as encoded
    /// (in `format`), until the renderer gives up.
    private func compositionsAlwaysShort(lossy: Bool, format: EncodingFormat) throws -> [RenderedCard] {
        let renderer = try CardFixtures.renderer()
        let grey = try ImageSamplesForCards.solid(RGBColor(red: 180, green: 180, blue: 180), og)
        let photos = try renderer.photos(for: og) { _ in grey }
        var seen: [RenderedCard] = []
        let short = ContrastShortfall(field: "text", ratio: 4.4, required: 4.5, format: format)
        #expect(throws: CardError.self) {
            _ = try renderer.renderLegibly(CardFixtures.englishQuote, photos: photos, size: og, lossy: lossy) { card in
                seen.append(card)
                return short
            }
        }
        return seen
    }

    @Test("a card short as encoded is composed a little darker twice before its files climb the quality ladder")
    func darkerBeforeSharper() throws {
        let seen = try compositionsAlwaysShort(lossy: false, format: .jpeg(quality: 85))
        // Composed as planned, then at two small margins with the format's own quality; then
        // the quality ladder, at the larger margins.
        #expect(seen.map(\.mayComposeAgain) == [true, true, false, false, false, false])
        let shades = seen.map { $0.shade ?? 0 }
        #expect(zip(shades, shades.dropFirst()).allSatisfy { $0 <= $1 }, "\(shades)")
    }

    @Test("a lossy card short as encoded climbs the quality ladder at once, then is composed darker")
    func lossyClimbsAtOnce() throws {
        let seen = try compositionsAlwaysShort(lossy: true, format: .avif(quality: 60))
        // Its first margin is already past the two small ones: 1.2, 1.4, 1.8 and 2.5.
        #expect(seen.map(\.mayComposeAgain) == [false, false, false, false])
        let worst = seen.map { $0.blocks.map(\.worstContrast).min() ?? 0 }
        #expect(worst.first.map { $0 >= 4.5 * 1.2 } == true, "\(worst)")
    }

    @Test("a card published lossy is first composed at a margin its encoding's ringing rarely eats, not at its ratio")
    func lossyStartsAtMargin() throws {
        let renderer = try CardFixtures.renderer()
        let grey = try ImageSamplesForCards.solid(RGBColor(red: 180, green: 180, blue: 180), og)
        let photos = try renderer.photos(for: og) { _ in grey }
        func firstComposed(lossy: Bool) throws -> (shade: Double, worst: Double, published: Int) {
            var published = 0
            let card = try renderer.renderLegibly(CardFixtures.englishQuote, photos: photos, size: og, lossy: lossy) {
                _ in
                published += 1
                return nil
            }
            return (try #require(card.shade), card.blocks.map(\.worstContrast).min() ?? 0, published)
        }
        let lossless = try firstComposed(lossy: false), lossy = try firstComposed(lossy: true)
        #expect(lossless.published == 1 && lossy.published == 1)
        // Exactly at the ratio without a margin; above it by 1.2 for a lossy file (at 1.08 most
        // lossy files fell short and every card was composed twice).
        #expect(lossless.worst >= 4.5 && lossless.worst < 4.5 * 1.08, "\(lossless.worst)")
        #expect(lossy.worst >= 4.5 * 1.2, "\(lossy.worst)")
        #expect(lossy.shade > lossless.shade)
    }

    @Test(
        "a lossy card reaches its margin even where its shade colour alone cannot (a scrim behind the lines), composed once",
        arguments: [false, true])
    func lossyMarginPastTheShadeColour(lossy: Bool) throws {
        // White on #6b6b6b is 5.33:1 at most: past 4.5 and 1.08 × 4.5, short of 1.2 × 4.5.
        let grey = RGBColor(red: 107, green: 107, blue: 107)
        let renderer = try CardFixtures.renderer(CardFixtures.classic(shadeColor: grey))
        let white = try ImageSamplesForCards.solid(RGBColor(red: 250, green: 250, blue: 250), og)
        let photos = try renderer.photos(for: og) { _ in white }
        var composed = 0
        let card = try renderer.renderLegibly(CardFixtures.englishQuote, photos: photos, size: og, lossy: lossy) { _ in
            composed += 1
            return nil
        }
        #expect(composed == 1)
        let aim = lossy ? 4.5 * 1.2 : 4.5
        #expect(card.blocks.allSatisfy { $0.worstContrast >= aim }, "\(card.blocks.map(\.worstContrast))")
        // Lossless, raising the grey shade is enough; the margin is past what grey can give.
        let said = "\(card.warnings)"
        #expect(said.contains(lossy ? "a scrim of" : "overlay raised"), "\(said)")
    }

    @Test(
        "classic's shade is as light as the letters allow: full over the text, fading smoothly to 30 % at the edges",
        arguments: [(1200, 630), (1080, 1920)])
    func shadeAroundText(width: Int, height: Int) throws {
        let size = try PixelSize(width: width, height: height)
        let grey = RGBColor(red: 180, green: 180, blue: 180)
        let card = try CardFixtures.renderer().render(
            CardFixtures.englishQuote, photo: try ImageSamplesForCards.solid(grey, size), size: size)
        let shade = try #require(card.shade)
        // Light grey needs a shade, less than the flat 55 % every photo got before.
        #expect(shade > 0.2 && shade < 0.55, "\(shade)")
        #expect(card.contrasts(in: card.image).allSatisfy { $0 >= 4.5 })
        // Along the top row from the middle to the corner: never darker further out, no step of
        // more than one level, and at the corner 30 % of the shade.
        let row = (0..<size.width / 2).map { Int(card.image.color(atX: size.width / 2 + $0, y: 0).red) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 <= 1 }, "\(row)")
        let corner = Double(card.image.color(atX: size.width - 1, y: 0).red)
        #expect(abs(corner - 180 * (1 - 0.3 * shade)) <= 1.5, "\(corner) for a shade of \(shade)")
    }

    @Test("a character no installed font has is a stand-in and a warning naming it, not a failed card")
    func missingGlyph() throws {
        let renderer = try CardFixtures.renderer(CardFixtures.classic(fonts: ["League Spartan Bold"]))
        // U+0378 is unassigned: no font has it.
        let content = CardContent(identifier: "q-missing", text: "Smile \u{378}")
        let background = try CardFixtures.background(for: og)
        let card = try renderer.render(content, photo: background, size: og)
        let warning = try #require(card.warnings.first { "\($0)".contains("U+0378") })
        #expect("\(warning)".contains("q-missing"))
        #expect(card.blocks.first?.layout.quote.lines.map(\.text) == ["Smile \u{FFFD}"])
        #expect(try renderer.check(content, size: og).contains { "\($0)".contains("U+0378") })
        // An emoji the chain lacks comes from an installed colour font.
        #expect(throws: Never.self) {
            try renderer.render(CardContent(identifier: "x", text: "Smile 😀"), photo: background, size: og)
        }
    }

    @Test("the same inputs give byte-identical files")
    func deterministic() throws {
        let background = try CardFixtures.background(for: og)
        let first = try CardFixtures.renderer().render(CardFixtures.englishQuote, photo: background, size: og).image
        let second = try CardFixtures.renderer().render(CardFixtures.englishQuote, photo: background, size: og).image
        for format in [EncodingFormat.png(level: 6), .jpeg(quality: 85), .webp(quality: 82)] {
            #expect(try first.encoded(as: format) == second.encoded(as: format))
        }
    }

    @Test("an unknown font is an error naming it")
    func unknownFont() {
        #expect(throws: CardError.self) {
            try CardFixtures.renderer(CardFixtures.classic(fonts: ["No Such Typeface Bold"]))
        }
    }

    @Test("empty text is an error")
    func emptyText() throws {
        #expect(throws: CardError.self) {
            try CardFixtures.renderer().check(CardContent(identifier: "blank", text: "  \n "), size: og)
        }
    }
}

enum ImageSamplesForCards {
    static func solid(_ color: RGBColor, _ size: PixelSize) throws -> FrozenImage {
        let image = try Image(size: size)
        image.paint(
            AlphaMask(width: size.width, height: size.height, pixels: [UInt8](repeating: 255, count: size.pixelCount)),
            color: color, atX: 0, y: 0)
        return FrozenImage(image)
    }
}
