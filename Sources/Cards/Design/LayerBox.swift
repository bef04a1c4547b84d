public import Imaging

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
    public func safe(in size: PixelSize) -> LayerBox {
        guard Double(size.height) / Double(size.width) >= 1.7 else { return self }
        let inset = 0.14, band = 1 - 2 * inset
        return LayerBox(x: x, y: inset + y * band, width: width, height: height * band)
    }

    var fingerprint: String { "\(x),\(y),\(width),\(height)" }
}
