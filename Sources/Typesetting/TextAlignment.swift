/// Where the lines of a block sit between the left and right edges of the box.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left
    case center
    case right
    /// Right for a right-to-left paragraph (Hebrew, Arabic), left otherwise.
    case natural
}
