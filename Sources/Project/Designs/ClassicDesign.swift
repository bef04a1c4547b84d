import Foundation
import Typesetting

/// Draper's classic card as a design file: the photo under a dark shade, the quote in white
/// with the speaker below it as one block, fitted and balanced, a soft shadow under the
/// letters, and the shade raised (or a scrim laid behind the lines) until every pixel around
/// them reaches the contrast. The `cards` settings of `site.json` tune it, so the file
/// `draper designs --print classic` gives draws the very card a project draws by default.
enum ClassicDesign {
    static func source(tunedBy settings: CardSettings) -> String {
        let fonts = fontList([settings.font] + settings.fallbackFonts)
        let bylineFont = settings.speakerFont.map { " font: \(fontList([$0] + settings.fallbackFonts))," } ?? ""
        return """
            // Draper's classic card: the photo under a dark layer, the quote in white and the
            // speaker below it, set as one block that fits and balances. The dark layer is as
            // light as every pixel around the letters allows, and raised, or a soft scrim laid
            // behind the lines, only where the photo needs more; a soft shadow lifts them.
            {
              contrast: \(settings.minimumContrast),
              smartQuotes: \(settings.smartQuotes),
              layers: [
                { type: "photo" },
                // The shade, around the text: only as dark as the letters need, at most this
                // opacity unless the photo needs more (the text may raise it), fading towards
                // the edges.
                { type: "fill", color: "#000000", opacity: \(settings.overlay), around: "text" },
                {
                  type: "text", field: "text", box: [0, 0, 1, 1], margin: \(settings.margin),
                  font: \(fonts),
                  color: "#ffffff", size: [0.034, 0.12], readableSize: 12, lineHeight: \(settings.lineHeight),
                  align: "\(settings.alignment.rawValue)", valign: "center", hangingPunctuation: true,
                  shadow: \(settings.shadow ? 0.55 : 0),
                  // The speaker under the quote, fitted with it.
                  byline: { field: "byline",\(bylineFont) size: [0.02, 0.05], readableSize: 11, gap: 0.035 },
                  recover: { raise: true, scrim: true },
                },
              ],
            }
            """
    }

    /// Fonts as a JSON5 array of strings (a family name or a path, quoted and escaped), wrapped
    /// under the text block's keys when it is long.
    private static func fontList(_ names: [String]) -> String {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        let items = unique.map(quoted)
        let oneLine = "[" + items.joined(separator: ", ") + "]"
        guard oneLine.count > 60 else { return oneLine }
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty, line.count + item.count + 2 > 96 {
                lines.append(line)
                line = ""
            }
            line += item + ","
            if item != items.last { line += " " }
        }
        lines.append(line)
        return "[\n" + lines.map { "        " + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
            + "\n      ]"
    }

    private static func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
