import Foundation
public import Imaging
import Synchronization

/// Backgrounds prepared once per build and card size — decoded, turned upright,
/// cover-cropped — and shared by every card that uses them, within a memory budget.
///
/// Hundreds of quotes usually share a handful of photos: decoding and resampling a
/// 2400×1600 JPEG costs far more than setting the text, so doing it once per photo and
/// size is the main saving of a batch. Least recently used entries leave first when the
/// budget is exceeded. When two threads ask for the same background at once, one
/// prepares it and the other waits for it.
///
/// A batch runs the cards of one photo and size back to back (`CardBatch.run`), so what is
/// used again is the background each core is on, and a design's own photo: 16 MB holds two
/// story backgrounds or five og ones. 32 MB decoded no photo fewer (the sample site: 31 JPEG
/// decodes; 240 default-site quotes: 28; 240 quotes in all four card sizes: 32) and its
/// backgrounds were 15–20 MB of a cold build's peak; 64 MB added 20–30 MB more. A batch whose
/// cards each need more makes room for them (`makeRoom(for:)`).
public final class BackgroundCache: Sendable {
    public struct Key: Hashable, Sendable {
        public var path: String
        public var size: PixelSize
        /// The point a cover crop keeps in view; nil for the photo's own (`Image.automaticFocus`).
        public var focus: UnitPoint?
        /// A design's photo filters, applied once when the background is prepared.
        public var filters: [PhotoFilter]
        /// Cropped to cover `size` (a card), or scaled to fit inside it (a design's photo box).
        public var fit: PhotoFit

        public init(
            path: String, size: PixelSize, focus: UnitPoint?, filters: [PhotoFilter] = [], fit: PhotoFit = .cover
        ) {
            self.path = path
            self.size = size
            self.focus = focus
            self.filters = filters
            self.fit = fit
        }
    }

    /// A photo smaller than a card it fills: cover-cropping enlarged it by `factor`.
    public struct Enlargement: Sendable, Equatable {
        public var factor: Double
        /// The photo's own size, upright.
        public var photo: PixelSize
        /// The size it was enlarged to fill.
        public var target: PixelSize
    }

    private enum Slot {
        case loading
        case ready(FrozenImage, lastUse: Int)
    }

    private struct State {
        var slots: [Key: Slot] = [:]
        /// What decoding a photo had to say, by path, until someone takes it.
        var notes: [String: [String]] = [:]
        var notesTaken: Set<String> = []
        /// The largest enlargement of each photo so far, by path.
        var enlargements: [String: Enlargement] = [:]
        var bytes = 0
        var budget: Int
        var clock = 0
        var prepared = 0
    }

    private let state: Mutex<State>
    private let loaded = NSCondition()
    private let decoder: ImageDecoder

    public init(budgetBytes: Int = 16 << 20, decoder: ImageDecoder = ImageDecoder()) {
        state = Mutex(State(budget: budgetBytes))
        self.decoder = decoder
    }

    /// How many bytes of backgrounds it keeps for later cards.
    public var budgetBytes: Int { state.withLock { $0.budget } }

    /// Raises the budget to `bytes` if it is lower: room for the backgrounds of the cards being
    /// drawn at once (a design's own backdrop beside the quote's photo, at story size), so no
    /// card pushes out what it or the card beside it is using and prepares it again.
    public func makeRoom(for bytes: Int) {
        state.withLock { $0.budget = max($0.budget, bytes) }
    }

    /// What a background of `size` holds: libgd stores a truecolor pixel in 4 bytes.
    public static func bytes(of size: PixelSize) -> Int { size.pixelCount * 4 }

    /// The background for `key`, prepared now or taken from the cache.
    public func background(for key: Key) throws(ImagingError) -> FrozenImage {
        while true {
            let found: FrozenImage?? = state.withLock { state in
                state.clock += 1
                switch state.slots[key] {
                case .ready(let image, _)?:
                    state.slots[key] = .ready(image, lastUse: state.clock)
                    return .some(image)
                case .loading?:
                    return .some(nil)
                case nil:
                    state.slots[key] = .loading
                    return nil
                }
            }
            switch found {
            case .some(.some(let image)):
                return image
            case .some(.none):
                // Another thread is preparing it: wait, then look again.
                loaded.lock()
                _ = loaded.wait(until: Date().addingTimeInterval(0.05))
                loaded.unlock()
            case .none:
                return try prepare(key)
            }
        }
    }

    private func prepare(_ key: Key) throws(ImagingError) -> FrozenImage {
        let result: Result<FrozenImage, ImagingError> = Result { () throws(ImagingError) -> FrozenImage in
            let (decoded, notes) = try decoder.decodeNoting(contentsOf: key.path, cover: key.size)
            if !notes.isEmpty { state.withLock { $0.notes[key.path] = notes } }
            let widthFactor = Double(key.size.width) / Double(decoded.width)
            let heightFactor = Double(key.size.height) / Double(decoded.height)
            let factor = key.fit == .cover ? max(widthFactor, heightFactor) : min(widthFactor, heightFactor)
            if factor > 1 {
                state.withLock { state in
                    if factor > state.enlargements[key.path]?.factor ?? 0 {
                        state.enlargements[key.path] = Enlargement(
                            factor: factor, photo: decoded.size, target: key.size)
                    }
                }
            }
            var focus = UnitPoint.center
            if let given = key.focus {
                focus = given
            } else if key.fit == .cover {
                focus = try decoded.automaticFocus(for: key.size)
            }
            var fitted =
                switch key.fit {
                case .cover: try decoded.coverCropped(to: key.size, focus: focus)
                case .contain: try decoded.containScaled(within: key.size)
                }
            for filter in key.filters { fitted = try filter.apply(to: fitted) }
            return FrozenImage(fitted)
        }
        state.withLock { state in
            switch result {
            case .success(let image):
                state.prepared += 1
                state.slots[key] = .ready(image, lastUse: state.clock)
                state.bytes += Self.cost(of: key)
                evict(&state, keeping: key)
            case .failure:
                state.slots[key] = nil
            }
        }
        loaded.lock()
        loaded.broadcast()
        loaded.unlock()
        return try result.get()
    }

    /// What decoding the photo at `path` had to say (a colour profile not applied), the first
    /// time it is asked for; nothing after that, so each note is reported once per build.
    public func takeNotes(for path: String) -> [String] {
        state.withLock { state in
            guard let notes = state.notes[path], state.notesTaken.insert(path).inserted else { return [] }
            return notes
        }
    }

    /// How many backgrounds were prepared (decoded and fitted) so far: once per photo and size
    /// when the cache is large enough for the order a batch asks in.
    public var preparedCount: Int { state.withLock { $0.prepared } }

    /// The most the photo at `path` was enlarged to fill a card this build, if it was.
    public func enlargement(of path: String) -> Enlargement? {
        state.withLock { $0.enlargements[path] }
    }

    private static func cost(of key: Key) -> Int { bytes(of: key.size) }

    private func evict(_ state: inout State, keeping kept: Key) {
        while state.bytes > state.budget {
            let oldest = state.slots.compactMap { key, slot -> (Key, Int)? in
                guard key != kept, case .ready(_, let lastUse) = slot else { return nil }
                return (key, lastUse)
            }.min { $0.1 < $1.1 }
            guard let (key, _) = oldest else { return }
            state.slots[key] = nil
            state.bytes -= Self.cost(of: key)
        }
    }
}
