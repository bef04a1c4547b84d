import Imaging
import Typesetting

/// A text block laid out for one card, before any pixel is drawn: its lines, its letters as a
/// coverage mask in card coordinates, its colour glyphs, and the halo its contrast is measured on.
///
/// A class, so the scrim behind its lines is made once (it takes a blur) however many times
/// the plans and the drawing ask for it.
final class TextBlockSetting {
    let layer: TextLayer
    let frame: TextBlockFrame
    let layout: TextLayout
    /// The letters (not the colour glyphs), with their top-left corner at `x`, `y`.
    let mask: AlphaMask
    let x: Int
    let y: Int
    /// Colour glyphs scaled to their rectangles, in card pixels.
    let emoji: [(bitmap: RGBABitmap, x: Int, y: Int)]
    /// Why the text did not fit, if it did not.
    let clamping: String?
    /// The letters dilated by `haloRadius`: where the ratio is required, letters included.
    let halo: AlphaMask
    let haloRadius: Int

    init(
        layer: TextLayer, frame: TextBlockFrame, layout: TextLayout, mask: AlphaMask, x: Int, y: Int,
        emoji: [(bitmap: RGBABitmap, x: Int, y: Int)], clamping: String?, haloRadius: Int
    ) {
        self.layer = layer
        self.frame = frame
        self.layout = layout
        self.mask = mask
        self.x = x
        self.y = y
        self.emoji = emoji
        self.clamping = clamping
        self.haloRadius = haloRadius
        halo = mask.dilated(radius: haloRadius)
    }

    /// What warnings call the block: the card and the field ("quote 'q1' (text)").
    func subject(_ content: CardContent) -> String { "\(content.subject) (\(layer.field))" }

    var haloX: Int { x - haloRadius }
    var haloY: Int { y - haloRadius }

    /// Whether any letter is drawn (a block of emoji alone has nothing to measure).
    var hasLetters: Bool { mask.width > 0 && mask.height > 0 }

    /// A soft local layer behind the lines: spreads from the halo and fades out over a fifth of
    /// an em.
    lazy var scrim: (mask: AlphaMask, x: Int, y: Int) = {
        let fade = max(2, Int((layout.quote.fontSize * 0.2).rounded()))
        return (
            mask: mask.dilated(radius: haloRadius + 3 * fade).blurred(radius: fade),
            x: x - haloRadius - 4 * fade, y: y - haloRadius - 4 * fade
        )
    }()

    /// The halo without the letters themselves: what an encoded file is measured on.
    var measuredHalo: (mask: AlphaMask, x: Int, y: Int) {
        var measured = halo
        measured.subtract(mask, atX: haloRadius, y: haloRadius)
        return (measured, haloX, haloY)
    }
}
