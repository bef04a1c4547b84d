import Foundation
public import Imaging
public import Typesetting

/// Draws a `CardLayout`, every card's design (Draper's classic card among them): its layers in
/// order, each text block set to fit its box, and each text block made legible against what
/// was drawn behind it as its design allows (`LegibilityRecovery`).
///
/// A renderer holds a typesetter (FreeType faces are not thread-safe), so it belongs to one
/// thread at a time: batch rendering keeps one per worker. Font chains are resolved once,
/// when it is made.
public final class LayeredCardRenderer {
    /// How cards are drawn, as a number in every card's input key: raise it with every change
    /// that changes their pixels, so the cards of existing output folders are drawn again
    /// (`CardRevisionTests` fails when the goldens change and it does not).
    public static let revision = 6

    public let layout: CardLayout
    let typesetter: Typesetter
    /// The font chain of each text layer and byline, by its fonts.
    let chains: [[String]: FontChain]

    public init(layout: CardLayout, fonts library: FontLibrary) throws(CardError) {
        self.layout = layout
        var chains: [[String]: FontChain] = [:]
        do {
            typesetter = try Typesetter()
            for layer in layout.allLayers {
                guard case .text(let text) = layer else { continue }
                for fonts in text.fontChains where chains[fonts] == nil {
                    chains[fonts] = try library.chain(fonts)
                }
            }
        } catch {
            throw .text(error)
        }
        self.chains = chains
    }

    /// Whether the design draws the quote's photo (else a card needs none of its own).
    public var usesPhoto: Bool {
        layout.allLayers.contains {
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
    ///
    /// A text block below the design's ratio that may recover does (the shade raised, a scrim,
    /// another colour); one that cannot is drawn as it is and named by the card's `shortfall`,
    /// which whoever publishes the card turns into an error (`renderLegibly`).
    ///
    /// - Parameter contrastMargin: how much more than the design's ratio to aim for (a card
    ///   whose encoded file fell short is composed again with a margin).
    public func render(
        _ content: CardContent, photos: [PhotoRequest: FrozenImage], size: PixelSize, contrastMargin: Double = 1
    ) throws(CardError) -> RenderedCard {
        let designed = layout.layers(for: size)
        let layers = Self.placed(designed, rightToLeft: content.isRightToLeft)
        let firstText = layers.firstIndex { if case .text = $0 { true } else { false } } ?? layers.count
        // Where the letters go depends on no pixel: every block is laid out first, so the shade
        // can be raised for all of them before anything is drawn over it.
        var settings: [Int: TextBlockSetting] = [:]
        for index in firstText..<layers.count {
            guard case .text(let text) = layers[index] else { continue }
            settings[index] = try setting(text, content: content, size: size)
        }
        let aim = layout.minimumContrast * contrastMargin
        let shade = CardLayout.shade(in: layers)
        let raising = settings.keys.sorted().filter { settings[$0]?.layer.recovery.raise == true }
        let mirrored = content.isRightToLeft && designed[..<firstText].contains(where: Self.followsDirection)
        let base = try base(
            Array(layers[..<firstText]), mirrored: mirrored, shade: raising.isEmpty ? nil : shade?.index,
            photos: photos, size: size)
        var warnings: [CardWarning] = []
        var plans: [Int: ContrastGuard.Plan] = [:]
        var shadeOpacity = shade?.color.opacity
        let canvas: Image
        do {
            if let shade, let under = base.underShade {
                plans = self.plans(
                    raising.compactMap { index in settings[index].map { (index, $0) } }, under: under,
                    shade: shade.color, aroundText: shade.aroundText, aim: aim)
                let raised = plans.values.map(\.overlay).max() ?? shade.color.opacity
                // A shade around the text is as light as its blocks let it be; a plain one only rises.
                shadeOpacity = shade.aroundText ? raised : max(shade.color.opacity, raised)
                if raised > shade.color.opacity + 0.001,
                    let index = raising.first(where: { plans[$0]?.overlay == raised }),
                    let setting = settings[index]
                {
                    warnings.append(Self.raisedNote(setting, content: content, from: shade.color.opacity, to: raised))
                }
            }
            if let shade, shade.aroundText, !plans.isEmpty, let under = base.underShade, let opacity = shadeOpacity {
                canvas = try under.mutableCopy()
                let halos = plans.keys.sorted().compactMap { settings[$0] }.map {
                    (x: $0.haloX, y: $0.haloY, width: $0.halo.width, height: $0.halo.height)
                }
                TextShade(around: halos, size: size).draw(on: canvas, color: shade.color.color, opacity: opacity)
                for layer in layers[(shade.index + 1)..<firstText] { draw(layer, on: canvas, photos: photos) }
            } else if let shade, let under = base.underShade, let opacity = shadeOpacity, opacity != shade.color.opacity
            {
                canvas = try under.mutableCopy()
                canvas.shade(toward: shade.color.color, opacity: opacity)
                for layer in layers[(shade.index + 1)..<firstText] { draw(layer, on: canvas, photos: photos) }
            } else {
                canvas = try base.image.mutableCopy()
            }
        } catch {
            throw .image(error)
        }
        var blocks: [RenderedTextBlock] = []
        for index in firstText..<layers.count {
            guard case .text = layers[index] else {
                draw(layers[index], on: canvas, photos: photos)
                continue
            }
            guard let setting = settings[index] else { continue }
            // The plan made under the shade holds as composed when nothing lies between the shade
            // and this block and the shade is where that plan put it.
            let exact = index == firstText && shade?.index == firstText - 1 && plans[index]?.overlay == shadeOpacity
            let (block, recovered) = draw(
                setting, on: canvas, plan: exact ? plans[index] : nil, aim: aim, content: content)
            if let clamping = setting.clamping {
                warnings.append(CardWarning(subject: setting.subject(content), kind: .clamped(clamping)))
            }
            warnings += setting.layout.substitutions.map {
                CardWarning(subject: setting.subject(content), kind: .substituted("\($0)"))
            }
            if let recovered { warnings.append(recovered) }
            blocks.append(block)
        }
        return RenderedCard(image: canvas, warnings: warnings, blocks: blocks, shade: shadeOpacity)
    }

    /// Each block's plan for the card's shade, made on what lies under it: how far it must be
    /// raised, and with what scrim. A block whose colour does not read on the shade's, or that
    /// has no letters, has none (raising would not help it).
    ///
    /// A shade around the text (`aroundText`) starts from nothing: the least that gives the
    /// block its ratio, if that is no more than the design's opacity; past it, the block
    /// recovers from the design's opacity as under a plain shade (raised a little, or a scrim).
    private func plans(
        _ blocks: [(index: Int, setting: TextBlockSetting)], under: FrozenImage, shade: LayerColor, aroundText: Bool,
        aim: Double
    ) -> [Int: ContrastGuard.Plan] {
        var plans: [Int: ContrastGuard.Plan] = [:]
        for (index, setting) in blocks where setting.hasLetters {
            let luminance = setting.layer.color.color.relativeLuminance
            guard SRGB.contrastRatio(luminance, shade.color.relativeLuminance) >= aim else { continue }
            let guarding = ContrastGuard(minimumRatio: aim, textLuminance: luminance)
            func plan(from overlay: Double, scrimming: Bool) -> ContrastGuard.Plan {
                guarding.plan(
                    under, halo: setting.halo, x: setting.haloX, y: setting.haloY, overlay: overlay,
                    color: shade.color, raising: true, scrimming: scrimming, scrim: { setting.scrim })
            }
            if aroundText {
                let least = plan(from: 0, scrimming: false)
                if least.overlay <= shade.opacity {
                    plans[index] = least
                    continue
                }
            }
            plans[index] = plan(from: shade.opacity, scrimming: setting.layer.recovery.scrim)
        }
        return plans
    }

    /// What raising the shade is said as: a note of the block that asked for the most.
    private static func raisedNote(_ setting: TextBlockSetting, content: CardContent, from: Double, to: Double)
        -> CardWarning
    {
        let color = setting.layer.color
        let light = color.color.relativeLuminance > 0.18
        let text = color == .white ? "white" : color.hex
        return CardWarning(
            subject: setting.subject(content),
            kind: .recovered(
                "background too \(light ? "bright" : "dark") for \(text) text; overlay raised from \(percent(from)) to \(percent(to))"
            ))
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }

    // MARK: - What is behind the text

    /// A composed background kept for the next cards: the photos it was drawn with (held, so
    /// they are the same objects), its size, and what lies under its shade if that may be raised.
    struct Base {
        var photos: [FrozenImage]
        var size: PixelSize
        /// Whether a shape in it was placed at its start or end on a right-to-left card.
        var mirrored: Bool
        var image: FrozenImage
        var underShade: FrozenImage?
    }

    private var bases: [Base] = []
    /// A batch draws one photo's cards of one size in a row, so one base is all it uses again,
    /// two when quotes in both directions alternate (a mirrored base): each is two images, a
    /// few megabytes each. Four composed no base fewer (the sample site: 24; 240 default-site
    /// quotes: 21) and held 24 MB more at a cold build's peak.
    private static let keptBases = 2

    /// Everything behind the first text block, the same for every card over these photos at
    /// this size: composed once and copied (a batch's cards share a handful of photos).
    private func base(
        _ layers: [CardLayer], mirrored: Bool, shade: Int?, photos: [PhotoRequest: FrozenImage], size: PixelSize
    ) throws(CardError) -> Base {
        let used = layers.compactMap { layer -> FrozenImage? in
            guard case .photo(let photo) = layer else { return nil }
            return photos[photo.request(for: size)]
        }
        if let kept = bases.first(where: { base in
            base.size == size && base.mirrored == mirrored && base.photos.count == used.count
                && zip(base.photos, used).allSatisfy { $0 === $1 }
                && (base.underShade != nil) == (shade != nil)
        }) {
            return kept
        }
        var made: Base
        do {
            var canvas = try Image(size: size)
            var underShade: FrozenImage?
            for (index, layer) in layers.enumerated() {
                if index == shade {
                    let frozen = FrozenImage(canvas)
                    underShade = frozen
                    canvas = try frozen.mutableCopy()
                }
                draw(layer, on: canvas, photos: photos)
            }
            made = Base(
                photos: used, size: size, mirrored: mirrored, image: FrozenImage(canvas), underShade: underShade)
        } catch {
            throw .image(error)
        }
        bases.insert(made, at: 0)
        if bases.count > Self.keptBases { bases.removeLast() }
        return made
    }

    /// Draws one layer that is not a text block.
    func draw(_ layer: CardLayer, on canvas: Image, photos: [PhotoRequest: FrozenImage]) {
        let size = canvas.size
        let unit = Double(min(size.width, size.height))
        switch layer {
        case .photo(let photo):
            guard let image = photos[photo.request(for: size)] else { return }
            let box = photo.pixels(in: size)
            // A covering photo is the box's size; a contained one sits at the anchor.
            let x = box.x + Int((Double(box.width - image.size.width) * photo.anchor.x).rounded())
            let y = box.y + Int((Double(box.height - image.size.height) * photo.anchor.y).rounded())
            canvas.draw(image, atX: x, y: y)
        case .fill(let paint, let box):
            Self.fill(canvas, paint: paint, box: box.pixels(in: size))
        case .shape(let box, let color, let radius, let width, let alignment):
            let rect = box.narrowed(to: width, at: alignment).safe(in: size, keepingEdges: true).pixels(in: size)
            let mask = Self.roundedRectangle(
                width: rect.width, height: rect.height, radius: Int((radius * unit).rounded()))
            canvas.paint(mask, color: color.color, opacity: color.opacity, atX: rect.x, y: rect.y)
        case .image(let picture):
            place(picture, on: canvas, size: size)
        case .text:
            break
        }
    }

    /// `layers` as a card whose quote runs right to left (or not) draws them: a shape at its
    /// `start` or `end` placed on a side, as the quote it goes with (a rule above the speaker),
    /// and a picture anchored at the start mirrored.
    static func placed(_ layers: [CardLayer], rightToLeft: Bool) -> [CardLayer] {
        layers.map { layer in
            switch layer {
            case .shape(let box, let color, let radius, let width, let alignment):
                return .shape(
                    box: box, color: color, cornerRadius: radius, width: width,
                    alignment: alignment.resolved(rightToLeft: rightToLeft))
            case .image(var picture) where picture.anchorFromStart && rightToLeft:
                picture.anchor = UnitPoint(x: 1 - picture.anchor.x, y: picture.anchor.y)
                return .image(picture)
            default:
                return layer
            }
        }
    }

    /// Whether `layer` is placed by the quote's direction.
    static func followsDirection(_ layer: CardLayer) -> Bool {
        switch layer {
        case .shape(_, _, _, _?, let alignment): alignment == .start || alignment == .end
        case .image(let picture): picture.anchorFromStart
        default: false
        }
    }

    /// Pictures fitted to their boxes, by picture and card size: resampled once, not per card.
    var fittedPictures: [String: RGBABitmap] = [:]
}
