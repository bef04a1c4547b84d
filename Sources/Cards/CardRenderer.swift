public import Imaging
public import Typesetting

/// Composes cards: photo, dark layer, and the quote set in white.
///
/// A renderer holds a typesetter (FreeType faces are not thread-safe), so it belongs to
/// one thread at a time: batch rendering keeps one per worker. Font chains are resolved
/// once, when the renderer is made.
public final class CardRenderer {
    public let design: CardDesign
    private let typesetter: Typesetter
    private let quoteFonts: FontChain
    private let speakerFonts: FontChain

    public init(design: CardDesign, fonts library: FontLibrary) throws(CardError) {
        self.design = design
        do {
            typesetter = try Typesetter()
            quoteFonts = try library.chain(design.fonts)
            speakerFonts = design.speakerFonts.isEmpty ? quoteFonts : try library.chain(design.speakerFonts)
        } catch {
            throw .text(error)
        }
    }

    /// Characters of `content` that no font of the chain can draw (for `draper check`).
    public func missingCharacters(in content: CardContent) -> [Unicode.Scalar] {
        var missing = quoteFonts.checkCoverage(
            content.text, language: content.language, smartQuotes: design.smartQuotes)
        if let byline = content.byline {
            missing += speakerFonts.checkCoverage(byline, language: content.language, smartQuotes: design.smartQuotes)
        }
        return missing
    }

    /// Lays out `content` for a card of `size` without drawing it (fit checks, warnings).
    public func layout(_ content: CardContent, size: PixelSize) throws(CardError) -> TextLayout {
        guard !content.text.allSatisfy(\.isWhitespace) else { throw .emptyText(identifier: content.identifier) }
        let geometry = CardGeometry(size: size, design: design)
        let request = LayoutRequest(
            identifier: content.identifier,
            quote: content.text,
            speaker: content.byline.flatMap { $0.isEmpty ? nil : $0 },
            language: content.language,
            width: geometry.box.width,
            height: geometry.box.height,
            quoteStyle: TextStyle(
                fonts: quoteFonts, maxSize: geometry.quoteSizes.upperBound, minSize: geometry.quoteSizes.lowerBound,
                lineHeight: design.lineHeight, alignment: geometry.alignment),
            speakerStyle: TextStyle(
                fonts: speakerFonts, maxSize: geometry.speakerSizes.upperBound,
                minSize: geometry.speakerSizes.lowerBound, lineHeight: design.lineHeight,
                alignment: geometry.alignment),
            speakerGap: geometry.speakerGap,
            verticalAlignment: .center,
            smartQuotes: design.smartQuotes,
            hangingPunctuation: design.hangingPunctuation)
        do {
            return try typesetter.layout(request)
        } catch {
            throw .text(error)
        }
    }

    /// Renders `content` over `background`, which must already be cover-cropped to the card size.
    public func render(_ content: CardContent, over background: FrozenImage) throws(CardError) -> RenderedCard {
        let size = background.size
        let geometry = CardGeometry(size: size, design: design)
        let layout = try layout(content, size: size)
        let mask: CoverageMask
        do {
            mask = try typesetter.rasterize(layout)
        } catch {
            throw .text(error)
        }
        let textMask = AlphaMask(width: mask.width, height: mask.height, pixels: mask.pixels)
        let originX = geometry.box.x + mask.x, originY = geometry.box.y + mask.y

        var warnings: [CardWarning] = []
        if let clamping = layout.clamping {
            warnings.append(CardWarning(identifier: content.identifier, kind: .clamped(clamping.description)))
        }
        // Measure the photo where the text is, with a little room around the letters.
        let pad = geometry.unit / 50
        let measured = (x: originX - pad, y: originY - pad, width: mask.width + 2 * pad, height: mask.height + 2 * pad)
        let overlay = ContrastGuard(minimumRatio: design.minimumContrast)
            .requiredOverlay(for: background, under: measured, starting: design.overlay)
        if overlay > design.overlay + 0.001 {
            warnings.append(
                CardWarning(identifier: content.identifier, kind: .overlayRaised(from: design.overlay, to: overlay)))
        }

        let canvas: Image
        do {
            canvas = try background.mutableCopy()
        } catch {
            throw .image(error)
        }
        canvas.darken(opacity: overlay)
        if design.shadow {
            let radius = max(2, geometry.unit / 90)
            let shadow = textMask.blurred(radius: radius)
            canvas.paint(shadow, color: .black, opacity: 0.55, atX: originX - radius, y: originY - radius + radius / 2)
        }
        canvas.paint(textMask, color: .white, atX: originX, y: originY)
        return RenderedCard(image: canvas, overlay: overlay, warnings: warnings)
    }
}
