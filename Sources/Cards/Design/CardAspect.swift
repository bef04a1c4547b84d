public import Imaging

/// The shape of a card, for designs that lay out wide and tall cards differently.
public enum CardAspect: String, Sendable, Hashable, CaseIterable {
    /// Wider than tall (og, 1200×630).
    case landscape
    /// About as wide as tall.
    case square
    /// Taller than wide (4:5).
    case portrait
    /// Tall (9:16 and the like), with the apps' buttons at its top and bottom.
    case story

    public init(_ size: PixelSize) {
        let ratio = Double(size.height) / Double(size.width)
        self =
            switch ratio {
            case ..<0.9: .landscape
            case ..<1.12: .square
            case ..<1.7: .portrait
            default: .story
            }
    }

    /// This aspect, then the shapes nearest it, that a design may have written layers for.
    var fallbacks: [CardAspect] {
        switch self {
        case .landscape: [.landscape]
        case .square: [.square]
        case .portrait: [.portrait]
        case .story: [.story, .portrait]
        }
    }
}
