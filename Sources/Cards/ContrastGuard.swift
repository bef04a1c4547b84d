public import Imaging

/// Keeps text legible: every pixel near the letters — within a halo of `haloEm` around each
/// glyph — must reach the WCAG contrast ratio against the text colour, after the layers laid
/// between what is behind the text and the text.
///
/// Light text gets dark layers, dark text light ones. The card's shade (a layer over the whole
/// card) is raised when that takes little (at most `subtleRaise`); otherwise a scrim — a soft
/// local layer behind the lines only — does the rest, which keeps more of the photo than
/// darkening all of it. The plan is exact for the pixels as composed; lossy encoding (JPEG,
/// WebP, AVIF, palette PNG) can move them, so each encoded file is measured again
/// (`RenderedCard.shortfall(in:)`) and a card that falls short is composed again with a margin.
public struct ContrastGuard: Sendable, Hashable {
    /// The ratio the text must reach against every pixel of its halo (WCAG AA body text: 4.5).
    public var minimumRatio: Double
    /// The text colour's relative luminance (1 for white).
    public var textLuminance: Double

    /// The halo around glyphs where the ratio is required, in em of the text's size.
    public static let haloEm = 0.06
    /// How much the shade may be raised before a scrim is used instead.
    public static let subtleRaise = 0.05

    public init(minimumRatio: Double = 4.5, textLuminance: Double = 1) {
        self.minimumRatio = minimumRatio
        self.textLuminance = textLuminance
    }

    /// What was laid behind the text, and the worst ratio left.
    public struct Plan: Sendable {
        /// The shade's opacity.
        public var overlay: Double
        public var scrimOpacity: Double
        /// The lowest ratio of any pixel in the halo against the text, after the layers.
        public var worstRatio: Double
    }

    /// The ratio of the worst pixel of `halo` (in card coordinates at `x`, `y`) after `layers`.
    public func worstRatio(
        _ background: FrozenImage, halo: AlphaMask, x: Int, y: Int, layers: ContrastLayers
    ) -> Double {
        let luminance = background.worstLuminance(under: halo, atX: x, y: y, text: textLuminance, after: layers)
        return SRGB.contrastRatio(textLuminance, luminance)
    }

    /// The layers that give every pixel of the halo the ratio: the shade at `overlay` if it is
    /// enough; else (`raising`) the shade raised a little, else (`scrimming`) a local scrim.
    /// `background` is what lies under the shade; without raising, the shade is already in it
    /// and `overlay` is 0.
    ///
    /// `scrim` is asked for only when a scrim is considered (it takes a blur to make).
    public func plan(
        _ background: FrozenImage, halo: AlphaMask, x: Int, y: Int, overlay: Double, color: RGBColor? = nil,
        raising: Bool = true, scrimming: Bool, scrim makeScrim: () -> (mask: AlphaMask, x: Int, y: Int)
    ) -> Plan {
        // A search measures the halo a dozen times: without a scrim, only its candidate pixels
        // (found on the first such measure), which gives the same answer.
        var candidates: HaloCandidates?
        return plan(
            area: background.size.pixelCount, overlay: overlay, raising: raising, scrimming: scrimming,
            scrim: makeScrim
        ) { layers in
            var layers = layers
            layers.color = color
            guard layers.scrimOpacity == 0 else {
                return SRGB.contrastRatio(
                    textLuminance,
                    background.worstLuminance(under: halo, atX: x, y: y, text: textLuminance, after: layers))
            }
            let front = candidates ?? background.haloCandidates(under: halo, atX: x, y: y, text: textLuminance)
            candidates = front
            return SRGB.contrastRatio(textLuminance, front.worstLuminance(after: layers))
        }
    }

    /// The layers laid on `canvas` (the card as drawn so far, shade included) that give every
    /// pixel of the halo the ratio: none if it has it, else (`scrimming`) a local scrim.
    public func plan(
        on canvas: Image, halo: AlphaMask, x: Int, y: Int, scrimming: Bool,
        scrim makeScrim: () -> (mask: AlphaMask, x: Int, y: Int)
    ) -> Plan {
        plan(area: canvas.size.pixelCount, overlay: 0, raising: false, scrimming: scrimming, scrim: makeScrim) {
            layers in
            SRGB.contrastRatio(
                textLuminance, canvas.worstLuminance(under: halo, atX: x, y: y, text: textLuminance, after: layers))
        }
    }

    private func plan(
        area: Int, overlay: Double, raising: Bool, scrimming: Bool,
        scrim makeScrim: () -> (mask: AlphaMask, x: Int, y: Int), ratio measure: (ContrastLayers) -> Double
    ) -> Plan {
        func ratio(_ overlay: Double, scrim: (mask: AlphaMask, x: Int, y: Int)? = nil, opacity: Double = 0) -> Double {
            measure(ContrastLayers(overlay: overlay, scrim: scrim, scrimOpacity: opacity))
        }
        let atDesign = ratio(overlay)
        if atDesign >= minimumRatio { return Plan(overlay: overlay, scrimOpacity: 0, worstRatio: atDesign) }
        var raised = overlay
        if raising {
            raised = Self.least(from: overlay) { ratio($0) >= minimumRatio }
            if raised <= overlay + Self.subtleRaise || !scrimming {
                return Plan(overlay: raised, scrimOpacity: 0, worstRatio: ratio(raised))
            }
        }
        guard scrimming else { return Plan(overlay: overlay, scrimOpacity: 0, worstRatio: atDesign) }
        let scrim = makeScrim()
        let base = raising ? overlay + Self.subtleRaise : overlay
        let opacity = Self.least(from: 0) { ratio(base, scrim: scrim, opacity: $0) >= minimumRatio }
        if raising {
            // The scrim covers part of the card; raising the shade, all of it. Keep more of the photo.
            let scrimArea = Double(scrim.mask.pixels.reduce(0) { $0 + Int($1) }) / 255
            if scrimArea * opacity >= Double(area) * (raised - overlay) {
                return Plan(overlay: raised, scrimOpacity: 0, worstRatio: ratio(raised))
            }
        }
        return Plan(overlay: base, scrimOpacity: opacity, worstRatio: ratio(base, scrim: scrim, opacity: opacity))
    }

    /// The least value in `start…1` (rounded up to whole percent, so the figure reported is
    /// the figure used) for which `meets` holds; `meets` must hold from some value on, as
    /// stronger layers only add contrast.
    static func least(from start: Double, _ meets: (Double) -> Bool) -> Double {
        if meets(start) { return start }
        var low = start, high = 1.0
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if meets(middle) { high = middle } else { low = middle }
        }
        var rounded = min(1, (high * 100).rounded(.up) / 100)
        // Rounding to whole percent must not step back below what meets the ratio.
        while rounded < 1, !meets(rounded) { rounded = min(1, rounded + 0.01) }
        return rounded
    }
}
