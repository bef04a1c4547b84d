/// A rectangle in pixels relative to the text box's top-left corner, y down.
public struct TextRect: Sendable, Hashable, CustomStringConvertible {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    /// The rectangle from (`minX`, `minY`) to (`maxX`, `maxY`).
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// `maxX - minX`.
    public var width: Double { maxX - minX }
    /// `maxY - minY`.
    public var height: Double { maxY - minY }

    /// The smallest rectangle holding both.
    public func union(_ other: TextRect) -> TextRect {
        TextRect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY)
        )
    }

    public var description: String {
        func text(_ value: Double) -> String { ((value * 100).rounded() / 100).description }
        return "(\(text(minX)), \(text(minY)))–(\(text(maxX)), \(text(maxY)))"
    }
}
