public import Diagnostics
import Dispatch
public import Foundation
import Imaging
import Synchronization
public import Typesetting
import WorkSharing

/// Renders card jobs on every core, streaming each finished file to the output folder.
///
/// Each worker owns its renderer (FreeType faces are per thread) and PNG encoder; the
/// prepared backgrounds are shared through `BackgroundCache`. A worker holds one card at a
/// time (or, once the queue is empty, one part of another worker's: `SpareWork`), so memory
/// stays flat however many cards there are.
public struct CardBatch: Sendable {
    public struct Outcome: Sendable {
        public var rendered = 0
        public var unchanged = 0
        /// Images encoded, every quality tried included: what the files cost.
        public var encodings = 0
        public var diagnostics: [Diagnostic] = []
        /// The renderer's warnings by quote id (or `advent-N`), for the contact sheet.
        public var warningsByOwner: [String: [String]] = [:]
        /// The renderer's warnings while the batch runs; in `diagnostics`, one per card, once it ends.
        fileprivate var notices: [CardNotice] = []
    }

    public var fonts: FontLibrary
    /// The folder photo paths are relative to.
    public var projectRoot: URL
    /// Where files go; nil composes every card (checking photos, glyphs and fit) and writes nothing.
    public var output: (any CardSink)?
    public var force: Bool
    public var workers: Int
    public var progress: (@Sendable (RenderProgress) -> Void)?
    public var cache = BackgroundCache()
    public var stopRequested: @Sendable () -> Bool = { false }
    /// Cards a browser waits for (`draper serve`), rendered before the others.
    public var priority: CardPriority?
    /// Where a card's field was written, by its owner (`CardJob.ownerID`) and field name: an
    /// error about one text (a speaker too long for the card) points there, not at the photo.
    public var fieldLocation: (@Sendable (_ owner: String, _ field: String) -> SourceLocation?)?

    public init(
        fonts: FontLibrary, projectRoot: URL, output: (any CardSink)?, force: Bool, workers: Int,
        progress: (@Sendable (RenderProgress) -> Void)? = nil
    ) {
        self.fonts = fonts
        self.projectRoot = projectRoot
        self.output = output
        self.force = force
        self.workers = workers
        self.progress = progress
    }

    public func run(_ jobs: [CardJob]) -> Outcome {
        // Cards that share a photo and a size run back to back, so each prepared background
        // is used while it is in the cache and the cache can stay small. Files are
        // independent, so the order changes nothing in the output.
        // Photos are ranked once and the sort compares integers: comparing the long paths
        // themselves, and moving whole jobs, took 3 % of a 10,000-quote rebuild. Jobs are
        // then read in place (`jobs[index].outputs`), never bound whole: a copy of a job
        // retains every string of its quote, and a rebuild at 10,000 quotes has 30,000.
        let photoRank = Dictionary(
            uniqueKeysWithValues: Set(jobs.map { $0.backgroundPath ?? "" }).sorted().enumerated().map { ($1, $0) })
        // A rebuild's few changed cards go first: rendered while the other cores check the
        // thousands kept, not after them on one core.
        let kept = jobs.indices.map { index in
            !force && output?.mayKeep(jobs[index].outputs.map { ($0.path, $0.key) }) == true
        }
        let order = jobs.indices.map { index in
            (
                kept[index] ? 1 : 0, photoRank[jobs[index].backgroundPath ?? ""] ?? 0, jobs[index].size.width,
                jobs[index].size.height, index
            )
        }.sorted(by: <).map(\.4)
        let queue = CardJobQueue(jobs, order: order, priority: priority)
        let outcome = Mutex(Outcome())
        var total = 0
        for index in jobs.indices { total += jobs[index].outputs.count }
        // A thread with no job left helps finish the others' cards (`SpareWork`), so even one
        // job gets every worker.
        let workerCount = jobs.isEmpty ? 1 : max(1, workers)
        let spare = SpareWork<Worker>()
        DispatchQueue.concurrentPerform(iterations: workerCount) { [total] _ in
            spare.join()
            var worker: Worker?
            while !stopRequested() {
                guard let position = queue.take() else { break }
                let index = order[position]
                let location = jobs[index].location, sizeName = jobs[index].sizeName
                var result = Outcome()
                var notices: [CardNotice] = []
                if !force, let output,
                    let warnings = output.keepIfUpToDate(jobs[index].outputs.map { ($0.path, $0.key) })
                {
                    result.unchanged = jobs[index].outputs.count
                    var recorded: [String] = []
                    for warning in warnings.joined() where !recorded.contains(warning) {
                        recorded.append(warning)
                    }
                    for warning in recorded {
                        if let notice = CardNotice(recorded: warning, location: location, size: sizeName) {
                            notices.append(notice)
                        } else {
                            result.diagnostics.append(.warning(warning, at: location))
                        }
                    }
                } else {
                    do {
                        if worker == nil { worker = Worker(fonts: fonts) }
                        if let worker {
                            (result.diagnostics, notices) = try worker.render(jobs[index], batch: self, spare: spare)
                        }
                        result.rendered = jobs[index].outputs.count
                    } catch let error as CardSinkError {
                        // Where writing failed, not the data line the card came from.
                        result.diagnostics = [error.diagnostic]
                    } catch let error as CardError {
                        let field = error.field.flatMap { fieldLocation?(jobs[index].ownerID, $0) }
                        result.diagnostics = [.error(Self.describe(error), at: field ?? location)]
                    } catch {
                        result.diagnostics = [.error(Self.describe(error), at: location)]
                    }
                }
                let warnings =
                    notices.filter { !$0.isFixedByDraper }.map { "\($0.size): \($0.detail)" }
                    + result.diagnostics.filter { $0.severity == .warning }.map(\.message)
                let snapshot = outcome.withLock { outcome in
                    outcome.notices += notices
                    let owner = jobs[index].ownerID
                    for warning in warnings where !(outcome.warningsByOwner[owner]?.contains(warning) ?? false) {
                        outcome.warningsByOwner[owner, default: []].append(warning)
                    }
                    outcome.rendered += result.rendered
                    outcome.unchanged += result.unchanged
                    outcome.diagnostics += result.diagnostics
                    return RenderProgress(
                        total: total, done: outcome.rendered + outcome.unchanged, unchanged: outcome.unchanged)
                }
                progress?(snapshot)
            }
            spare.help { part in
                let helper = worker ?? Worker(fonts: fonts)
                worker = helper
                part.run(with: helper)
            }
            if let encodings = worker?.encodings { outcome.withLock { $0.encodings += encodings } }
        }
        var finished = outcome.withLock { $0 }
        finished.diagnostics += enlargementWarnings(jobs)
        var sizeOrder: [String] = []
        for name in jobs.map(\.sizeName) where !sizeOrder.contains(name) { sizeOrder.append(name) }
        finished.diagnostics += CardNotice.grouped(finished.notices, sizeOrder: sizeOrder)
        finished.notices = []
        return finished
    }

    /// Enlarging a photo more than this shows: edges go soft and JPEG blocks grow.
    static let enlargementLimit = 1.5

    /// One warning per photo enlarged past `enlargementLimit`, at the photo, with the factor and
    /// the card that needed the most.
    private func enlargementWarnings(_ jobs: [CardJob]) -> [Diagnostic] {
        var seen: Set<String> = []
        var warnings: [Diagnostic] = []
        for job in jobs {
            guard let path = job.backgroundPath, seen.insert(path).inserted else { continue }
            let absolute = projectRoot.appendingPathComponent(path).path
            guard let enlargement = cache.enlargement(of: absolute), enlargement.factor > Self.enlargementLimit
            else { continue }
            let target = enlargement.target
            let card =
                jobs.first { $0.backgroundPath == path && $0.size == target }.map { job in
                    if case .backdrop = job.kind { return "a page's \(job.sizeName) image" }
                    return "the \(job.sizeName) card"
                } ?? "a card"
            let factor = String(format: "%.1f", enlargement.factor)
            warnings.append(
                .warning(
                    "the photo is \(enlargement.photo.width)×\(enlargement.photo.height) px and was enlarged \(factor)× to fill \(card) (\(target.width)×\(target.height)), so it looks soft; a photo of at least \(target.width)×\(target.height) px keeps it sharp",
                    at: SourceLocation(file: path)))
        }
        return warnings
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ImagingError: error.description
        case let error as CardError: error.description
        case let error as CardSinkError: error.diagnostic.message
        default: String(describing: error)
        }
    }

    /// What one render thread keeps between cards.
    private final class Worker {
        let fonts: FontLibrary
        /// A renderer per design met so far, by its fingerprint.
        var renderers: [String: LayeredCardRenderer] = [:]
        var pngEncoders: [Int: PNGEncoder] = [:]
        var encodings = 0

        init(fonts: FontLibrary) {
            self.fonts = fonts
        }

        /// The renderer of a design, made the first time this thread meets it.
        private func renderer(for layout: CardLayout) throws(CardError) -> LayeredCardRenderer {
            if let kept = renderers[layout.fingerprint] { return kept }
            let made = try LayeredCardRenderer(layout: layout, fonts: fonts)
            renderers[layout.fingerprint] = made
            return made
        }

        /// What rendering said: diagnostics (photos, encoding) and the renderer's warnings.
        func render(_ job: CardJob, batch: CardBatch, spare: SpareWork<Worker>) throws -> ([Diagnostic], [CardNotice]) {
            switch job.kind {
            case .card(let content, let layout):
                let renderer = try renderer(for: layout)
                guard let output = batch.output else { return try check(content, job, with: renderer, batch: batch) }
                return try render(content, job, with: renderer, into: output, batch: batch, spare: spare)
            case .backdrop(let overlay):
                guard let output = batch.output else {
                    _ = try backdrop(for: job, batch: batch, size: Self.photoCheckSize)
                    return (photoNotes(job, batch), [])
                }
                let image = try backdrop(for: job, batch: batch).mutableCopy()
                image.darken(opacity: overlay)
                var diagnostics = photoNotes(job, batch)
                var scaledOnce: [PixelSize: Image] = [:]
                for target in job.outputs {
                    let scaled: Image
                    if let size = target.scaledSize {
                        scaled = try scaledOnce[size] ?? image.coverCropped(to: size)
                        scaledOnce[size] = scaled
                    } else {
                        scaled = image
                    }
                    var notes: [Diagnostic] = []
                    var steppedDown = false
                    let bytes = try encode(
                        scaled, target, diagnostics: &notes, location: job.location, steppedDown: &steppedDown)
                    try output.store(bytes, at: target.path, key: target.key, warnings: notes.map(\.message))
                    diagnostics += notes
                }
                return (diagnostics, [])
            }
        }

        /// A card drawn, encoded in every format it is published in, and measured as encoded:
        /// a lossy file whose encoding blurs the letters below the design's ratio is encoded
        /// again at a higher quality, and when even that falls short the card is composed again
        /// with more contrast, as its design lets it recover; a card that cannot is an error,
        /// and none of its files is written.
        private func render(
            _ content: CardContent, _ job: CardJob, with renderer: LayeredCardRenderer, into output: any CardSink,
            batch: CardBatch, spare: SpareWork<Worker>
        ) throws -> ([Diagnostic], [CardNotice]) {
            let photos = try photos(for: job, with: renderer, batch: batch)
            var diagnostics = photoNotes(job, batch)
            var files: [EncodedFile] = []
            let lossy = job.outputs.contains { $0.scaledSize == nil && $0.format.isLossy }
            let card = try renderer.renderLegibly(content, photos: photos, size: job.size, lossy: lossy) { card in
                let published = try publish(card, job, spare: spare)
                files = published.files
                return published.shortfall
            }
            let notices = card.warnings.map { CardNotice(location: job.location, size: job.sizeName, warning: $0) }
            for file in files.sorted(by: { $0.index < $1.index }) {
                try output.store(
                    file.bytes, at: file.path, key: file.key,
                    warnings: CardNotice.recorded(notices) + file.notes.map(\.message))
                diagnostics += file.notes
            }
            return (diagnostics, notices)
        }

        /// A file of a card as encoded, by its place among the job's outputs.
        private struct EncodedFile {
            var index: Int
            var path: String
            var key: String
            var bytes: [UInt8]
            var notes: [Diagnostic]
        }

        /// One file's encoding, made by whichever thread ran its part.
        private struct Encoding: Sendable {
            var bytes: [UInt8]
            var notes: [Diagnostic]
            /// Whether the quality was lowered to fit an email's byte budget.
            var steppedDown: Bool
            var shortfall: ContrastShortfall?
        }

        /// What a card's parts encoded, by output index; filled in by several threads.
        private final class Encodings: Sendable {
            private let results = Mutex<[Int: Result<Encoding, any Error>]>([:])

            func record(_ result: Result<Encoding, any Error>, at index: Int) {
                results.withLock { $0[index] = result }
            }

            func failed(_ indices: [Int]) -> Bool {
                results.withLock { results in
                    indices.contains { index in
                        switch results[index] {
                        case .failure?: true
                        case .success(let encoding)?: encoding.shortfall != nil
                        case nil: false
                        }
                    }
                }
            }

            var all: [Int: Result<Encoding, any Error>] { results.withLock { $0 } }
        }

        /// A card its files are encoded from, on several threads at once: while they are, its
        /// image, masks and blocks are only read, and the thread that drew it waits for every
        /// part before it draws another.
        private final class SharedCard: @unchecked Sendable {
            let card: RenderedCard

            init(_ card: RenderedCard) {
                self.card = card
            }
        }

        /// `card` encoded as every file of `job`, or the first shortfall that means composing it
        /// again, in the order the files are measured: the full-size ones (measured as encoded)
        /// first, since once one falls short whatever else was encoded is thrown away.
        ///
        /// Each full-size file, and each smaller size (the card scaled once), is a part that a
        /// thread with no job left may take (`SpareWork`). The outcome is the one encoding the
        /// files in turn gives: parts write their own results, read here in that order.
        private func publish(_ card: RenderedCard, _ job: CardJob, spare: SpareWork<Worker>) throws
            -> (files: [EncodedFile], shortfall: ContrastShortfall?)
        {
            let outputs = job.outputs, location = job.location
            let order = outputs.indices.sorted {
                (outputs[$0].scaledSize == nil ? 0 : 1, $0) < (outputs[$1].scaledSize == nil ? 0 : 1, $1)
            }
            // A file published under two names (an open door keeps its sealed address) has one
            // key and the same bytes: encoded once, for the first of them.
            var firstWithKey: [String: Int] = [:]
            for index in order where firstWithKey[outputs[index].key] == nil {
                firstWithKey[outputs[index].key] = index
            }
            var groups: [[Int]] = []
            var groupOfSize: [PixelSize: Int] = [:]
            for index in order where firstWithKey[outputs[index].key] == index {
                guard let size = outputs[index].scaledSize else {
                    groups.append([index])
                    continue
                }
                if let group = groupOfSize[size] {
                    groups[group].append(index)
                } else {
                    groupOfSize[size] = groups.count
                    groups.append([index])
                }
            }
            let shared = SharedCard(card), encodings = Encodings()
            let parts = groups.map { group in
                SpareWork<Worker>.Part { worker in
                    let card = shared.card
                    var image = card.image
                    if let size = outputs[group[0]].scaledSize {
                        do {
                            image = try card.image.coverCropped(to: size)
                        } catch {
                            encodings.record(.failure(error), at: group[0])
                            return
                        }
                    }
                    for index in group {
                        let result = Result { () throws -> Encoding in
                            try worker.encoding(card, image, outputs[index], location: location)
                        }
                        encodings.record(result, at: index)
                        guard case .success(let encoding) = result, encoding.shortfall == nil else { return }
                    }
                }
            }
            spare.offer(Array(parts.dropFirst()))
            // This thread runs every part no one else has started, in order, up to the first
            // that fails; then it waits for the parts other threads took.
            for (part, group) in zip(parts, groups) {
                if part.run(with: self), encodings.failed(group) { break }
            }
            for part in parts { part.settle() }
            spare.forgetClaimed()

            let encoded = encodings.all
            var files: [EncodedFile] = []
            // By key, each file's encoding that a second name may share.
            var shareable: [String: Encoding] = [:]
            for index in order {
                let target = outputs[index]
                // A file within an email budget is the same bytes as one without when its first
                // encoding fitted; one stepped down to fit is not shared.
                if let done = shareable[target.key], target.byteBudget.map({ done.bytes.count <= $0 }) ?? true {
                    files.append(
                        EncodedFile(
                            index: index, path: target.path, key: target.key, bytes: done.bytes, notes: done.notes))
                    continue
                }
                let encoding: Encoding
                if firstWithKey[target.key] == index, let result = encoded[index] {
                    encoding = try result.get()
                } else {
                    let image = try target.scaledSize.map { try card.image.coverCropped(to: $0) } ?? card.image
                    encoding = try self.encoding(card, image, target, location: location)
                }
                if let shortfall = encoding.shortfall { return ([], shortfall) }
                if !encoding.steppedDown { shareable[target.key] = encoding }
                files.append(
                    EncodedFile(
                        index: index, path: target.path, key: target.key, bytes: encoding.bytes, notes: encoding.notes))
            }
            return (files, nil)
        }

        /// `image` (the card or a smaller copy) encoded as `target`, measured as encoded when it
        /// is the card itself.
        private func encoding(_ card: RenderedCard, _ image: Image, _ target: CardOutput, location: SourceLocation)
            throws -> Encoding
        {
            var notes: [Diagnostic] = []
            var steppedDown = false
            let encoded = try card.encoded(image, as: target.format, measuring: target.scaledSize == nil) {
                image, format in
                var attempt = target
                attempt.format = format
                notes = []
                return try encode(image, attempt, diagnostics: &notes, location: location, steppedDown: &steppedDown)
            }
            return Encoding(bytes: encoded.bytes, notes: notes, steppedDown: steppedDown, shortfall: encoded.shortfall)
        }

        /// What `draper check` does: a design legible by construction is laid out, not drawn
        /// (its photo decoded once at a thumbnail's size, to know it opens); any other is drawn,
        /// so its fit and the contrast of every text block are what a build would find.
        private func check(_ content: CardContent, _ job: CardJob, with renderer: LayeredCardRenderer, batch: CardBatch)
            throws -> ([Diagnostic], [CardNotice])
        {
            let warnings: [CardWarning]
            if renderer.layout.isLegibleByConstruction(at: job.size) {
                if renderer.usesPhoto { _ = try backdrop(for: job, batch: batch, size: Self.photoCheckSize) }
                warnings = try renderer.check(content, size: job.size)
            } else {
                let photos = try photos(for: job, with: renderer, batch: batch)
                // Nowhere to write: composing, and the contrast as composed, is the check.
                warnings = try renderer.renderLegibly(content, photos: photos, size: job.size) { _ in nil }.warnings
            }
            // The photo is decoded by the check; what decoding said comes after it.
            let notices = warnings.map { CardNotice(location: job.location, size: job.sizeName, warning: $0) }
            return (photoNotes(job, batch), notices)
        }

        /// The photos the job's card needs, fitted and filtered once per photo and size in the
        /// shared cache, not once per card. The cache first makes room for two such cards: this
        /// one, and the next photo's or size's on another worker as a run of cards ends (runs
        /// follow each other, so more than two sets are rarely in use at once).
        private func photos(for job: CardJob, with renderer: LayeredCardRenderer, batch: CardBatch) throws
            -> [PhotoRequest: FrozenImage]
        {
            let bytes = renderer.photoRequests(for: job.size).reduce(0) { $0 + BackgroundCache.bytes(of: $1.size) }
            batch.cache.makeRoom(for: 2 * bytes)
            return try renderer.photos(for: job.size) { request throws -> FrozenImage in
                try backdrop(for: job, batch: batch, request: request)
            }
        }

        /// What decoding the job's photo had to say, once per photo per build, at the photo.
        private func photoNotes(_ job: CardJob, _ batch: CardBatch) -> [Diagnostic] {
            guard let path = job.backgroundPath else { return [] }
            let absolute = batch.projectRoot.appendingPathComponent(path).path
            return batch.cache.takeNotes(for: absolute).map { .warning($0, at: SourceLocation(file: path)) }
        }

        /// Decoding a photo at reduced scale to this size reads all of it: enough to know it opens.
        private static let photoCheckSize: PixelSize? = try? PixelSize(width: 16, height: 16)

        /// The job's photo at its card size (or `size`), cover-cropped.
        private func backdrop(for job: CardJob, batch: CardBatch, size: PixelSize? = nil) throws -> FrozenImage {
            try backdrop(for: job, batch: batch, request: PhotoRequest(size: size ?? job.size))
        }

        /// The photo a design's layer asks for: the design's own, the job's, or without either
        /// the plain background, through the layer's filters.
        private func backdrop(for job: CardJob, batch: CardBatch, request: PhotoRequest) throws -> FrozenImage {
            if let fixed = request.fixed {
                do {
                    return try batch.cache.background(for: .init(request, path: fixed.path, focus: .center))
                } catch {
                    throw ImagingError(error.reason, file: fixed.name)
                }
            }
            guard let path = job.backgroundPath else {
                let plain = try PlainBackground.image(size: request.size)
                guard !request.filters.isEmpty else { return plain }
                var image = try plain.mutableCopy()
                for filter in request.filters { image = try filter.apply(to: image) }
                return FrozenImage(image)
            }
            let absolute = batch.projectRoot.appendingPathComponent(path).path
            do {
                return try batch.cache.background(for: .init(request, path: absolute, focus: job.focus))
            } catch {
                // Name the file as the user wrote it, not by its absolute path.
                throw ImagingError(error.reason, file: path)
            }
        }

        /// `steppedDown` says whether the quality was lowered to fit `output`'s byte budget.
        private func encode(
            _ image: Image, _ output: CardOutput, diagnostics: inout [Diagnostic], location: SourceLocation,
            steppedDown: inout Bool
        ) throws -> [UInt8] {
            steppedDown = false
            encodings += 1
            switch output.format {
            case .png(let level):
                let encoder = try pngEncoders[level] ?? PNGEncoder(level: level)
                pngEncoders[level] = encoder
                return try encoder.encode(image)
            case .palettePNG:
                return try image.encoded(as: output.format)
            case .jpeg(let quality):
                guard let budget = output.byteBudget else { return try image.encoded(as: output.format) }
                // Step the quality down until the email variant fits its size budget.
                var quality = quality
                var bytes = try image.encoded(as: .jpeg(quality: quality))
                while bytes.count > budget, quality > 40 {
                    steppedDown = true
                    encodings += 1
                    quality -= 5
                    bytes = try image.encoded(as: .jpeg(quality: quality))
                }
                if bytes.count > budget {
                    diagnostics.append(
                        .warning(
                            "\(output.path) is \(bytes.count / 1000) KB, over the email budget of \(budget / 1000) KB even at JPEG quality \(quality)",
                            at: location))
                }
                return bytes
            case .webp, .avif:
                return try image.encoded(as: output.format)
            }
        }
    }
}
