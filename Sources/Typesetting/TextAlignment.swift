/// Where the lines of a block sit between the left and right edges of the box.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left
    case center
    case right
    /// The side the text starts from: right for right-to-left text, left otherwise. In a
    /// typesetter's block the same as `natural`; a design resolves it for blocks that go with
    /// the quote (the speaker) from the quote's direction instead of their own.
    case start
    /// The side the text ends on: left for right-to-left text, right otherwise.
    case end
    /// Right for a right-to-left paragraph (Hebrew, Arabic), left otherwise.
    case natural

    /// The alignment as drawn, for text running right to left or not: `left`, `center` or `right`.
    public func resolved(rightToLeft: Bool) -> TextAlignment {
        switch self {
        case .left, .center, .right: self
        case .natural, .start: rightToLeft ? .right : .left
        case .end: rightToLeft ? .left : .right
        }
    }
}
