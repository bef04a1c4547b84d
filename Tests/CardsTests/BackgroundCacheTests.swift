import Cards
import Diagnostics
import Dispatch
import Foundation
import Imaging
import Synchronization
import TestSupport
import Testing

/// The shared cache of prepared backgrounds: each photo decoded and fitted once per size,
/// the least recently used leaving first, and small enough that a cold build's peak stays low
/// while a batch never prepares a background twice.
@Suite struct BackgroundCacheTests {
    /// Photos written to `folder`, by their names in it.
    private static func photos(_ count: Int, in folder: TemporaryDirectory) throws -> [String] {
        try (0..<count).map { index in
            // Landscape and portrait, as users' photos come: a portrait one covers a landscape
            // card only decoded at full size, the largest background there is to prepare.
            let png =
                try index.isMultiple(of: 2)
                ? SmoothBackdrop.png(width: 2400, height: 1600) : SmoothBackdrop.png(width: 1600, height: 2400)
            _ = try folder.write(png, to: "photo-\(index).png")
            return "photo-\(index).png"
        }
    }

    private static func key(_ name: String, in folder: TemporaryDirectory, _ width: Int, _ height: Int) throws
        -> BackgroundCache.Key
    {
        BackgroundCache.Key(
            path: folder.appending(name).path, size: try PixelSize(width: width, height: height), focus: .center)
    }

    @Test func aBackgroundAskedForAgainIsTheSamePreparedImage() throws {
        let folder = try TemporaryDirectory("draper-backgrounds")
        let path = try Self.photos(1, in: folder)[0]
        let cache = BackgroundCache()
        let first = try cache.background(for: Self.key(path, in: folder, 1200, 630))
        let again = try cache.background(for: Self.key(path, in: folder, 1200, 630))
        #expect(first === again)
        #expect(first.size == (try PixelSize(width: 1200, height: 630)))
        _ = try cache.background(for: Self.key(path, in: folder, 1080, 1080))
        #expect(cache.preparedCount == 2, "one per size")
    }

    @Test func theLeastRecentlyUsedBackgroundLeavesFirst() throws {
        let folder = try TemporaryDirectory("draper-backgrounds")
        let paths = try Self.photos(3, in: folder)
        // Room for two og backgrounds (4 bytes a pixel), not three.
        let cache = BackgroundCache(budgetBytes: 2 * 1200 * 630 * 4)
        let a = try Self.key(paths[0], in: folder, 1200, 630), b = try Self.key(paths[1], in: folder, 1200, 630)
        let c = try Self.key(paths[2], in: folder, 1200, 630)
        let kept = try cache.background(for: a)
        _ = try cache.background(for: b)
        _ = try cache.background(for: a)  // a is now used more recently than b
        _ = try cache.background(for: c)  // so b leaves
        #expect(cache.preparedCount == 3)
        #expect(try cache.background(for: a) === kept)
        #expect(cache.preparedCount == 3, "a stayed")
        _ = try cache.background(for: b)
        #expect(cache.preparedCount == 4, "b had left and was prepared again")
    }

    @Test func aBackgroundLargerThanTheBudgetIsStillKeptWhileItIsTheNewest() throws {
        let folder = try TemporaryDirectory("draper-backgrounds")
        let path = try Self.photos(1, in: folder)[0]
        let cache = BackgroundCache(budgetBytes: 1)
        let story = try Self.key(path, in: folder, 1080, 1920)
        let first = try cache.background(for: story)
        #expect(try cache.background(for: story) === first)
        #expect(cache.preparedCount == 1)
    }

    @Test func threadsAskingAtOnceShareOnePreparation() throws {
        let folder = try TemporaryDirectory("draper-backgrounds")
        let path = try Self.photos(1, in: folder)[0]
        let cache = BackgroundCache()
        let key = try Self.key(path, in: folder, 1200, 630)
        let results = Mutex<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let image = try? cache.background(for: key) {
                results.withLock { $0.append(ObjectIdentifier(image)) }
            }
        }
        let identities = results.withLock { $0 }
        #expect(identities.count == 8)
        #expect(Set(identities).count == 1)
        #expect(cache.preparedCount == 1)
    }

    /// A card whose design lays its own backdrop under the quote's photo twice (in colour, and
    /// in grey over it), all over the whole story card, needs more than the default budget: the
    /// batch makes room for it, else each card would push out its own backgrounds and prepare
    /// them again.
    @Test func aCardNeedingMoreThanTheBudgetDoesNotPushOutItsOwnBackgrounds() throws {
        let folder = try TemporaryDirectory("draper-backgrounds")
        let paths = try Self.photos(3, in: folder)
        let texturePath = folder.appending("texture.png").path
        let texture = try SmoothBackdrop.png(width: 1600, height: 2400)
        _ = try folder.write(texture, to: "texture.png")
        let fixed = FixedPhoto(path: texturePath, name: "texture.png", bytes: [UInt8](texture))
        let classic = CardFixtures.classic()
        let layout = CardLayout(
            name: "textured",
            layers: [.photo(PhotoLayer(fixed: fixed)), .photo(PhotoLayer(filters: [.grayscale]))] + classic.layers)
        let story = try PixelSize(width: 1080, height: 1920)
        let jobs = paths.flatMap { path in
            (0..<3).map { quote in
                let owner = "\(path)-\(quote)"
                return CardJob(
                    kind: .card(CardFixtures.englishQuote, layout), backgroundPath: path, focus: nil, size: story,
                    sizeName: "story",
                    outputs: [CardOutput(path: "\(owner).jpg", key: owner, format: .jpeg(quality: 80))],
                    location: SourceLocation(file: "quotes.json"), ownerID: owner)
            }
        }
        let batch = CardBatch(
            fonts: CardFixtures.fonts, projectRoot: folder.url, output: MemoryCardSink(), force: true, workers: 2)
        #expect(3 * BackgroundCache.bytes(of: story) > batch.cache.budgetBytes, "the test needs more than the default")
        let outcome = batch.run(jobs)
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.rendered == jobs.count)
        #expect(batch.cache.preparedCount == 2 * paths.count + 1, "each photo once a filter, and the backdrop once")
    }

    /// The default budget is small (a cold build's peak is what it saves), but never so small
    /// that a batch prepares a background twice: the batch runs the cards of one photo and
    /// size back to back, on two workers, in every card size including the story's.
    @Test func aBatchInEveryCardSizePreparesEachPhotoOncePerSize() throws {
        let folder = try TemporaryDirectory("draper-backgrounds")
        let paths = try Self.photos(3, in: folder)
        let sizes = try [(1200, 630), (1080, 1080), (1080, 1350), (1080, 1920)].map {
            try PixelSize(width: $0.0, height: $0.1)
        }
        let jobs = paths.enumerated().flatMap { photo, path in
            (0..<2).flatMap { quote in
                sizes.map { size in
                    let owner = "q-\(photo)-\(quote)"
                    return CardJob(
                        kind: .card(CardFixtures.englishQuote, CardFixtures.classic()), backgroundPath: path,
                        focus: nil, size: size, sizeName: "\(size.width)x\(size.height)",
                        outputs: [
                            CardOutput(
                                path: "\(owner)-\(size.width)x\(size.height).jpg", key: owner,
                                format: .jpeg(quality: 80))
                        ],
                        location: SourceLocation(file: "quotes.json"), ownerID: owner)
                }
            }
        }
        let batch = CardBatch(
            fonts: CardFixtures.fonts, projectRoot: folder.url, output: MemoryCardSink(), force: true, workers: 2)
        let outcome = batch.run(jobs)
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.rendered == jobs.count)
        #expect(batch.cache.preparedCount == paths.count * sizes.count)
    }
}
