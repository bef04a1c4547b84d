public import Imaging
import Typesetting

/// A card design as layers: a photo, fills, shapes, pictures and text blocks bound to the
/// card's fields, in boxes relative to the card so one layout serves every size.
public struct CardLayout: Sendable, Hashable {
    /// What the design is called (its file name), in messages.
    public let name: String
    public let layers: [CardLayer]
    /// Layers for cards of another shape, replacing `layers` there (a split layout turning from
    /// side by side to top and bottom on tall cards).
    public let aspects: [CardAspect: [CardLayer]]
    /// Every text block must reach this WCAG contrast ratio against what is behind it.
    public let minimumContrast: Double
    public let smartQuotes: Bool
    /// A stable text form of the whole design, for input keys (computed once: it hashes the
    /// pictures' pixels, and every planned card asks for it).
    public let fingerprint: String
    /// The fields its text blocks show, at any size: what of a quote's data a card's key holds.
    public let shownFields: Set<String>

    public init(
        name: String, layers: [CardLayer], aspects: [CardAspect: [CardLayer]] = [:], minimumContrast: Double = 4.5,
        smartQuotes: Bool = true
    ) {
        self.name = name
        self.layers = layers
        self.aspects = aspects
        self.minimumContrast = minimumContrast
        self.smartQuotes = smartQuotes
        var parts = ["layout=\(name)", "contrast=\(minimumContrast)", "smart=\(smartQuotes)"]
        parts += Self.fingerprint(of: layers)
        for aspect in CardAspect.allCases {
            guard let layers = aspects[aspect] else { continue }
            parts.append("aspect=\(aspect.rawValue)")
            parts += Self.fingerprint(of: layers)
        }
        fingerprint = parts.joined(separator: "\n")
        var shown: Set<String> = []
        for layer in layers + aspects.values.flatMap({ $0 }) {
            if case .text(let text) = layer { shown.insert(text.field) }
        }
        shownFields = shown
    }

    /// The layers a card of `size` is drawn with: its aspect's own, else the nearest shape's
    /// (a story falls back to portrait), else `layers`.
    public func layers(for size: PixelSize) -> [CardLayer] {
        for aspect in CardAspect(size).fallbacks {
            if let layers = aspects[aspect] { return layers }
        }
        return layers
    }

    /// Every font chain its text blocks set text in, at any size.
    public var fontChains: Set<[String]> {
        var chains: Set<[String]> = []
        for layer in allLayers {
            if case .text(let text) = layer { chains.formUnion(text.fontChains) }
        }
        return chains
    }

    /// Every layer of every shape.
    public var allLayers: [CardLayer] { layers + CardAspect.allCases.flatMap { aspects[$0] ?? [] } }

    /// The card's shade among `layers`: the last plain fill over the whole card before the
    /// first text block, which a block that may `raise` raises (classic's dark layer);
    /// `aroundText` when it is as light as the text allows (`LayerPaint.aroundText`).
    public static func shade(in layers: [CardLayer]) -> (index: Int, color: LayerColor, aroundText: Bool)? {
        let firstText = layers.firstIndex { if case .text = $0 { true } else { false } } ?? layers.count
        for index in stride(from: firstText - 1, through: 0, by: -1) {
            switch layers[index] {
            case .fill(.solid(let color), let box) where box == .card: return (index, color, false)
            case .fill(.aroundText(let color), let box) where box == .card: return (index, color, true)
            default: continue
            }
        }
        return nil
    }

    /// Whether every text block of a card of `size` reaches the design's ratio whatever the
    /// photo, because it may raise the shade right under it to a colour it reads on: checking
    /// such a card needs its lines, not its pixels (`LayeredCardRenderer.check`).
    public func isLegibleByConstruction(at size: PixelSize) -> Bool {
        let layers = layers(for: size)
        guard let shade = Self.shade(in: layers) else { return false }
        let after = layers[(shade.index + 1)...]
        let shadeLuminance = shade.color.color.relativeLuminance
        return !after.isEmpty
            && after.allSatisfy { layer in
                guard case .text(let text) = layer else { return false }
                return text.recovery.raise
                    && SRGB.contrastRatio(text.color.color.relativeLuminance, shadeLuminance) >= minimumContrast
            }
    }

    private static func fingerprint(of layers: [CardLayer]) -> [String] {
        var parts: [String] = []
        for layer in layers {
            switch layer {
            case .photo(let photo): parts.append("photo(\(photo.fingerprint))")
            case .fill(let paint, let box): parts.append("fill(\(paint.fingerprint);\(box.fingerprint))")
            case .shape(let box, let color, let radius, let width, let alignment):
                // A full-width shape keeps the fingerprint it had before shapes could be narrowed.
                let placement = width.map { ";\($0);\(alignment.rawValue)" } ?? ""
                parts.append("shape(\(box.fingerprint);\(color.hex);\(radius)\(placement))")
            case .image(let image):
                parts.append(
                    "image(\(image.name);\(image.contentHash);\(image.box.fingerprint);\(image.opacity);\(image.anchor)"
                        + (image.anchorFromStart ? ";from-start)" : ")"))
            case .text(let text): parts.append("text(\(text.fingerprint))")
            }
        }
        return parts
    }
}
