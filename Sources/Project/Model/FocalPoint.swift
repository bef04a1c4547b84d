/// The point of an image that a crop keeps in view, as fractions of its width and height.
///
/// `(0, 0)` is the top-left corner and `(1, 1)` the bottom-right; faces near the
/// top of a portrait photo might use `(0.5, 0.3)`.
public struct FocalPoint: Hashable, Sendable {
    /// From 0 (left edge) to 1 (right edge).
    public let x: Double
    /// From 0 (top edge) to 1 (bottom edge).
    public let y: Double

    /// The point, or nil if a coordinate is outside 0…1 or not a number.
    public init?(x: Double, y: Double) {
        guard (0...1).contains(x), (0...1).contains(y) else { return nil }
        self.x = x
        self.y = y
    }

    /// The middle of the image.
    public static let center = FocalPoint(uncheckedX: 0.5, y: 0.5)

    private init(uncheckedX x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
