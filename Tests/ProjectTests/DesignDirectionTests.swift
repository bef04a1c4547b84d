import Cards
import Diagnostics
import Foundation
import Imaging
import TestSupport
import Testing
import Typesetting

@testable import Project

/// `start` and `end` in designs: a right-to-left quote on the built-in designs is set flush
/// right, its rule and speaker on the right, and a left-to-right one is drawn as before.
@Suite("Designs' start and end")
struct DesignDirectionTests {
    private func decode(_ source: String) throws -> (CardLayout?, [String]) { try DesignSource.decode(source) }

    @Test("a text block and a shape take align start or end; a shape narrower than its box, a width")
    func decodes() throws {
        let (layout, diagnostics) = try decode(
            """
            { layers: [
              { type: "text", field: "text", box: [0.1, 0.1, 0.8, 0.5], align: "start" },
              { type: "shape", box: [0.1, 0.7, 0.8, 0.01], width: 0.1, align: "end", color: "#fff" },
              { type: "text", field: "speaker", box: [0.1, 0.8, 0.8, 0.1], align: "end" },
            ] }
            """)
        #expect(diagnostics == [])
        let layers = try #require(layout?.layers)
        guard case .text(let text) = layers[0], case .shape(_, _, _, let width, let alignment) = layers[1],
            case .text(let speaker) = layers[2]
        else {
            Issue.record("not the layers written: \(layers)")
            return
        }
        #expect(text.alignment == .start)
        #expect(width == 0.1 && alignment == .end)
        #expect(speaker.alignment == .end)
    }

    @Test("a misspelt alignment is an error at its line and column with did-you-mean, as is a shape wider than its box")
    func misspelt() throws {
        let (layout, diagnostics) = try decode(
            """
            { layers: [
              { type: "text", field: "text", box: [0, 0, 1, 0.5], align: "strt" },
              { type: "shape", box: [0, 0.6, 0.5, 0.01], width: 0.1, align: "emd", color: "#fff" },
              { type: "shape", box: [0, 0.7, 0.5, 0.01], width: 0.6, color: "#fff" },
            ] }
            """)
        #expect(layout == nil)
        #expect(
            diagnostics == [
                "designs/x.json5:2:62: error: 'layers[0].align' must be one of left, center, right, start, end, natural, not 'strt'; did you mean 'start'?",
                "designs/x.json5:3:65: error: 'layers[1].align' must be one of left, center, right, start, end, not 'emd'; did you mean 'end'?",
                "designs/x.json5:4:53: error: 'layers[2].width' must be from 0.001 to 0.5, not 0.6",
            ])
    }

    @Test("a picture anchored at its start sits on the quote's start side; a misspelt anchor is suggested")
    func pictureAtStart() throws {
        let (_, diagnostics) = try decode(
            """
            { layers: [
              { type: "image", src: "logo.png", box: [0, 0, 0.2, 0.2], anchor: "top-strt" },
            ] }
            """)
        #expect(
            diagnostics.contains(
                "designs/x.json5:2:68: error: 'layers[0].anchor' must be one of bottom, bottom-end, bottom-left, bottom-right, bottom-start, center, end, left, right, start, top, top-end, top-left, top-right, top-start, not 'top-strt'; did you mean 'top-start'?"
            ), "\(diagnostics)")
        let red = RGBColor(red: 220, green: 30, blue: 30), black = RGBColor(red: 0, green: 0, blue: 0)
        let pixels: [UInt8] = (0..<(50 * 50)).flatMap { _ -> [UInt8] in [red.red, red.green, red.blue, 255] }
        var logo = ImageLayer(
            bitmap: RGBABitmap(width: 50, height: 50, pixels: pixels), name: "red",
            box: LayerBox(x: 0.5, y: 0.5, width: 0.25, height: 0.25), anchor: UnitPoint(x: 0, y: 0))
        logo.anchorFromStart = true
        let layout = CardLayout(name: "logo", layers: [.fill(.solid(.black), box: .card), .image(logo)])
        let size = try PixelSize(width: 1200, height: 630)
        let renderer = try LayeredCardRenderer(layout: layout, fonts: FontLibrary())
        // The box is x 600–900, y 315–473: the square logo is 158 px, at its left or right end.
        let english = try renderer.render(BuiltInDesignTests.content, photo: nil, size: size).image
        #expect(english.color(atX: 605, y: 320) == red && english.color(atX: 895, y: 320) == black)
        let arabic = try renderer.render(Self.content(Self.arabic, language: "ar"), photo: nil, size: size).image
        #expect(arabic.color(atX: 605, y: 320) == black && arabic.color(atX: 895, y: 320) == red)
    }

    static let arabic = "الكلمة الطيبة صدقة."

    static func content(_ text: String, language: String) -> CardContent {
        var content = CardContent(
            identifier: "direction", text: text, byline: CardContent.attribution("Rumi"), language: language,
            subject: "sample")
        content.fields["speaker"] = "Rumi"
        return content
    }

    /// Where the ink of one element lies, in card columns: the first and last column with ink,
    /// and the mean column of the ink.
    struct Ink {
        var left: Int
        var right: Int
        var mean: Double
    }

    /// The columns of `card` that differ from `background` inside `region`.
    static func ink(
        _ card: Image, over background: Image, in region: (x: Int, y: Int, width: Int, height: Int)
    ) -> Ink? {
        var left = Int.max, right = Int.min, sum = 0.0, count = 0.0
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let a = card.color(atX: x, y: y), b = background.color(atX: x, y: y)
                let difference =
                    abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                guard difference > 96 else { continue }
                left = min(left, x)
                right = max(right, x)
                sum += Double(x)
                count += 1
            }
        }
        return count > 0 ? Ink(left: left, right: right, mean: sum / count) : nil
    }

    /// The design's quote, rule and speaker on a card of `size`: each one's ink and the column
    /// it is set in.
    static func measure(_ name: String, content: CardContent, size: PixelSize) throws -> [(
        element: String, ink: Ink?, column: (x: Int, width: Int)
    )] {
        let layout = try #require(ProjectLoader.builtInDesign(name)?.layout)
        let photo = try BuiltInDesignTests.photo(size)
        let card = try LayeredCardRenderer(layout: layout, fonts: FontLibrary()).render(
            content, photo: photo, size: size)
        #expect(card.warnings.isEmpty, "\(card.warnings)")
        // What lies behind them: the design without its text blocks and rules.
        let layers = layout.layers(for: size)
        let behind = layers.filter { layer in
            switch layer {
            case .text: false
            case .shape(_, _, _, let width, _): width == nil
            default: true
            }
        }
        let background = try LayeredCardRenderer(
            layout: CardLayout(name: "behind", layers: behind), fonts: FontLibrary()
        ).render(content, photo: photo, size: size)
        var measured: [(element: String, ink: Ink?, column: (x: Int, width: Int))] = []
        for layer in layers {
            switch layer {
            case .text(let text):
                let frame = TextBlockFrame(text, size: size)
                let region = (frame.x, frame.y, frame.width, frame.height)
                measured.append(
                    (text.field, ink(card.image, over: background.image, in: region), (frame.x, frame.width)))
            case .shape(let box, _, _, let width?, _):
                let region = box.safe(in: size, keepingEdges: true).pixels(in: size)
                #expect(width < box.width)
                measured.append(
                    ("rule", ink(card.image, over: background.image, in: region), (region.x, region.width)))
            default:
                continue
            }
        }
        #expect(measured.map(\.element) == ["text", "rule", "speaker"])
        return measured
    }

    @Test("a quote's direction: its first letter with one, else its language's")
    func quoteDirection() {
        #expect(Self.content(Self.arabic, language: "en").isRightToLeft)
        #expect(!Self.content("Shalom", language: "he").isRightToLeft)
        // Digits and punctuation alone have no direction of their own.
        #expect(Self.content("١٢٣ — ٤٥٦", language: "ar").isRightToLeft)
        #expect(!Self.content("1, 2, 3…", language: "en").isRightToLeft)
    }

    @Test("the speaker goes with the quote: an Arabic name under an English quote is set on the left")
    func speakerFollowsTheQuote() throws {
        var content = BuiltInDesignTests.content
        content.fields["speaker"] = "جلال الدين الرومي"
        let size = try PixelSize(width: 1200, height: 630)
        let speaker = try #require(try Self.measure("type-only", content: content, size: size).last)
        let ink = try #require(speaker.ink)
        #expect(ink.left - speaker.column.x <= 4, "the speaker starts \(ink.left - speaker.column.x) px in")
    }

    static let sizes = [("og", 1200, 630), ("square", 1080, 1080), ("portrait", 1080, 1350), ("story", 1080, 1920)]

    @Test(
        "an Arabic quote on split and type-only: the quote flush right, its rule and speaker on the right",
        arguments: ["split", "type-only"], sizes)
    func rightToLeft(name: String, size: (String, Int, Int)) throws {
        let pixels = try PixelSize(width: size.1, height: size.2)
        for (element, ink, column) in try Self.measure(
            name, content: Self.content(Self.arabic, language: "ar"), size: pixels)
        {
            let ink = try #require(ink, "\(element): no ink")
            let middle = Double(column.x) + Double(column.width) / 2
            let end = column.x + column.width - 1
            let slack = max(4, column.width / 40)
            #expect(end - ink.right <= slack, "\(element) ends \(end - ink.right) px short of the column's right edge")
            #expect(ink.mean > middle, "\(element)'s ink is centred on column \(ink.mean), left of \(middle)")
            if element == "rule" {
                #expect(Double(ink.left) > middle, "the rule reaches column \(ink.left), left of \(middle)")
            }
        }
    }

    @Test(
        "an English quote on split and type-only: the quote flush left, its rule and speaker on the left",
        arguments: ["split", "type-only"], sizes)
    func leftToRight(name: String, size: (String, Int, Int)) throws {
        let pixels = try PixelSize(width: size.1, height: size.2)
        for (element, ink, column) in try Self.measure(name, content: BuiltInDesignTests.content, size: pixels) {
            let ink = try #require(ink, "\(element): no ink")
            let middle = Double(column.x) + Double(column.width) / 2
            let slack = max(4, column.width / 40)
            #expect(ink.left - column.x <= slack, "\(element) starts \(ink.left - column.x) px in from the column")
            #expect(ink.mean < middle, "\(element)'s ink is centred on column \(ink.mean), right of \(middle)")
            if element == "rule" {
                #expect(Double(ink.right) < middle, "the rule reaches column \(ink.right), right of \(middle)")
            }
        }
    }

    @Test(
        "an Arabic quote on each design whose alignment follows the quote, at each size, legible",
        arguments: ["split", "type-only"], sizes)
    func goldens(name: String, size: (String, Int, Int)) throws {
        let layout = try #require(ProjectLoader.builtInDesign(name)?.layout)
        let pixels = try PixelSize(width: size.1, height: size.2)
        let card = try LayeredCardRenderer(layout: layout, fonts: FontLibrary()).render(
            Self.content(Self.arabic, language: "ar"), photo: BuiltInDesignTests.photo(pixels), size: pixels)
        #expect(card.warnings.isEmpty, "\(card.warnings)")
        #expect(card.shortfall == nil, "\(String(describing: card.shortfall))")
        let quarter = try card.image.coverCropped(to: PixelSize(width: size.1 / 4, height: size.2 / 4))
        try GoldenImage.expectMatch(quarter, golden: "\(name)-arabic-\(size.0)", in: "ProjectTests")
    }
}
