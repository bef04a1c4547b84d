import Cards
import Foundation
import Imaging
import Typesetting

/// What `draper card --explain` prints: how the card was set, as JSON, so a person can see
/// why it looks as it does and a test can check the layout without reading pixels. Every text
/// block is in `blocks`; the quote's block (the first showing `text`, else the first) is also
/// at the top level.
struct CardExplanation {
    let card: RenderedCard
    /// The file as written: each block's contrast is measured on it.
    let file: EncodedCard
    let content: CardContent
    let size: PixelSize
    let design: CardLayout

    var json: String {
        let blocks = card.blocks.enumerated().map { index, block in
            describe(block, contrast: index < file.contrasts.count ? file.contrasts[index] : block.worstContrast)
        }
        let main = card.blocks.firstIndex { $0.field == "text" } ?? 0
        var object = main < blocks.count ? blocks[main] : [:]
        object["field"] = nil
        object["color"] = nil
        object["design"] = design.name
        object["size"] = ["width": size.width, "height": size.height]
        object["overlay"] = Self.rounded(card.shade ?? 0)
        object["warnings"] = card.warnings.map(\.description)
        object["language"] = content.effectiveLanguage ?? NSNull()
        object["blocks"] = blocks
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// One block: its lines and size, which font set which text, its colour, scrim and contrast.
    private func describe(_ block: RenderedTextBlock, contrast: Double) -> [String: Any] {
        let layout = block.layout
        var fonts: [[String: Any]] = []
        for (index, font) in layout.fonts.enumerated() {
            let texts = layout.lines.flatMap(\.fontRuns).filter { $0.font == index }.map(\.text)
            guard !texts.isEmpty else { continue }
            fonts.append(["name": font.description, "file": font.file.path, "color": font.isColor, "text": texts])
        }
        var object: [String: Any] = [
            "field": block.field,
            "lines": layout.quote.lines.map(\.text),
            "fontSize": Self.rounded(layout.quote.fontSize),
            "fonts": fonts,
            "color": block.color.hex,
            "scrim": Self.rounded(block.scrimOpacity),
            "contrast": Self.rounded(contrast),
            "minimumContrast": block.requiredContrast,
            "clamped": layout.isClamped,
        ]
        // Where its lines sit as drawn (left, center, right: a design's `start` and `end` turned
        // to a side), by the direction of its first line.
        let rightToLeft = layout.quote.lines.first?.isRightToLeft ?? false
        object["align"] = block.alignment.resolved(rightToLeft: rightToLeft).rawValue
        object["direction"] = rightToLeft ? "rtl" : "ltr"
        if let speaker = layout.speaker {
            object["speakerLines"] = speaker.lines.map(\.text)
            object["speakerFontSize"] = Self.rounded(speaker.fontSize)
        }
        return object
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
