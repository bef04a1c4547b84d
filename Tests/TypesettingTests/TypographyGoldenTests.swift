import Imaging
import TestSupport
import Testing
import Typesetting

/// Typography round three as drawn: each case's text block set black on white in its box,
/// compared with `Goldens/<name>.png` by decoded pixels.
@Suite("Typography goldens")
struct TypographyGoldenTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var language: String?
        var width = 1000
        var height = 520
        var size: ClosedRange<Double> = 24...76
        var alignment: TextAlignment = .center
        var description: String { name }
    }

    static let cases: [Case] = [
        // A soft hyphen breaks with a hyphen drawn.
        Case(
            name: "soft-hyphens",
            text: "Die Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesell\u{AD}schaft fährt heute.",
            language: "de", width: 500, height: 700, size: 40...90),
        // Three compounds of a story card: hyphenated large, not shrunk whole.
        Case(
            name: "german-compounds",
            text:
                "Die Donaudampfschifffahrtsgesellschaftskapitäne, Rindfleischetikettierungsüberwachungsaufgaben und Grundstücksverkehrsgenehmigungszuständigkeiten.",
            language: "de", width: 950, height: 1300, size: 36...130),
        // The Noto Sans face made for each script, in bold; Urdu in Nastaliq.
        Case(name: "lao", text: "ຄວາມພະຍາຍາມຢູ່ໃສ ຄວາມສຳເລັດຢູ່ນັ້ນ", language: "lo"),
        Case(name: "georgian", text: "ცოდნა სინათლეა, უმეცრება — სიბნელე.", language: "ka"),
        Case(name: "armenian", text: "Կաթիլ-կաթիլ լիճ կդառնա։", language: "hy"),
        Case(name: "sinhala", text: "ඉවසීම ජයයි.", language: "si"),
        Case(name: "urdu", text: "محنت کامیابی کی کنجی ہے۔", language: "ur"),
        // Traditional Chinese recognised without a language: ， and 。 centred.
        Case(name: "traditional-chinese", text: "學而不思則罔，思而不學則殆。", language: nil),
        // Japanese prose between phrases, brackets trimmed at line edges.
        Case(
            name: "japanese-prose",
            text: "吾輩は猫である。名前はまだ無い。「どこで生れたか」とんと見当がつかぬ。彼女は何でも薄暗いじめじめした所で泣いていた事だけは記憶している。",
            language: "ja", width: 1100, height: 500, size: 30...76, alignment: .left),
        // An emoji newer than the emoji font: a stand-in, not a failed card.
        Case(name: "newer-emoji", text: "Monday again 🫩 and coffee ☕", language: "en"),
        // A URL keeps its scheme with its host.
        Case(
            name: "url", text: "Read https://example.org/a/very/long/path/that/cannot/fit/on/one/line/index.html",
            language: "en", width: 900, height: 600, size: 40...90),
        // A centred quote hangs its opening mark.
        Case(name: "centred-hanging", text: "\"Time and tide wait for no one.\"", language: "en", height: 300),
    ]

    @Test("each case as drawn", arguments: cases)
    func drawn(_ sample: Case) throws {
        let chain = try Fixtures.chain([
            "League Spartan Bold", "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold",
            "Noto Sans Hebrew Bold", "Noto Color Emoji", "Symbola",
        ])
        let request = LayoutRequest(
            identifier: sample.name, quote: sample.text, language: sample.language ?? ScriptLanguage.infer(sample.text),
            width: sample.width, height: sample.height,
            quoteStyle: TextStyle(
                fonts: chain, maxSize: sample.size.upperBound, minSize: sample.size.lowerBound, lineHeight: 1.15,
                alignment: sample.alignment),
            speakerStyle: TextStyle(fonts: chain, maxSize: 30, minSize: 20))
        let typesetter = try Typesetter()
        let layout = try typesetter.layout(request)
        let raster = try typesetter.rasterizeWithColor(layout)
        let image = try Image(size: PixelSize(width: sample.width, height: sample.height))
        image.paint(
            AlphaMask(
                width: sample.width, height: sample.height,
                pixels: [UInt8](repeating: 255, count: sample.width * sample.height)),
            color: .white, atX: 0, y: 0)
        let mask = raster.mask
        image.paint(
            AlphaMask(width: mask.width, height: mask.height, pixels: mask.pixels), color: .black, atX: mask.x,
            y: mask.y)
        for glyph in raster.colorGlyphs {
            let width = Int(glyph.width.rounded()), height = Int(glyph.height.rounded())
            guard width > 0, height > 0 else { continue }
            let bitmap = RGBABitmap(width: glyph.bitmap.width, height: glyph.bitmap.height, pixels: glyph.bitmap.pixels)
            image.composite(
                try bitmap.resampled(width: width, height: height), atX: Int(glyph.x.rounded()),
                y: Int(glyph.y.rounded()))
        }
        try GoldenImage.expectMatch(image, golden: sample.name, in: "TypesettingTests")
    }
}
