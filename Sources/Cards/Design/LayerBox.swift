public import Imaging
import Typesetting

/// Where a layer sits, in fractions of the card (0…1 from the top-left corner), so one
/// design fits every size.
public struct LayerBox: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole card.
    public static let card = LayerBox(x: 0, y: 0, width: 1, height: 1)

    /// The box in pixels on a card of `size`, rounded to whole pixels, at least one wide.
    public func pixels(in size: PixelSize) -> (x: Int, y: Int, width: Int, height: Int) {
        let left = Int((x * Double(size.width)).rounded()), top = Int((y * Double(size.height)).rounded())
        let right = Int(((x + width) * Double(size.width)).rounded())
        let bottom = Int(((y + height) * Double(size.height)).rounded())
        return (left, top, max(1, right - left), max(1, bottom - top))
    }

    /// Stories keep their text, pictures and shapes out of the top and bottom 14 %, where the
    /// apps put their own buttons: on a tall card (9:16 and the like) the box is laid out in
    /// the band between.
    ///
    /// - Parameter keepingEdges: a box that touches the card's top or bottom edge (a panel, a
    ///   band) still reaches it; only text must stay out, whatever its box.
    public func safe(in size: PixelSize, keepingEdges: Bool = false) -> LayerBox {
        guard Double(size.height) / Double(size.width) >= 1.7 else { return self }
        let inset = 0.14, band = 1 - 2 * inset
        let top = keepingEdges && y <= 0 ? 0 : inset + y * band
        let bottom = keepingEdges && y + height >= 1 ? 1 : inset + (y + height) * band
        return LayerBox(x: x, y: top, width: width, height: bottom - top)
    }

    /// The part of the box `width` wide (a fraction of the card's) at `alignment` (`left`,
    /// `center` or `right`); the whole box for nil.
    func narrowed(to width: Double?, at alignment: TextAlignment) -> LayerBox {
        guard let width, width < self.width else { return self }
        var part = self
        part.width = width
        switch alignment {
        case .center: part.x = x + (self.width - width) / 2
        case .right, .end: part.x = x + self.width - width
        case .left, .natural, .start: break
        }
        return part
    }

    var fingerprint: String { "\(x),\(y),\(width),\(height)" }
}
