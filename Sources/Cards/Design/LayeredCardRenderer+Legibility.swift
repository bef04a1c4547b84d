public import Imaging
import Typesetting

extension LayeredCardRenderer {
    /// How much more than the design's ratio a card is composed to reach, in turn, while a file
    /// of it as encoded falls short: lossy encoding blurs the letters into what is behind them.
    static let contrastMargins = [1.08, 1.2, 1.4, 1.8, 2.5]
    /// How many of those margins a card whose design may recover is composed with before its
    /// lossy files are encoded at higher qualities: a shade a hair darker costs fewer bytes than
    /// a sharper file, a much darker one more of the photo than it is worth.
    static let darkerBeforeSharper = 2
    /// The margin a card published in a lossy format is first composed at. At the smallest,
    /// 1.08, JPEG's and AVIF's ringing still took 89 of 140 cards below their ratio (100
    /// default-site quotes and 25 doors), each composed and encoded again at 1.2, where every
    /// one passed: starting there spent 0.8× the build's CPU, for files 1 % smaller.
    static let firstLossyMargin = 1.2

    /// The card for `content`, handed to `publish`, which encodes it in each format it needs
    /// and measures the files as a reader will see them (`RenderedCard.encoded`), saying which
    /// block, if any, falls short. While one does and its design lets it recover, the card is
    /// composed again with a margin; a block that cannot reach its ratio is an error naming the
    /// card and the field, and nothing of the card is published.
    ///
    /// A card published in a `lossy` format starts at `firstLossyMargin`: composed at exactly its
    /// ratio (a shade around the text is planned to it), its letters' halo sits on the line and
    /// nearly every lossy encoding's ringing takes it below, so the first composition was
    /// thrown away with all its files (measured on 20 sample quotes, default site: 440 AVIF
    /// and 213 JPEG encodes and 31.2 s of CPU became 222, 150 and 17.4 s).
    public func renderLegibly(
        _ content: CardContent, photos: [PhotoRequest: FrozenImage], size: PixelSize, lossy: Bool = false,
        publish: (RenderedCard) throws -> ContrastShortfall?
    ) throws -> RenderedCard {
        var margins = Self.contrastMargins[...]
        if lossy { margins = margins.drop { $0 < Self.firstLossyMargin } }
        let first = lossy ? margins.popFirst() ?? 1 : 1
        var card = try render(content, photos: photos, size: size, contrastMargin: first)
        while true {
            let darkened = Self.contrastMargins.count - margins.count
            card.mayComposeAgain = darkened < Self.darkerBeforeSharper && card.blocks.allSatisfy(\.recovery.isPossible)
            // Short as composed: no file of it can do better.
            guard let shortfall = try card.shortfall ?? publish(card) else { return card }
            let recovery =
                card.blocks.first { $0.field == shortfall.field }?.recovery ?? LegibilityRecovery()
            guard recovery.isPossible, let margin = margins.popFirst() else {
                throw CardError.illegible(
                    subject: content.subject, design: layout.name, shortfall: shortfall, recovery: recovery)
            }
            card = try render(content, photos: photos, size: size, contrastMargin: margin)
        }
    }

    /// What `draper check` does for a design legible by construction
    /// (`CardLayout.isLegibleByConstruction`) instead of drawing: every text block laid out
    /// (each character has a glyph, the text fits or is clamped), no pixel composed, so a
    /// dataset of 200,000 rows is checked in minutes, not hours.
    public func check(_ content: CardContent, size: PixelSize) throws(CardError) -> [CardWarning] {
        var warnings: [CardWarning] = []
        for layer in layout.layers(for: size) {
            guard case .text(let text) = layer, let lines = try lines(text, content: content, size: size) else {
                continue
            }
            let subject = "\(content.subject) (\(text.field))"
            if let clamping = lines.clamping {
                warnings.append(CardWarning(subject: subject, kind: .clamped(clamping)))
            }
            warnings += lines.layout.substitutions.map { CardWarning(subject: subject, kind: .substituted("\($0)")) }
        }
        return warnings
    }
}
