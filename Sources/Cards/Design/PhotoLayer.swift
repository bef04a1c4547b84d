public import Imaging

/// A photo layer: the quote's photo (or a fixed one) in a box, through its filters.
public struct PhotoLayer: Sendable, Hashable {
    public var filters: [PhotoFilter]
    /// Where the photo goes; the whole card by default.
    public var box: LayerBox
    public var fit: PhotoFit
    /// Where a contained photo sits in its box, 0…1 on each axis.
    public var anchor: UnitPoint
    /// The crop's focal point; nil keeps the quote's own.
    public var focus: UnitPoint?
    /// A photo of the design's own, shown on every card; nil shows the quote's.
    public var fixed: FixedPhoto?

    public init(
        filters: [PhotoFilter] = [], box: LayerBox = .card, fit: PhotoFit = .cover, anchor: UnitPoint = .center,
        focus: UnitPoint? = nil, fixed: FixedPhoto? = nil
    ) {
        self.filters = filters
        self.box = box
        self.fit = fit
        self.anchor = anchor
        self.focus = focus
        self.fixed = fixed
    }

    /// The box on a card of `size`, in pixels; in a story's safe band unless it reaches an edge.
    public func pixels(in size: PixelSize) -> (x: Int, y: Int, width: Int, height: Int) {
        box.safe(in: size, keepingEdges: true).pixels(in: size)
    }

    /// What a card of `size` needs prepared for this layer.
    public func request(for size: PixelSize) -> PhotoRequest {
        let rect = pixels(in: size)
        // The box is inside the card, so its size is a valid one.
        let boxSize = (try? PixelSize(width: rect.width, height: rect.height)) ?? size
        return PhotoRequest(size: boxSize, fit: fit, filters: filters, focus: focus, fixed: fixed)
    }

    /// The filters, then only what differs from a full-card covering photo: a design without
    /// the newer keys keeps its cards' keys.
    var fingerprint: String {
        var parts = [filters.map(\.fingerprint).joined(separator: ",")]
        if box != .card { parts.append("box=\(box.fingerprint)") }
        if fit == .contain { parts.append("contain@\(anchor.x),\(anchor.y)") }
        if let focus { parts.append("focus=\(focus.x),\(focus.y)") }
        if let fixed { parts.append("src=\(fixed.name)#\(fixed.contentHash)") }
        return parts.joined(separator: ";")
    }
}
