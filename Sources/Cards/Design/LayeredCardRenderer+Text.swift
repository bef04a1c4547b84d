import Foundation
import Imaging
import Typesetting

extension LayeredCardRenderer {
    /// Lays out `text` for a card of `size` (its byline below it, when it has one) and
    /// rasterizes it: nil for a card without its field, an error for a card whose quote is blank.
    func setting(_ text: TextLayer, content: CardContent, size: PixelSize) throws(CardError) -> TextBlockSetting? {
        guard let (frame, laidOut, clamping) = try lines(text, content: content, size: size) else { return nil }
        let raster: RasterizedText
        do {
            raster = try typesetter.rasterizeWithColor(laidOut)
        } catch {
            throw .text(error, field: text.field)
        }
        let mask = AlphaMask(width: raster.mask.width, height: raster.mask.height, pixels: raster.mask.pixels)
        // Every pixel within the halo of the letters must reach the ratio.
        let haloRadius = max(1, Int((ContrastGuard.haloEm * laidOut.quote.fontSize).rounded(.up)))
        return TextBlockSetting(
            layer: text, frame: frame, layout: laidOut, mask: mask, x: frame.x + raster.mask.x,
            y: frame.y + raster.mask.y, emoji: try Self.place(raster.colorGlyphs, frame: frame), clamping: clamping,
            haloRadius: haloRadius)
    }

    /// The lines of `text` on a card of `size`, and why it did not fit if it did not: nil for a
    /// card without its field, an error for a card whose quote is blank.
    func lines(_ text: TextLayer, content: CardContent, size: PixelSize) throws(CardError) -> (
        frame: TextBlockFrame, layout: TextLayout, clamping: String?
    )? {
        guard let chain = chains[text.fonts], let value = content.field(text.field),
            !value.allSatisfy(\.isWhitespace)
        else {
            if text.field == "text" { throw .emptyText(identifier: content.identifier) }
            return nil
        }
        let frame = TextBlockFrame(text, size: size)
        let request = self.request(text, value: value, chain: chain, content: content, frame: frame)
        do {
            var fitted = try typesetter.layout(request)
            var clamping: String?
            if let most = text.maximumLines, fitted.quote.lines.count > most {
                fitted = try self.fitted(request, in: most, from: fitted)
                if fitted.quote.lines.count > most {
                    clamping =
                        "needs \(fitted.quote.lines.count) lines at the smallest size, more than the design's \(most)"
                }
            }
            return (frame, fitted, fitted.clamping?.description ?? clamping)
        } catch {
            throw .text(error, field: error.isInSpeaker ? text.byline?.field ?? text.field : text.field)
        }
    }

    /// What the typesetter is asked for: the block's text (its prefix, its case) and its byline.
    private func request(
        _ text: TextLayer, value: String, chain: FontChain, content: CardContent, frame: TextBlockFrame
    ) -> LayoutRequest {
        let language = content.effectiveLanguage
        let alignment = content.alignment(text.alignment, field: text.field, value: value)
        let style = TextStyle(
            fonts: chain, maxSize: frame.sizes.upperBound, minSize: frame.sizes.lowerBound,
            lineHeight: text.lineHeight, letterSpacing: text.letterSpacing, alignment: alignment)
        var byline: String?
        var bylineStyle = style
        if let below = text.byline, let words = content.field(below.field), !words.allSatisfy(\.isWhitespace) {
            byline = words
            bylineStyle = TextStyle(
                fonts: below.fonts.flatMap { chains[$0] } ?? chain, maxSize: frame.bylineSizes.upperBound,
                minSize: frame.bylineSizes.lowerBound, lineHeight: text.lineHeight, letterSpacing: text.letterSpacing,
                alignment: alignment)
        }
        return LayoutRequest(
            identifier: content.identifier, quote: text.prefix + text.textCase.apply(value, language: language),
            speaker: byline, language: language, width: frame.width, height: frame.height, quoteStyle: style,
            speakerStyle: bylineStyle, speakerGap: byline == nil ? 0 : frame.bylineGap,
            verticalAlignment: text.verticalAlignment, smartQuotes: layout.smartQuotes,
            hangingPunctuation: text.hangingPunctuation)
    }

    /// The largest setting of `request` in at most `lines` lines (by halving the size range
    /// between the smallest size and the one that took too many), or the smallest if none does.
    private func fitted(_ request: LayoutRequest, in lines: Int, from first: TextLayout) throws(TypesettingError)
        -> TextLayout
    {
        var low = request.quoteStyle.minSize, high = first.quote.fontSize
        var best: TextLayout?
        var attempt = request
        for _ in 0..<8 where high - low > 0.5 {
            let middle = (low + high) / 2
            attempt.quoteStyle.maxSize = middle
            let layout = try typesetter.layout(attempt)
            if layout.quote.lines.count <= lines {
                best = layout
                low = middle
            } else {
                high = middle
            }
        }
        if let best { return best }
        attempt.quoteStyle.maxSize = request.quoteStyle.minSize
        return try typesetter.layout(attempt)
    }

    /// Colour glyphs scaled (by libgd) to their rectangles, in card pixels: each edge rounded
    /// on its own, so neighbouring glyphs neither overlap nor leave a gap.
    private static func place(_ glyphs: [ColorGlyph], frame: TextBlockFrame) throws(CardError) -> [(
        bitmap: RGBABitmap, x: Int, y: Int
    )] {
        var placed: [(bitmap: RGBABitmap, x: Int, y: Int)] = []
        for glyph in glyphs {
            let left = Int((Double(frame.x) + glyph.x).rounded()), top = Int((Double(frame.y) + glyph.y).rounded())
            let right = Int((Double(frame.x) + glyph.x + glyph.width).rounded())
            let bottom = Int((Double(frame.y) + glyph.y + glyph.height).rounded())
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

    // MARK: - Drawing

    /// Draws a laid-out block on `canvas` (the card as drawn so far): legible first, as far as
    /// its design lets it recover, then its scrim, its shadow, its letters and its emoji.
    ///
    /// - Parameters:
    ///   - plan: the shade's plan for this block when it holds as composed (the scrim it chose).
    ///   - aim: the ratio to compose for: the design's, with any margin.
    /// - Returns: the block as drawn, and a warning of what it did to recover, if anything.
    func draw(
        _ setting: TextBlockSetting, on canvas: Image, plan: ContrastGuard.Plan?, aim: Double, content: CardContent
    )
        -> (RenderedTextBlock, recovered: CardWarning?)
    {
        let recovery = setting.layer.recovery
        var color = setting.layer.color
        var scrimOpacity = 0.0
        var worst = 21.0
        var recovered: String?
        if setting.hasLetters {
            func planned(for color: LayerColor) -> ContrastGuard.Plan {
                ContrastGuard(minimumRatio: aim, textLuminance: color.color.relativeLuminance).plan(
                    on: canvas, halo: setting.halo, x: setting.haloX, y: setting.haloY, scrimming: recovery.scrim,
                    scrim: { setting.scrim })
            }
            let measured = plan ?? planned(for: color)
            scrimOpacity = measured.scrimOpacity
            worst = measured.worstRatio
            if worst < aim, let other = recovery.color {
                // Another colour, with a scrim of its own if it may: kept if it reads better.
                let instead = planned(for: other)
                if instead.worstRatio > worst {
                    recovered = "set in \(other.hex) instead of \(color.hex), which reads below \(Self.ratio(aim)) here"
                    color = other
                    scrimOpacity = instead.scrimOpacity
                    worst = instead.worstRatio
                }
            }
            if scrimOpacity > 0, plan == nil, recovered == nil {
                recovered = "a scrim of \(Self.percent(scrimOpacity)) laid behind the lines to reach \(Self.ratio(aim))"
            }
        }
        if scrimOpacity > 0 {
            let scrim = setting.scrim
            let light = color.color.relativeLuminance > 0.18
            canvas.paint(scrim.mask, color: light ? .black : .white, opacity: scrimOpacity, atX: scrim.x, y: scrim.y)
        }
        if setting.layer.shadow > 0 { drawShadow(setting, on: canvas) }
        canvas.paint(setting.mask, color: color.color, opacity: color.opacity, atX: setting.x, y: setting.y)
        for placed in setting.emoji { canvas.composite(placed.bitmap, atX: placed.x, y: placed.y) }
        let field = setting.layer.field
        let block = RenderedTextBlock(
            field: field, layout: setting.layout,
            alignment: content.alignment(setting.layer.alignment, field: field, value: content.field(field) ?? ""),
            color: color, scrimOpacity: scrimOpacity,
            worstContrast: worst, requiredContrast: layout.minimumContrast, recovery: recovery,
            contrastHalo: setting.measuredHalo)
        return (block, recovered.map { CardWarning(subject: setting.subject(content), kind: .recovered($0)) })
    }

    /// One soft black shadow under the letters and the emoji alike, a little below them.
    private func drawShadow(_ setting: TextBlockSetting, on canvas: Image) {
        var ink =
            setting.hasLetters
            ? [(x: setting.x, y: setting.y, width: setting.mask.width, height: setting.mask.height)] : []
        ink += setting.emoji.map { (x: $0.x, y: $0.y, width: $0.bitmap.width, height: $0.bitmap.height) }
        guard let left = ink.map(\.x).min(), let top = ink.map(\.y).min(),
            let right = ink.map({ $0.x + $0.width }).max(), let bottom = ink.map({ $0.y + $0.height }).max(),
            right > left, bottom > top
        else { return }
        var shape = AlphaMask(width: right - left, height: bottom - top)
        if setting.hasLetters { shape.add(setting.mask, atX: setting.x - left, y: setting.y - top) }
        for placed in setting.emoji { shape.add(placed.bitmap.alphaMask, atX: placed.x - left, y: placed.y - top) }
        let radius = max(2, setting.frame.unit / 90)
        canvas.paint(
            shape.blurred(radius: radius), color: .black, opacity: setting.layer.shadow, atX: left - radius,
            y: top - radius + radius / 2)
    }

    static func ratio(_ value: Double) -> String { String(format: "%.1f:1", value) }
}
