/// A point in an image given as fractions of its width and height (0…1 each);
/// (0.5, 0.5) is the centre. Used as the focal point of a cover crop.
public struct UnitPoint: Hashable, Sendable {
    public let x: Double
    public let y: Double

    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// Values outside 0…1 are clamped: the crop can never leave the image.
    public init(x: Double, y: Double) {
        self.x = min(max(x.isFinite ? x : 0.5, 0), 1)
        self.y = min(max(y.isFinite ? y : 0.5, 0), 1)
    }
}
