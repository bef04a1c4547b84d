public import Imaging

/// Keeps the text legible: every pixel of the photo near the letters — within a halo of
/// `haloEm` around each glyph — must reach the WCAG contrast ratio against the text colour,
/// after the layers the card lays over the photo.
///
/// Light text gets dark layers, dark text light ones. The card's overlay (the layer over the
/// whole photo) is raised when that takes little (at most `subtleRaise`); otherwise a scrim —
/// a soft local layer behind the lines only — does the rest, which keeps more of the photo
/// than darkening all of it. The plan is exact for the pixels as composed; lossy encoding
/// (JPEG, WebP, palette PNG) can move them, so the encoded file is measured again
/// (`CardRenderer.verify`) and a card that falls short is composed again with a margin.
public struct ContrastGuard: Sendable, Hashable {
    /// The ratio the text must reach against every pixel of its halo (WCAG AA body text: 4.5).
    public var minimumRatio: Double
    /// The text colour's relative luminance (1 for white).
    public var textLuminance: Double

    /// The halo around glyphs where the ratio is required, in em of the quote's size.
    public static let haloEm = 0.06
    /// How much the overlay may be raised before a scrim is used instead.
    public static let subtleRaise = 0.05

    public init(minimumRatio: Double = 4.5, textLuminance: Double = 1) {
        self.minimumRatio = minimumRatio
        self.textLuminance = textLuminance
    }

    /// What was laid over the photo, and the worst ratio left.
    public struct Plan: Sendable {
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

    /// The layers that give every pixel of the halo the ratio: the design's `overlay` if it
    /// is enough, else the overlay raised a little, else (`scrim` given) a local scrim.
    ///
    /// `scrim` is asked for only when a scrim is considered (it takes a blur to make).
    public func plan(
        _ background: FrozenImage, halo: AlphaMask, x: Int, y: Int, overlay: Double,
        scrim makeScrim: () -> (mask: AlphaMask, x: Int, y: Int)?
    ) -> Plan {
        func ratio(_ layers: ContrastLayers) -> Double {
            worstRatio(background, halo: halo, x: x, y: y, layers: layers)
        }
        let atDesign = ratio(ContrastLayers(overlay: overlay))
        if atDesign >= minimumRatio { return Plan(overlay: overlay, scrimOpacity: 0, worstRatio: atDesign) }
        let raised = Self.least(from: overlay) { ratio(ContrastLayers(overlay: $0)) >= minimumRatio }
        guard raised > overlay + Self.subtleRaise, let scrim = makeScrim() else {
            return Plan(overlay: raised, scrimOpacity: 0, worstRatio: ratio(ContrastLayers(overlay: raised)))
        }
        let base = overlay + Self.subtleRaise
        let opacity = Self.least(from: 0) {
            ratio(ContrastLayers(overlay: base, scrim: scrim, scrimOpacity: $0)) >= minimumRatio
        }
        // The scrim covers part of the card; raising the layer, all of it. Keep more of the photo.
        let cardArea = Double(background.size.pixelCount)
        let scrimArea = Double(scrim.mask.pixels.reduce(0) { $0 + Int($1) }) / 255
        if scrimArea * opacity >= cardArea * (raised - overlay) {
            return Plan(overlay: raised, scrimOpacity: 0, worstRatio: ratio(ContrastLayers(overlay: raised)))
        }
        let layers = ContrastLayers(overlay: base, scrim: scrim, scrimOpacity: opacity)
        return Plan(overlay: base, scrimOpacity: opacity, worstRatio: ratio(layers))
    }

    /// The least value in `start…1` (rounded up to whole percent, so the figure reported is
    /// the figure used) for which `meets` holds; `meets` must hold from some value on, as
    /// darker layers only darken.
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
