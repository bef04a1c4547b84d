public import Imaging

extension LayeredCardRenderer {
    /// One card outside a batch: `photo` (any size) is fitted and filtered here for each photo
    /// layer that shows the quote's photo, every call. A layer with its own photo, or any
    /// photo layer when `photo` is nil, is left out. Batches prepare photos once in their
    /// `BackgroundCache` and call `render(_:photos:size:)` instead.
    public func render(_ content: CardContent, photo: FrozenImage?, size: PixelSize, contrastMargin: Double = 1)
        throws(CardError) -> RenderedCard
    {
        var photos: [PhotoRequest: FrozenImage] = [:]
        if let photo {
            for request in photoRequests(for: size) where request.fixed == nil {
                do {
                    let source = try photo.mutableCopy()
                    var focus = UnitPoint.center
                    if let given = request.focus {
                        focus = given
                    } else if request.fit == .cover {
                        focus = try source.automaticFocus(for: request.size)
                    }
                    var fitted =
                        switch request.fit {
                        case .cover: try source.coverCropped(to: request.size, focus: focus)
                        case .contain: try source.containScaled(within: request.size)
                        }
                    for filter in request.filters { fitted = try filter.apply(to: fitted) }
                    photos[request] = FrozenImage(fitted)
                } catch {
                    throw .image(error)
                }
            }
        }
        return try render(content, photos: photos, size: size, contrastMargin: contrastMargin)
    }
}
