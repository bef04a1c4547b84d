public import Imaging

/// Keeps white text legible: raises a card's dark layer until the background under the
/// text meets a WCAG contrast ratio against white.
///
/// The brightest few percent of pixels are allowed to stay brighter (a highlight on a
/// chrome bumper should not black out the whole card); the rest must reach the ratio.
public struct ContrastGuard: Sendable, Hashable {
    /// The contrast ratio white text must have against the background (WCAG AA body text: 4.5).
    public var minimumRatio: Double
    /// Which share of the pixels under the text must meet the ratio.
    public var coverage: Double

    public init(minimumRatio: Double = 4.5, coverage: Double = 0.95) {
        self.minimumRatio = minimumRatio
        self.coverage = coverage
    }

    /// The least overlay opacity, at or above `overlay`, that meets the ratio under the
    /// rectangle; 1 when even black would not (it always does: black gives 21:1).
    public func requiredOverlay(
        for background: FrozenImage, under rect: (x: Int, y: Int, width: Int, height: Int), starting overlay: Double
    ) -> Double {
        // Sample about 40,000 pixels whatever the card size.
        let area = max(1, rect.width * rect.height)
        let step = max(1, Int((Double(area) / 40_000).squareRoot()))
        func meets(_ opacity: Double) -> Bool {
            let sample = background.luminances(
                inX: rect.x, y: rect.y, width: rect.width, height: rect.height, afterDarkening: opacity, step: step)
            return SRGB.contrastRatio(1, sample.percentile(coverage)) >= minimumRatio
        }
        if meets(overlay) { return overlay }
        var low = overlay, high = 1.0
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if meets(middle) { high = middle } else { low = middle }
        }
        // Round up to whole percent so the figure reported is the figure used.
        return min(1, (high * 100).rounded(.up) / 100)
    }
}
