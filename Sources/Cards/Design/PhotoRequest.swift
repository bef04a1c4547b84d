public import Imaging

/// A photo prepared for one photo layer at one card size: what a batch takes from its
/// `BackgroundCache` (decoded, fitted and filtered once, shared by every card that needs it)
/// and hands to `LayeredCardRenderer.render`.
public struct PhotoRequest: Sendable, Hashable {
    /// The layer's box in pixels: a covering photo is exactly this size, a contained one fits inside.
    public var size: PixelSize
    public var fit: PhotoFit
    public var filters: [PhotoFilter]
    /// The layer's focal point; nil for the quote's.
    public var focus: UnitPoint?
    /// The design's own photo; nil for the quote's.
    public var fixed: FixedPhoto?

    public init(
        size: PixelSize, fit: PhotoFit = .cover, filters: [PhotoFilter] = [], focus: UnitPoint? = nil,
        fixed: FixedPhoto? = nil
    ) {
        self.size = size
        self.fit = fit
        self.filters = filters
        self.focus = focus
        self.fixed = fixed
    }
}

extension BackgroundCache.Key {
    /// The cache entry for `request`, for a card whose own photo is at `path` with `focus` (nil:
    /// the photo's own, found in its pixels).
    public init(_ request: PhotoRequest, path: String, focus: UnitPoint?) {
        self.init(
            path: request.fixed?.path ?? path, size: request.size, focus: request.focus ?? focus,
            filters: request.filters, fit: request.fit)
    }
}
