import Foundation
import Mustache
import Typesetting

/// The installed font a page shows its text in until the web font arrives, scaled to the web
/// font's room (`size-adjust`, `ascent-override`, `descent-override`, `line-gap-override`):
/// lines wrap where they will wrap, and nothing moves when the web font replaces it.
///
/// The fallback is Arial, or Liberation Sans or Arimo, which are made to its metrics and
/// advance widths; the figures below are Liberation Sans 2.1's as `FontLibrary.metrics(of:)`
/// reads them (a test reads them again when the font is installed).
enum FallbackFace {
    static let arial = FontMetrics(
        ascent: 1854.0 / 2048, descent: 434.0 / 2048, lineGap: 67.0 / 2048, averageWidth: 0.4442178132661673)
    static let arialBold = FontMetrics(
        ascent: 1854.0 / 2048, descent: 434.0 / 2048, lineGap: 67.0 / 2048, averageWidth: 0.4806678323618141)

    /// The `@font-face` values that make Arial (at `weight`) take the room of `webFont`.
    static func values(matching webFont: FontMetrics, weight: Int) -> MustacheValue {
        let reference = weight >= 600 ? arialBold : arial
        let scale = webFont.averageWidth / reference.averageWidth
        func percent(_ value: Double) -> MustacheValue {
            .string(String(format: "%.2f%%", value * 100))
        }
        return [
            "weight": .string(String(weight)),
            "bold": .bool(weight >= 600),
            "sizeAdjust": percent(scale),
            // The overrides apply to the adjusted size: divide them by it.
            "ascent": percent(webFont.ascent / scale),
            "descent": percent(webFont.descent / scale),
            "lineGap": percent(webFont.lineGap / scale),
        ]
    }
}
