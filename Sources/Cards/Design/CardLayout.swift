/// A card design as layers: a photo, fills, shapes, pictures and text blocks bound to the
/// card's fields, in boxes relative to the card so one layout serves every size.
public struct CardLayout: Sendable, Hashable {
    /// What the design is called (its file name), in messages.
    public var name: String
    public var layers: [CardLayer]
    /// Every text block must reach this WCAG contrast ratio against what is behind it.
    public var minimumContrast: Double
    public var smartQuotes: Bool

    public init(name: String, layers: [CardLayer], minimumContrast: Double = 4.5, smartQuotes: Bool = true) {
        self.name = name
        self.layers = layers
        self.minimumContrast = minimumContrast
        self.smartQuotes = smartQuotes
    }

    /// A stable text form of the whole design, for input keys.
    public var fingerprint: String {
        var parts = ["layout=\(name)", "contrast=\(minimumContrast)", "smart=\(smartQuotes)"]
        for layer in layers {
            switch layer {
            case .photo(let filters): parts.append("photo(\(filters.map(\.fingerprint).joined(separator: ",")))")
            case .fill(let paint, let box): parts.append("fill(\(paint.fingerprint);\(box.fingerprint))")
            case .shape(let box, let color, let radius):
                parts.append("shape(\(box.fingerprint);\(color.hex);\(radius))")
            case .image(let image):
                parts.append(
                    "image(\(image.name);\(image.contentHash);\(image.box.fingerprint);\(image.opacity);\(image.anchor))"
                )
            case .text(let text): parts.append("text(\(text.fingerprint))")
            }
        }
        return parts.joined(separator: "\n")
    }
}
