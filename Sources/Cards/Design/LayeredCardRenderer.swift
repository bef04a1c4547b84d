import Foundation
public import Imaging
public import Typesetting

/// Draws a `CardLayout`: its layers in order, each text block set to fit its box, and the
/// contrast of every text block measured against what was drawn behind it.
///
/// Like `CardRenderer` it holds a typesetter, so it belongs to one thread at a time; font
/// chains are resolved once, when it is made.
public final class LayeredCardRenderer {
    /// How layered cards are drawn, as a number for every such card's input key: raise it
    /// with every change that changes their pixels (the goldens under `Designs/` show them).
    public static let revision = 2

    public let layout: CardLayout
    private let typesetter: Typesetter
    /// The font chain of each text layer, by its fonts.
    private let chains: [[String]: FontChain]

    public init(layout: CardLayout, fonts library: FontLibrary) throws(CardError) {
        self.layout = layout
        var chains: [[String]: FontChain] = [:]
        do {
            typesetter = try Typesetter()
            for layer in layout.layers + layout.aspects.values.flatMap({ $0 }) {
                if case .text(let text) = layer, chains[text.fonts] == nil {
                    chains[text.fonts] = try library.chain(text.fonts)
                }
            }
        } catch {
            throw .text(error)
        }
        self.chains = chains
    }

    /// Whether the design draws the quote's photo (else a card needs none of its own).
    public var usesPhoto: Bool {
        (layout.layers + layout.aspects.values.flatMap { $0 }).contains {
            if case .photo(let photo) = $0 { photo.fixed == nil } else { false }
        }
    }

    /// The photos a card of `size` needs, in layer order, each once: a batch prepares them in
    /// its shared cache (decoded, fitted and filtered once per photo and size) for `render`.
    public func photoRequests(for size: PixelSize) -> [PhotoRequest] {
        var requests: [PhotoRequest] = []
        for layer in layout.layers(for: size) {
            guard case .photo(let photo) = layer else { continue }
            let request = photo.request(for: size)
            if !requests.contains(request) { requests.append(request) }
        }
        return requests
    }

    /// The photos a card of `size` needs, each made by `prepare`.
    public func photos<E: Error>(for size: PixelSize, _ prepare: (PhotoRequest) throws(E) -> FrozenImage)
        throws(E) -> [PhotoRequest: FrozenImage]
    {
        var photos: [PhotoRequest: FrozenImage] = [:]
        for request in photoRequests(for: size) { photos[request] = try prepare(request) }
        return photos
    }

    /// The card for `content` at `size`, with the photos its layers asked for
    /// (`photoRequests(for:)`); a photo layer whose photo is not given is left out.
    public func render(_ content: CardContent, photos: [PhotoRequest: FrozenImage], size: PixelSize)
        throws(CardError) -> (image: Image, warnings: [CardWarning])
    {
        let layers = layout.layers(for: size)
        // Everything behind the first text block is the same for every card over these photos
        // at this size: composed once and copied (a batch's cards share a handful of photos).
        let fixed = layers.firstIndex { if case .text = $0 { true } else { false } } ?? layers.count
        let background = try base(Array(layers[..<fixed]), photos: photos, size: size)
        let canvas: Image
        do {
            canvas = try background.mutableCopy()
        } catch {
            throw .image(error)
        }
        var warnings: [CardWarning] = []
        for layer in layers[fixed...] {
            if let warning = try draw(layer, on: canvas, content: content, photos: photos) {
                warnings.append(warning)
            }
        }
        return (canvas, warnings)
    }

    /// A composed background kept for the next cards: the photos it was drawn with (held, so
    /// they are the same objects) and its size.
    private struct Base {
        var photos: [FrozenImage]
        var size: PixelSize
        var image: FrozenImage
    }

    private var bases: [Base] = []
    /// Enough for the sizes of one photo's cards in a row; a few megabytes each.
    private static let keptBases = 4

    private func base(_ layers: [CardLayer], photos: [PhotoRequest: FrozenImage], size: PixelSize)
        throws(CardError) -> FrozenImage
    {
        let used = layers.compactMap { layer -> FrozenImage? in
            guard case .photo(let photo) = layer else { return nil }
            return photos[photo.request(for: size)]
        }
        if let kept = bases.first(where: { base in
            base.size == size && base.photos.count == used.count && zip(base.photos, used).allSatisfy { $0 === $1 }
        }) {
            return kept.image
        }
        let canvas: Image
        do {
            canvas = try Image(size: size)
        } catch {
            throw .image(error)
        }
        let blank = CardContent(identifier: "", text: "")
        for layer in layers {
            _ = try draw(layer, on: canvas, content: blank, photos: photos)
        }
        let image = FrozenImage(canvas)
        bases.insert(Base(photos: used, size: size, image: image), at: 0)
        if bases.count > Self.keptBases { bases.removeLast() }
        return image
    }

    /// Draws one layer; a text block's warning, if it has one.
    private func draw(
        _ layer: CardLayer, on canvas: Image, content: CardContent, photos: [PhotoRequest: FrozenImage]
    ) throws(CardError) -> CardWarning? {
        let size = canvas.size
        let unit = Double(min(size.width, size.height))
        switch layer {
        case .photo(let photo):
            guard let image = photos[photo.request(for: size)] else { return nil }
            let box = photo.pixels(in: size)
            // A covering photo is the box's size; a contained one sits at the anchor.
            let x = box.x + Int((Double(box.width - image.size.width) * photo.anchor.x).rounded())
            let y = box.y + Int((Double(box.height - image.size.height) * photo.anchor.y).rounded())
            canvas.draw(image, atX: x, y: y)
        case .fill(let paint, let box):
            Self.fill(canvas, paint: paint, box: box.pixels(in: size))
        case .shape(let box, let color, let radius):
            let rect = box.safe(in: size, keepingEdges: true).pixels(in: size)
            let mask = Self.roundedRectangle(
                width: rect.width, height: rect.height, radius: Int((radius * unit).rounded()))
            canvas.paint(mask, color: color.color, opacity: color.opacity, atX: rect.x, y: rect.y)
        case .image(let picture):
            place(picture, on: canvas, size: size)
        case .text(let text):
            guard let chain = chains[text.fonts], let value = content.field(text.field),
                !value.allSatisfy(\.isWhitespace)
            else { return nil }
            return try set(text, value: value, chain: chain, content: content, on: canvas, unit: unit)
        }
        return nil
    }

    /// Sets one text block; a warning if it was clamped or reads below the design's contrast.
    private func set(
        _ text: TextLayer, value: String, chain: FontChain, content: CardContent, on canvas: Image, unit: Double
    ) throws(CardError) -> CardWarning? {
        let box = text.box.safe(in: canvas.size).pixels(in: canvas.size)
        let language = content.effectiveLanguage
        let words = text.prefix + text.textCase.apply(value, language: language)
        let maximum = max(1, text.maximumSize * unit), minimum = min(maximum, max(1, text.minimumSize * unit))
        let style = TextStyle(
            fonts: chain, maxSize: maximum, minSize: minimum, lineHeight: text.lineHeight,
            letterSpacing: text.letterSpacing, alignment: text.alignment)
        let request = LayoutRequest(
            identifier: content.identifier, quote: words, speaker: nil, language: language, width: box.width,
            height: box.height, quoteStyle: style, speakerStyle: style, speakerGap: 0,
            verticalAlignment: text.verticalAlignment,
            smartQuotes: layout.smartQuotes, hangingPunctuation: false)
        let raster: RasterizedText
        var clamping: String?
        do {
            var laidOut = try typesetter.layout(request)
            if let most = text.maximumLines, laidOut.quote.lines.count > most {
                laidOut = try fitted(request, in: most, from: laidOut)
                if laidOut.quote.lines.count > most {
                    clamping =
                        "needs \(laidOut.quote.lines.count) lines at the smallest size, more than the design's \(most)"
                }
            }
            clamping = laidOut.clamping?.description ?? clamping
            raster = try typesetter.rasterizeWithColor(laidOut)
        } catch {
            throw .text(error)
        }
        let mask = AlphaMask(width: raster.mask.width, height: raster.mask.height, pixels: raster.mask.pixels)
        let originX = box.x + raster.mask.x, originY = box.y + raster.mask.y
        // Measured before the letters are drawn: what is behind them, around them.
        let textLuminance = text.color.color.relativeLuminance
        let haloRadius = max(1, Int((ContrastGuard.haloEm * maximum).rounded(.up)))
        let halo = mask.dilated(radius: haloRadius)
        let behind = canvas.worstLuminance(
            under: halo, atX: originX - haloRadius, y: originY - haloRadius, text: textLuminance)
        let ratio = SRGB.contrastRatio(textLuminance, behind)
        canvas.paint(mask, color: text.color.color, opacity: text.color.opacity, atX: originX, y: originY)
        for glyph in raster.colorGlyphs {
            let left = Int((Double(box.x) + glyph.x).rounded()), top = Int((Double(box.y) + glyph.y).rounded())
            let width = Int(glyph.width.rounded()), height = Int(glyph.height.rounded())
            guard width > 0, height > 0 else { continue }
            let source = RGBABitmap(width: glyph.bitmap.width, height: glyph.bitmap.height, pixels: glyph.bitmap.pixels)
            do {
                canvas.composite(try source.resampled(width: width, height: height), atX: left, y: top)
            } catch {
                throw .image(error)
            }
        }
        let subject = "\(content.subject) (\(text.field))"
        if let clamping { return CardWarning(subject: subject, kind: .clamped(clamping)) }
        if ratio < layout.minimumContrast, mask.width > 0 {
            return CardWarning(
                subject: subject,
                kind: .lowContrast(design: layout.name, ratio: ratio, required: layout.minimumContrast))
        }
        return nil
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

    private static func fill(_ canvas: Image, paint: LayerPaint, box: (x: Int, y: Int, width: Int, height: Int)) {
        switch paint {
        case .solid(let color):
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { _, _ in
                (color.color, color.opacity)
            }
        case .linearGradient(let angle, let stops):
            guard !stops.isEmpty else { return }
            let radians = angle * .pi / 180
            // Direction of travel: 0° runs top to bottom, 90° left to right.
            let dx = sin(radians), dy = cos(radians)
            let halfSpan = (abs(dx) * Double(box.width) + abs(dy) * Double(box.height)) / 2
            let centerX = Double(box.width) / 2, centerY = Double(box.height) / 2
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { x, y in
                let along = ((Double(x) + 0.5 - centerX) * dx + (Double(y) + 0.5 - centerY) * dy) / (2 * halfSpan) + 0.5
                return Self.color(at: along, stops: stops)
            }
        case .radialGradient(let center, let radius, let stops):
            guard !stops.isEmpty else { return }
            let centerX = center.x * Double(box.width), centerY = center.y * Double(box.height)
            let reach = max(1, radius * Double(min(box.width, box.height)))
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { x, y in
                let dx = Double(x) + 0.5 - centerX, dy = Double(y) + 0.5 - centerY
                return Self.color(at: (dx * dx + dy * dy).squareRoot() / reach, stops: stops)
            }
        case .vignette(let color, let clear):
            let centerX = Double(box.width) / 2, centerY = Double(box.height) / 2
            let corner = (centerX * centerX + centerY * centerY).squareRoot()
            canvas.blend(x: box.x, y: box.y, width: box.width, height: box.height) { x, y in
                let distance =
                    ((Double(x) - centerX) * (Double(x) - centerX)
                    + (Double(y) - centerY) * (Double(y) - centerY)).squareRoot() / corner
                let t = max(0, (distance - clear) / max(0.001, 1 - clear))
                // Smoothstep: no visible ring where the darkening starts.
                return (color.color, color.opacity * t * t * (3 - 2 * t))
            }
        }
    }

    /// The colour of a gradient at `position` (0…1), straight between its stops (sorted by
    /// position): the first stop at or past it is found by halving, so a pixel costs the same
    /// few steps however many stops there are.
    private static func color(at position: Double, stops: [GradientStop]) -> (color: RGBColor, opacity: Double) {
        var low = 0, high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if stops[middle].position < position { low = middle + 1 } else { high = middle }
        }
        let lower: GradientStop, upper: GradientStop
        if low == stops.count {
            // Past the last stop: its colour.
            lower = stops[stops.count - 1]
            upper = lower
        } else if stops[low].position == position || low == 0 {
            // On a stop (the first of several at one position), or before the first.
            lower = stops[low]
            upper = lower
        } else {
            lower = stops[low - 1]
            upper = stops[low]
        }
        let span = upper.position - lower.position
        let t = span > 0 ? min(max((position - lower.position) / span, 0), 1) : 0
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        let a = lower.color, b = upper.color
        return (
            RGBColor(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue)),
            a.opacity * (1 - t) + b.opacity * t
        )
    }

    /// A filled rectangle with antialiased rounded corners.
    static func roundedRectangle(width: Int, height: Int, radius: Int) -> AlphaMask {
        let radius = max(0, min(radius, min(width, height) / 2))
        var pixels = [UInt8](repeating: 255, count: width * height)
        guard radius > 0 else { return AlphaMask(width: width, height: height, pixels: pixels) }
        let r = Double(radius)
        for y in 0..<height {
            let cornerY =
                y < radius
                ? Double(radius - y) - 0.5 : (y >= height - radius ? Double(y - (height - radius)) + 0.5 : nil)
            guard let dy = cornerY else { continue }
            for x in 0..<width {
                let cornerX =
                    x < radius
                    ? Double(radius - x) - 0.5 : (x >= width - radius ? Double(x - (width - radius)) + 0.5 : nil)
                guard let dx = cornerX else { continue }
                // Coverage from the distance to the arc, one pixel of antialiasing.
                let coverage = min(max(r - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                pixels[y * width + x] = UInt8((coverage * 255).rounded())
            }
        }
        return AlphaMask(width: width, height: height, pixels: pixels)
    }

    /// Pictures fitted to their boxes, by picture and card size: resampled once, not per card.
    private var fittedPictures: [String: RGBABitmap] = [:]

    /// The picture scaled (by libgd) to fit its box, keeping its aspect ratio, at its anchor.
    private func place(_ picture: ImageLayer, on canvas: Image, size: PixelSize) {
        let box = picture.box.safe(in: size, keepingEdges: true).pixels(in: size)
        let bitmap = picture.bitmap
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let scale = min(Double(box.width) / Double(bitmap.width), Double(box.height) / Double(bitmap.height))
        let width = max(1, Int((Double(bitmap.width) * scale).rounded()))
        let height = max(1, Int((Double(bitmap.height) * scale).rounded()))
        let key = "\(picture.name)|\(picture.box.fingerprint)|\(picture.opacity)|\(size)"
        let fitted: RGBABitmap
        if let kept = fittedPictures[key] {
            fitted = kept
        } else {
            guard var resampled = try? bitmap.resampled(width: width, height: height) else { return }
            if picture.opacity < 1 {
                let keep = picture.opacity
                resampled = RGBABitmap(
                    width: resampled.width, height: resampled.height,
                    pixels: resampled.pixels.map { UInt8((Double($0) * keep).rounded()) })
            }
            fittedPictures[key] = resampled
            fitted = resampled
        }
        let x = box.x + Int((Double(box.width - width) * picture.anchor.x).rounded())
        let y = box.y + Int((Double(box.height - height) * picture.anchor.y).rounded())
        canvas.composite(fitted, atX: x, y: y)
    }
}
