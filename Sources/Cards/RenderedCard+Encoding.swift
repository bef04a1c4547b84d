public import Imaging

extension RenderedCard {
    /// `image` (the card, or a smaller copy of it) in `format`, by `encode`. A file that
    /// `measures` (a lossy one at full size) is decoded and measured as a reader will see it:
    /// while a block reads below its ratio, it is encoded again along `format.legibilityLadder`
    /// (higher qualities blur the letters less into what is behind them), once the card may
    /// not be composed again with more contrast (`mayComposeAgain`): measured on the sample
    /// cards, composing a little darker kept the AVIF files at half the size.
    public func encoded(
        _ image: Image, as format: EncodingFormat, measuring measures: Bool,
        by encode: (Image, EncodingFormat) throws -> [UInt8]
    ) throws -> EncodedCard {
        let composed = blocks.map(\.worstContrast)
        guard measures, format.isLossy else {
            return EncodedCard(bytes: try encode(image, format), format: format, contrasts: composed, shortfall: nil)
        }
        var last: EncodedCard?
        for step in mayComposeAgain ? [format] : format.legibilityLadder {
            let bytes = try encode(image, step)
            let decoded = try ImageDecoder().decode(encoded: bytes, as: step)
            let contrasts = self.contrasts(in: decoded)
            let shortfall = shortfall(in: decoded, format: step)
            last = EncodedCard(bytes: bytes, format: step, contrasts: contrasts, shortfall: shortfall)
            if shortfall == nil { break }
        }
        return try last
            ?? EncodedCard(bytes: try encode(image, format), format: format, contrasts: composed, shortfall: nil)
    }
}
