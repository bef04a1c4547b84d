import Imaging

/// How a text block may reach its design's contrast on a card whose photo (or anything else
/// behind it) is too close to its colour: every pixel within `ContrastGuard.haloEm` of a letter
/// is measured, as composed and again in each lossy file as encoded. A block that may do none
/// of these, or cannot reach the ratio by them, makes the card an error naming its field.
public struct LegibilityRecovery: Sendable, Hashable {
    /// Raise the card's shade (the last fill over the whole card before the first text block)
    /// towards opaque, as far as this block needs: classic's dark layer.
    public var raise: Bool
    /// Lay a soft local layer behind the lines (dark under light text, light under dark text),
    /// which keeps more of the photo than raising the shade over all of it.
    public var scrim: Bool
    /// A colour to set the text in instead, when its own cannot reach the ratio.
    public var color: LayerColor?

    public init(raise: Bool = false, scrim: Bool = false, color: LayerColor? = nil) {
        self.raise = raise
        self.scrim = scrim
        self.color = color
    }

    /// Whether the block may do anything at all to reach the ratio.
    public var isPossible: Bool { raise || scrim || color != nil }

    /// What the block may do, for messages: "raise, scrim".
    public var description: String {
        let ways = (raise ? ["raise"] : []) + (scrim ? ["scrim"] : []) + (color.map { ["color \($0.hex)"] } ?? [])
        return ways.isEmpty ? "none" : ways.joined(separator: ", ")
    }

    var fingerprint: String { description }
}
