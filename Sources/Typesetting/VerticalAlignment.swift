/// Where the text (quote, gap and speaker together) sits between the top and bottom of the box.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top
    case center
    case bottom
}
