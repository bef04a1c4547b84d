public import Imaging
public import Typesetting

/// Composes cards: photo, dark layer, and the quote set in white.
///
/// A renderer holds a typesetter (FreeType faces are not thread-safe), so it belongs to
/// one thread at a time: batch rendering keeps one per worker. Font chains are resolved
/// once, when the renderer is made.
public final class CardRenderer {
    /// How cards are drawn, as a number: part of every card's input key, so a change in the
    /// drawing re-renders the cards of existing output folders. Raise it with every change
    /// that changes pixels; `CardRevisionTests` fails when the goldens change and it does not.
    public static let revision = 3

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
        let language = content.effectiveLanguage
        var missing = quoteFonts.checkCoverage(content.text, language: language, smartQuotes: design.smartQuotes)
        if let byline = content.byline {
            missing += speakerFonts.checkCoverage(byline, language: language, smartQuotes: design.smartQuotes)
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
            language: content.effectiveLanguage,
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
    ///
    /// - Parameter contrastMargin: how much more than the design's contrast to aim for (a
    ///   card whose encoded file fell short is composed again with a margin).
    public func render(_ content: CardContent, over background: FrozenImage, contrastMargin: Double = 1)
        throws(CardError) -> RenderedCard
    {
        let size = background.size
        let geometry = CardGeometry(size: size, design: design)
        let layout = try layout(content, size: size)
        let raster: RasterizedText
        do {
            raster = try typesetter.rasterizeWithColor(layout)
        } catch {
            throw .text(error)
        }
        let mask = raster.mask
        let textMask = AlphaMask(width: mask.width, height: mask.height, pixels: mask.pixels)
        let originX = geometry.box.x + mask.x, originY = geometry.box.y + mask.y
        let emoji = try Self.place(raster.colorGlyphs, box: geometry.box)
        // Where anything is drawn: the white text and the emoji.
        var ink = mask.width > 0 ? [(x: originX, y: originY, width: mask.width, height: mask.height)] : []
        ink += emoji.map { (x: $0.x, y: $0.y, width: $0.bitmap.width, height: $0.bitmap.height) }
        let inkLeft = ink.map(\.x).min() ?? originX, inkTop = ink.map(\.y).min() ?? originY
        let inkRight = ink.map { $0.x + $0.width }.max() ?? originX
        let inkBottom = ink.map { $0.y + $0.height }.max() ?? originY

        var warnings: [CardWarning] = []
        if let clamping = layout.clamping {
            warnings.append(CardWarning(subject: content.subject, kind: .clamped(clamping.description)))
        }
        warnings += layout.substitutions.map { CardWarning(subject: content.subject, kind: .substituted("\($0)")) }
        // Every pixel within the halo of the white letters must reach the ratio; a scrim,
        // if needed, spreads from the halo and fades out softly.
        let em = layout.quote.fontSize
        let haloRadius = max(1, Int((ContrastGuard.haloEm * em).rounded(.up)))
        let halo = textMask.dilated(radius: haloRadius)
        let haloX = originX - haloRadius, haloY = originY - haloRadius
        let fade = max(2, Int((em * 0.2).rounded()))
        var scrim: (mask: AlphaMask, x: Int, y: Int)?
        func makeScrim() -> (mask: AlphaMask, x: Int, y: Int) {
            if let scrim { return scrim }
            let made = (
                mask: textMask.dilated(radius: haloRadius + 3 * fade).blurred(radius: fade),
                x: originX - haloRadius - 4 * fade, y: originY - haloRadius - 4 * fade
            )
            scrim = made
            return made
        }
        let guardian = ContrastGuard(minimumRatio: design.minimumContrast * contrastMargin)
        let plan =
            mask.width > 0
            ? guardian.plan(background, halo: halo, x: haloX, y: haloY, overlay: design.overlay, scrim: makeScrim)
            : ContrastGuard.Plan(overlay: design.overlay, scrimOpacity: 0, worstRatio: 21)
        if plan.overlay > design.overlay + 0.001 {
            warnings.append(
                CardWarning(
                    subject: content.subject, kind: .overlayRaised(from: design.overlay, to: plan.overlay)))
        }

        let canvas: Image
        do {
            canvas = try background.mutableCopy()
        } catch {
            throw .image(error)
        }
        canvas.darken(opacity: plan.overlay)
        if plan.scrimOpacity > 0 {
            let scrim = makeScrim()
            canvas.paint(scrim.mask, color: .black, opacity: plan.scrimOpacity, atX: scrim.x, y: scrim.y)
        }
        if design.shadow, inkRight > inkLeft, inkBottom > inkTop {
            // One shadow under text and emoji alike.
            var shape = AlphaMask(width: inkRight - inkLeft, height: inkBottom - inkTop)
            shape.add(textMask, atX: originX - inkLeft, y: originY - inkTop)
            for placed in emoji { shape.add(placed.bitmap.alphaMask, atX: placed.x - inkLeft, y: placed.y - inkTop) }
            let radius = max(2, geometry.unit / 90)
            let shadow = shape.blurred(radius: radius)
            canvas.paint(shadow, color: .black, opacity: 0.55, atX: inkLeft - radius, y: inkTop - radius + radius / 2)
        }
        canvas.paint(textMask, color: .white, atX: originX, y: originY)
        for placed in emoji { canvas.composite(placed.bitmap, atX: placed.x, y: placed.y) }
        // What an encoded file is measured on: the halo without the letters themselves.
        var measured = halo
        measured.subtract(textMask, atX: haloRadius, y: haloRadius)
        return RenderedCard(
            image: canvas, overlay: plan.overlay, warnings: warnings, layout: layout, scrimOpacity: plan.scrimOpacity,
            worstContrast: plan.worstRatio, contrastHalo: (measured, haloX, haloY),
            requiredContrast: guardian.minimumRatio)
    }

    /// Renders `content` and hands the card to `encode`, which writes it in each format it
    /// needs and measures the files as a viewer will see them (`worstContrast(of:for:)`);
    /// while `encode` says one falls short of the design's ratio, the card is composed again
    /// with a little more contrast (lossy encoding blurs the letters into the photo).
    public func render(
        _ content: CardContent, over background: FrozenImage,
        encodingUntilLegible encode: (RenderedCard) throws -> Bool
    ) throws -> RenderedCard {
        var card = try render(content, over: background)
        for margin in [1.08, 1.2, 1.4] {
            if try encode(card) { return card }
            card = try render(content, over: background, contrastMargin: margin)
        }
        _ = try encode(card)
        return card
    }

    /// The lowest contrast of white text against any pixel of `card`'s halo in `image` (the
    /// card as encoded and decoded again).
    public static func worstContrast(of image: Image, for card: RenderedCard) -> Double {
        let halo = card.contrastHalo
        let luminance = image.worstLuminance(under: halo.mask, atX: halo.x, y: halo.y, text: 1)
        return SRGB.contrastRatio(1, luminance)
    }

    /// Colour glyphs scaled (by libgd) to their rectangles, in card pixels.
    private static func place(_ glyphs: [ColorGlyph], box: (x: Int, y: Int, width: Int, height: Int))
        throws(CardError) -> [(
            bitmap: RGBABitmap, x: Int, y: Int
        )]
    {
        var placed: [(bitmap: RGBABitmap, x: Int, y: Int)] = []
        for glyph in glyphs {
            let left = Int((Double(box.x) + glyph.x).rounded()), top = Int((Double(box.y) + glyph.y).rounded())
            let right = Int((Double(box.x) + glyph.x + glyph.width).rounded())
            let bottom = Int((Double(box.y) + glyph.y + glyph.height).rounded())
            guard right > left, bottom > top else { continue }
            let source = RGBABitmap(width: glyph.bitmap.width, height: glyph.bitmap.height, pixels: glyph.bitmap.pixels)
            do {
                placed.append((try source.resampled(width: right - left, height: bottom - top), left, top))
            } catch {
                throw .image(error)
            }
        }
        return placed
    }
}
