public import Imaging

/// A finished card image and what happened while making it.
public struct RenderedCard {
    public var image: Image
    public var warnings: [CardWarning]
    /// Every text block drawn, in layer order: where its lines went and how legible it is.
    public var blocks: [RenderedTextBlock]
    /// The card's shade as drawn (its opacity, raised for legibility or as designed); nil for
    /// a design without one.
    public var shade: Double?
    /// Whether the card may yet be composed again with a little more contrast
    /// (`renderLegibly`): while it may, a lossy file is encoded at its format's own quality
    /// only, since a shade a shade darker costs far fewer bytes than a higher quality.
    public var mayComposeAgain = false

    /// The first block below the design's ratio as composed, if any.
    public var shortfall: ContrastShortfall? {
        blocks.first { $0.worstContrast < $0.requiredContrast }.map {
            ContrastShortfall(field: $0.field, ratio: $0.worstContrast, required: $0.requiredContrast)
        }
    }

    /// The lowest contrast of each block's text against any pixel of its halo in `image` (the
    /// card as encoded and decoded again), in block order.
    public func contrasts(in image: Image) -> [Double] {
        blocks.map { block in
            guard block.contrastHalo.mask.width > 0 else { return block.worstContrast }
            let halo = block.contrastHalo
            let luminance = image.worstLuminance(
                under: halo.mask, atX: halo.x, y: halo.y, text: block.textLuminance)
            return SRGB.contrastRatio(block.textLuminance, luminance)
        }
    }

    /// The first block below the design's ratio in `image` (the card as encoded and decoded).
    public func shortfall(in image: Image, format: EncodingFormat) -> ContrastShortfall? {
        for (block, ratio) in zip(blocks, contrasts(in: image)) where ratio < block.requiredContrast {
            return ContrastShortfall(field: block.field, ratio: ratio, required: block.requiredContrast, format: format)
        }
        return nil
    }
}
