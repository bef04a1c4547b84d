import Foundation

/// The widths at which the built-in stylesheet (`templates/assets/draper.css`) shows cards,
/// as `sizes` attributes: what lets a browser pick the file nearest the pixels it draws. They
/// follow the stylesheet's breakpoints; keep them in step with it.
enum CardSlots {
    /// The height a narrow screen keeps under a quote's card for the header above it and the
    /// share button below it (`--card-room` in the stylesheet), in rem.
    static let narrowChrome = 8

    /// A quote's card, and the quote of the day: the whole width of a screen under 900 px —
    /// or, on one wider than the card (a phone on its side), the width the card has at the
    /// height the screen leaves it — and three fifths of the content column beside the
    /// actions on a wider screen. (Media queries and `calc()` only: the HTML checker takes no
    /// `min()` in `sizes`.)
    static func quote(width: Int, height: Int) -> String {
        let ratio = formatted(Double(width) / Double(height))
        return "(max-width: 899px) and (min-aspect-ratio: \(width)/\(height)) "
            + "calc((100vh - \(narrowChrome)rem) * \(ratio)), (max-width: 899px) 100vw, (max-width: 1179px) 56vw, 665px"
    }

    /// A cell of `.card-grid`: one column under 480 px, two under 900, three under 1180, four
    /// of 265 px in the widest content column.
    static let grid =
        "(max-width: 479px) calc(100vw - 24px), (max-width: 899px) calc(50vw - 24px), "
        + "(max-width: 1179px) calc(33vw - 24px), 265px"

    /// How many cells of a grid can stand in the first screen of a wide window: they load with
    /// the page instead of waiting for its layout.
    static let gridFirstRow = 4

    /// A ratio with at most four decimals, as CSS reads it.
    private static func formatted(_ ratio: Double) -> String {
        var text = String(format: "%.4f", ratio)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
