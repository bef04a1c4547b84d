/// How a photo fills its box.
public enum PhotoFit: String, Sendable, Hashable, CaseIterable {
    /// Scaled to cover the whole box, cropped around the focal point.
    case cover
    /// Scaled to fit inside the box, all of it shown, placed at the layer's anchor.
    case contain
}
