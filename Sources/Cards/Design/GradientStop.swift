/// One colour of a gradient at a position along it (0 at the start, 1 at the end).
public struct GradientStop: Sendable, Hashable {
    public var color: LayerColor
    public var position: Double

    public init(_ color: LayerColor, at position: Double) {
        self.color = color
        self.position = position
    }
}
