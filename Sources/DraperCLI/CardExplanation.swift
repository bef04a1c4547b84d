import Cards
import Foundation
import Imaging
import Typesetting

/// What `draper card --explain` prints: how the card was set, as JSON, so a person can see
/// why it looks as it does and a test can check the layout without reading pixels.
struct CardExplanation {
    let card: RenderedCard
    let content: CardContent
    let size: PixelSize
    /// The worst contrast ratio measured on the file as written.
    let contrast: Double
    let design: CardDesign

    var json: String {
        let layout = card.layout
        var fonts: [[String: Any]] = []
        for (index, font) in layout.fonts.enumerated() {
            let texts = layout.lines.flatMap(\.fontRuns).filter { $0.font == index }.map(\.text)
            guard !texts.isEmpty else { continue }
            fonts.append(["name": font.description, "file": font.file.path, "color": font.isColor, "text": texts])
        }
        var object: [String: Any] = [
            "size": ["width": size.width, "height": size.height],
            "lines": layout.quote.lines.map(\.text),
            "fontSize": Self.rounded(layout.quote.fontSize),
            "fonts": fonts,
            "overlay": Self.rounded(card.overlay),
            "scrim": Self.rounded(card.scrimOpacity),
            "contrast": Self.rounded(contrast),
            "minimumContrast": design.minimumContrast,
            "clamped": layout.isClamped,
            "warnings": card.warnings.map(\.description),
        ]
        object["language"] = content.effectiveLanguage ?? NSNull()
        if let speaker = layout.speaker {
            object["speakerLines"] = speaker.lines.map(\.text)
            object["speakerFontSize"] = Self.rounded(speaker.fontSize)
        }
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
