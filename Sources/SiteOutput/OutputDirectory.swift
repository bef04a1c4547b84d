public import Diagnostics
public import Foundation
import Hashing
import SafeFiles
import Synchronization
import WorkSharing

/// The folder a build writes into, written so that users' data stays safe.
///
/// One rule covers every removal and every replacement: Draper deletes or replaces a path
/// only if it is a regular file (or an empty folder it created) inside the output folder,
/// reached without symbolic links, recorded as made by Draper, and unchanged since Draper
/// wrote it (its SHA-256 matches the record). Anything else in the way is left alone with a
/// warning. The records themselves (manifest, journal) live in the project's build-state
/// folder (`BuildStateFolder`), and entries that name a path outside, or are malformed, are
/// ignored with a warning, never followed.
///
/// - Every file is written to a temporary file and renamed into place (`AtomicFile`): a
///   reader (or a build killed at any moment) sees the old file or the new one, never half.
/// - New files go into place as they are written; files that replace existing ones wait in
///   the scratch folder until `finish()`: a build killed before then leaves every earlier
///   page as it was, and once pages change, every new file they may link to is there.
/// - Before a file or folder is created or replaced, it and its digest are appended to a
///   journal, so a build killed midway still knows, next time, what is its own.
/// - Files whose bytes did not change are not rewritten, so their timestamps stay put for
///   rsync and HTTP caches.
/// - One build at a time: an exclusive lock on the state folder (shards share it).
///
/// Sharded builds (`--shard K/N`) each keep their own record and journal; they never remove
/// anything. The next whole build takes their records as its own and then replaces them.
///
/// Safe to use from several render threads at once.
public final class OutputDirectory: Sendable {
    public let root: URL
    /// `root.path`, for the paths of files checked by the thousand.
    private let rootPath: String
    /// How messages name the output folder: `output`, or its path if it is outside the project.
    public let displayName: String
    let state: BuildStateFolder
    private let lock: OutputLock
    private let folderLock: OutputLock?
    private let mutable: Mutex<State>
    private let scratch: OutputScratch
    private let manifestURL: URL
    private let shard: Shard?
    /// Records older versions kept inside the output folder, removed once this build's own
    /// record is written (not before: a build that fails must not lose what they knew).
    private let legacyRecords: LegacyRecords

    private struct State {
        var previous: BuildManifest
        var current: BuildManifest
        /// This folder's own record as its files hold it (a whole build's only), to which
        /// `finish()` appends this build's changes when it may.
        var onDisk: ManifestOnDisk?
        /// Digests an interrupted build may have left each file with.
        var journaled: [String: Set<String>]
        /// Folders the output is known to have created (recorded, journaled or made now).
        var ownFolders: Set<String>
        /// Folders checked to be real folders on the way to files, this build.
        var checkedFolders: Set<String> = []
        /// Digests from a record found inside the output folder, where older versions kept it:
        /// not trusted to remove anything, only to recognise a file an earlier build wrote.
        var legacyDigests: [String: String] = [:]
        var journal: OutputJournal
        var temporaryCounter = 0
        /// Files that replace existing ones, written to the scratch folder and put in place by `finish()`.
        var replacements: [Replacement] = []
        var warnings: [Diagnostic] = []
        var warnedPaths: Set<String> = []
        /// The paths of `current` in order, once asked for: the service worker's digest and
        /// the record both walk them, and sorting 50,000 paths twice was 3 % of a
        /// 10,000-quote rebuild. The few files recorded after it (the worker itself) are
        /// put in their places.
        var sortedPaths: [String]?
        var insertedSinceSorting = 0
        /// How many of `current`'s paths `previous` holds too. When that is all of `previous`,
        /// no file went stale, and `finish()` need not look up 50,000 paths to learn it (2 % of
        /// a 10,000-quote rebuild); else it stops once it has found the others.
        var recordedFromPrevious = 0

        /// Paths recorded with an entry this build made (written, or found already written),
        /// not taken over from the previous record: the only entries that can have changed.
        var madePaths: [String] = []

        /// Records `path` as this build's; `inPrevious` says whether the previous build
        /// recorded it too (the callers have looked it up already), `kept` whether `entry` is
        /// the previous record's own.
        mutating func record(_ entry: BuildManifest.Entry, at path: String, inPrevious: Bool, kept: Bool = false) {
            if !kept { madePaths.append(path) }
            guard current.files.updateValue(entry, forKey: path) == nil else { return }
            if inPrevious { recordedFromPrevious += 1 }
            guard var sorted = sortedPaths else { return }
            insertedSinceSorting += 1
            guard insertedSinceSorting <= 64 else {
                sortedPaths = nil
                return
            }
            sortedPaths = nil  // so that `sorted` is the only reference, changed in place
            var (low, high) = (0, sorted.count)
            while low < high {
                let middle = (low + high) / 2
                if PathOrder.precedes(sorted[middle], path) { low = middle + 1 } else { high = middle }
            }
            sorted.insert(path, at: low)
            sortedPaths = sorted
        }

        /// The previous build's entry for `path` if it was made from inputs hashing to `key`
        /// and no interrupted build journaled the path since: that build may have put other
        /// bytes there (a replacement renamed into place before it was killed), so the file is
        /// made again rather than kept on the strength of a key.
        func keepable(_ path: String, key: String) -> BuildManifest.Entry? {
            guard !key.isEmpty, let entry = previous.files[path], entry.key == key, journaled[path] == nil else {
                return nil
            }
            return entry
        }

        mutating func currentPathsInOrder() -> [String] {
            if let sortedPaths { return sortedPaths }
            let sorted = PathOrder.sorted(current.files.keys)
            sortedPaths = sorted
            insertedSinceSorting = 0
            return sorted
        }
    }

    private struct Replacement {
        var temporary: URL
        var path: String
        var digest: String
    }

    /// Opens (creating if needed) `root` for a build of the project at `projectRoot`.
    ///
    /// - Parameters:
    ///   - stateBase: the folder whose `.draper/` holds the build state (the project; for a
    ///     batch of cards, the dataset's folder). Default: `projectRoot`.
    ///   - owner: what writes into the folder when several may (the dataset of `draper cards`):
    ///     each owner's files are recorded apart, and a build removes only its own.
    ///   - protectedPaths: sources the output may not be, contain or sit inside.
    ///   - wait: whether to wait for another build holding the output folder, or fail.
    ///   - waiting: called once, with the other process's id if known, before waiting.
    ///   - prefetched: the record, read ahead (used only if it is still the file on disk).
    public init(
        root: URL, projectRoot: URL, stateBase: URL? = nil, owner: String? = nil, protectedPaths: [URL] = [],
        tool: String, shard: Shard? = nil, wait: Bool = true, waiting: @Sendable (Int32?) -> Void = { _ in },
        prefetched: ManifestPrefetch? = nil
    ) throws(OutputError) {
        let projectRoot = projectRoot.standardizedFileURL.resolvingSymlinksInPath()
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        try OutputLocation.check(root, projectRoot: projectRoot, protectedPaths: protectedPaths)
        self.root = root
        rootPath = root.path
        self.shard = shard
        let outputName = OutputLocation.displayName(of: root, relativeTo: projectRoot)
        displayName = outputName
        let stateBase = (stateBase ?? projectRoot).standardizedFileURL.resolvingSymlinksInPath()
        state = Self.stateFolder(root: root, projectRoot: projectRoot, stateBase: stateBase, owner: owner)
        try state.create(under: stateBase)
        lock = try OutputLock(
            file: state.lock, mode: shard == nil ? .exclusive : .shared, wait: wait, waiting: waiting)
        manifestURL = state.manifest(shard: shard)
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw OutputError(.writeFailed(error.localizedDescription), path: root.path)
        }
        // Writers of one folder with records of their own (each dataset's batch) share its
        // files' names and its lists: they take turns on the folder as well.
        folderLock =
            owner == nil
            ? nil
            : try OutputLock(
                folder: root, mode: shard == nil ? .exclusive : .shared, wait: wait, waiting: waiting)
        scratch = try OutputScratch.prepare(state: state, output: root, shard: shard)

        var warnings: [Diagnostic] = []
        let stateName = OutputLocation.displayName(of: state.url, relativeTo: projectRoot)
        func rejected(_ count: Int, in record: String) {
            guard count > 0 else { return }
            warnings.append(
                .warning(
                    "ignored \(count) entr\(count == 1 ? "y" : "ies") that name\(count == 1 ? "s" : "") no file inside \(outputName)/; records are checked, never followed",
                    at: SourceLocation(file: record)))
        }
        var previous = BuildManifest(tool: tool)
        var onDisk: ManifestOnDisk?
        do {
            let load = prefetched.map { $0.load } ?? BuildManifest.load
            if let (own, count, disk) = try load(manifestURL) {
                previous = own
                if shard == nil { onDisk = disk }
                rejected(count, in: "\(stateName)/\(manifestURL.lastPathComponent)")
            }
            if shard == nil {
                // What sharded runs rendered into this folder counts as this build's record too.
                for url in state.shardManifests() {
                    guard let (sharded, count, _) = try BuildManifest.load(from: url) else { continue }
                    // The record is then more than its file: it is written whole at the end.
                    onDisk?.changesApply = false
                    previous.files.merge(sharded.files) { _, new in new }
                    previous.folders += sharded.folders
                    rejected(count, in: "\(stateName)/\(url.lastPathComponent)")
                }
            } else if let (whole, _, _) = try BuildManifest.load(from: state.manifest(shard: nil)) {
                // A shard may reuse what the last whole build rendered (it never removes anything).
                previous.files.merge(whole.files) { own, _ in own }
                previous.folders += whole.folders
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(.manifestUnreadable(String(describing: error)), path: manifestURL.path)
        }
        let journalURL = state.journal(shard: shard)
        let journal = OutputJournal.read(journalURL)
        rejected(journal.rejected, in: "\(stateName)/\(journalURL.lastPathComponent)")
        let legacyRecords = LegacyRecords(in: root)
        self.legacyRecords = legacyRecords
        var current = BuildManifest(tool: tool)
        // A build mostly makes what the previous one did: room for as many files up front,
        // instead of growing the table a dozen times (2 % of a rebuild at 10,000 quotes).
        current.files.reserveCapacity(previous.files.count)
        mutable = Mutex(
            State(
                previous: previous, current: current, onDisk: onDisk, journaled: journal.files,
                ownFolders: Set(previous.folders).union(journal.folders), legacyDigests: legacyRecords.digests,
                journal: OutputJournal(url: journalURL), warnings: warnings))
    }

    deinit {
        mutable.withLock { $0.journal.close() }
    }

    /// Where the build state of the output folder `root` lives.
    static func stateFolder(root: URL, projectRoot: URL, stateBase: URL?, owner: String?) -> BuildStateFolder {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        let stateBase = (stateBase ?? projectRoot).standardizedFileURL.resolvingSymlinksInPath()
        return BuildStateFolder(base: stateBase, output: root, owner: owner)
    }

    /// The URL of a path relative to the output root.
    public func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// What this output folder's build left alone, with why: files in the way that Draper
    /// did not make or that changed since, symbolic links on the way, ignored records.
    public var warnings: [Diagnostic] {
        mutable.withLock { $0.warnings }
    }

    /// Whether the previous build made `relativePath` from inputs hashing to `key`, and the
    /// file is still there: then it need not be made again.
    public func isUpToDate(_ relativePath: String, key: String) -> Bool {
        guard mutable.withLock({ $0.keepable(relativePath, key: key) }) != nil else { return false }
        return OutputPath.kind(atPath: rootPath + "/" + relativePath).isRegular
    }

    /// Keeps `files` as this build's if the previous build made each from inputs hashing to
    /// its key and each is still there (all or none), and returns the warnings recorded when
    /// each was made; nil when any must be made again. `isUpToDate`, then `keep` and a look at
    /// the warnings, took three lookups and three locks a file; this takes one lookup a file
    /// and two locks in all (a 10,000-quote rebuild asks it of 50,000 files).
    public func keepIfUpToDate(_ files: [(path: String, key: String)]) -> [[String]]? {
        let entries = mutable.withLock { state -> [BuildManifest.Entry]? in
            var entries: [BuildManifest.Entry] = []
            entries.reserveCapacity(files.count)
            for file in files {
                guard let entry = state.keepable(file.path, key: file.key) else { return nil }
                entries.append(entry)
            }
            return entries
        }
        guard let entries, files.allSatisfy({ OutputPath.kind(atPath: rootPath + "/" + $0.path).isRegular }) else {
            return nil
        }
        mutable.withLock { state in
            for (file, entry) in zip(files, entries) {
                state.record(entry, at: file.path, inPrevious: true, kept: true)
            }
        }
        return entries.map { $0.warnings ?? [] }
    }

    /// Whether the previous build recorded each file with its key (not whether the files
    /// are still there: `keepIfUpToDate` looks).
    public func mayKeep(_ files: [(path: String, key: String)]) -> Bool {
        mutable.withLock { state in
            files.allSatisfy { state.keepable($0.path, key: $0.key) != nil }
        }
    }

    /// Whether this folder's previous build (of this owner) made `relativePath`.
    public func madePreviously(_ relativePath: String) -> Bool {
        mutable.withLock { $0.previous.files[relativePath] != nil }
    }

    /// Keeps `paths` as the previous build recorded them, whatever their inputs are now (all
    /// or none): `draper build --only` leaves other quotes' cards as they are. Nothing is kept
    /// when a path was not recorded, is not on disk, or was journaled by an interrupted build
    /// (its bytes may not be the recorded ones); the caller makes those files again, so no
    /// page links to a card that is missing or not what the record says.
    public func keepAsRecorded(_ paths: [String]) -> Bool {
        let entries = mutable.withLock { state -> [BuildManifest.Entry]? in
            var entries: [BuildManifest.Entry] = []
            for path in paths {
                guard let entry = state.previous.files[path], state.journaled[path] == nil else { return nil }
                entries.append(entry)
            }
            return entries
        }
        guard let entries, paths.allSatisfy({ OutputPath.kind(atPath: rootPath + "/" + $0).isRegular }) else {
            return false
        }
        mutable.withLock { state in
            for (path, entry) in zip(paths, entries) {
                state.record(entry, at: path, inPrevious: true, kept: true)
            }
        }
        return true
    }

    /// The files the previous build made under `folder`: the parts of one generated whole
    /// (the search index) that a build keeps together.
    public func previousFiles(in folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return mutable.withLock { state in
            state.previous.files.compactMap { path, _ in path.hasPrefix(prefix) ? path : nil }
        }.sorted()
    }

    /// The key the previous build recorded for `relativePath`, if it made it.
    public func previousKey(of relativePath: String) -> String? {
        mutable.withLock { $0.previous.files[relativePath]?.key }
    }

    /// A digest of every file this build has made or kept so far — each path with its
    /// bytes' digest — except `excluded`: it changes whenever the site does, and names the
    /// build in a service worker's cache.
    public func digestOfCurrentFiles(excluding excluded: Set<String>) -> String {
        let (files, paths) = mutable.withLock { ($0.current.files, $0.currentPathsInOrder()) }
        // On one core: shared over two, the lookups cost more CPU than alone (166 samples
        // against 187 in one profile of a 10,000-quote rebuild), and saved little wall time.
        // The fields are gathered and hashed in one call, as `update(field:)` would frame them
        // (each followed by its separator): 200,000 calls into the hash cost more than the bytes.
        // The few excluded paths are compared, not hashed: a set hashed all 53,000.
        let excluded = Array(excluded)
        var fields: [UInt8] = []
        fields.reserveCapacity(paths.count * 112)
        for path in paths where !excluded.contains(path) {
            fields.append(contentsOf: path.utf8)
            fields.append(SHA256.fieldSeparator)
            fields.append(contentsOf: (files[path]?.digest ?? "").utf8)
            fields.append(SHA256.fieldSeparator)
        }
        var hasher = SHA256()
        hasher.update(fields)
        return hasher.hexDigest()
    }

    /// Writes `bytes` to `relativePath` atomically, recording it as this build's; a file that
    /// replaces an existing one takes its place in `finish()`. A file in the way that is not
    /// Draper's, or changed since Draper wrote it, is left alone with a warning. Says which of
    /// these it did.
    @discardableResult
    public func write(
        _ bytes: [UInt8], to relativePath: String, key: String = "", warnings: [String] = []
    ) throws(OutputError) -> WriteOutcome {
        guard OutputPath.isValid(relativePath) else {
            throw OutputError(.writeFailed("not a path inside the output folder"), path: relativePath)
        }
        let digest = SHA256.hexDigest(of: bytes)
        let entry = BuildManifest.Entry(key: key, digest: digest, warnings: warnings.isEmpty ? nil : warnings)
        let destination = url(for: relativePath)
        guard let newFolders = try preparedFolders(for: relativePath) else { return .leftAlone }
        let existing = OutputPath.kind(destination)
        switch existing {
        case .missing:
            break
        case .regular(let size):
            let (recorded, journaled, legacy) = mutable.withLock {
                ($0.previous.files[relativePath], $0.journaled[relativePath] ?? [], $0.legacyDigests[relativePath])
            }
            if let recorded, recorded.digest == digest, size == bytes.count, journaled.isEmpty {
                mutable.withLock { $0.record(entry, at: relativePath, inPrevious: true) }
                return .alreadyThere
            }
            let onDisk = OutputPath.digest(of: destination)
            if onDisk == digest {
                // The bytes are already there: Draper's by any account.
                mutable.withLock { $0.record(entry, at: relativePath, inPrevious: recorded != nil) }
                return .alreadyThere
            }
            var acceptable = journaled
            if let recorded { acceptable.insert(recorded.digest) }
            if let legacy { acceptable.insert(legacy) }
            guard let onDisk, acceptable.contains(onDisk) else {
                let why =
                    recorded == nil && journaled.isEmpty && legacy == nil
                    ? "Draper did not make this file; move it away to let Draper write it"
                    : "the file changed since Draper wrote it; move it away to let Draper write it again"
                leaveAlone(relativePath, why)
                return .leftAlone
            }
        case .directory, .symbolicLink, .special:
            leaveAlone(relativePath, "\(Self.describe(existing)) is in the way; move it away to let Draper write here")
            return .leftAlone
        }
        let temporary = try mutable.withLock { state throws(OutputError) -> URL in
            state.record(entry, at: relativePath, inPrevious: state.previous.files[relativePath] != nil)
            // A new file (and each folder made for it) is journaled before it appears, so that
            // it is known as Draper's after a kill; a replaced one when `finish()` puts it in place.
            if existing == .missing {
                try state.journal.append(files: [(relativePath, digest)], folders: newFolders)
            }
            state.ownFolders.formUnion(newFolders)
            state.temporaryCounter += 1
            return scratch.url.appendingPathComponent("\(state.temporaryCounter).tmp")
        }
        let displayPath = "\(displayName)/\(relativePath)"
        do {
            try AtomicFile.create(temporary.path, with: bytes)
        } catch {
            throw OutputError(writing: error, path: displayPath)
        }
        if existing != .missing {
            mutable.withLock {
                $0.replacements.append(Replacement(temporary: temporary, path: relativePath, digest: digest))
            }
            return .written
        }
        do {
            try AtomicFile.rename(temporary.path, over: destination.path)
        } catch {
            throw OutputError(writing: error, path: displayPath)
        }
        return .written
    }

    @discardableResult
    public func write(_ text: String, to relativePath: String, key: String = "") throws(OutputError) -> WriteOutcome {
        try write(Array(text.utf8), to: relativePath, key: key)
    }

    /// Makes sure every folder on the way to `path` is a real folder, creating those that are
    /// missing. Returns the folders created (to be journaled), or nil after warning when
    /// something else is on the way.
    private func preparedFolders(for path: String) throws(OutputError) -> [String]? {
        var created: [String] = []
        for folder in OutputPath.parents(of: path) {
            if mutable.withLock({ $0.checkedFolders.contains(folder) }) { continue }
            let url = url(for: folder)
            switch OutputPath.kind(url) {
            case .directory:
                break
            case .missing:
                // Journaled with the file that needs it, which appears after it.
                if mkdir(url.path, 0o755) != 0, errno != EEXIST {
                    throw OutputError(.writeFailed(OutputPath.lastError()), path: "\(displayName)/\(folder)")
                }
                let made = OutputPath.kind(url)
                guard made == .directory else {
                    leaveAlone(
                        folder,
                        "\(Self.describe(made)) is in the way of \(path); Draper writes only through real folders")
                    return nil
                }
                created.append(folder)
            case let kind:
                leaveAlone(
                    folder, "\(Self.describe(kind)) is in the way of \(path); Draper writes only through real folders")
                return nil
            }
            mutable.withLock { _ = $0.checkedFolders.insert(folder) }
        }
        return created
    }

    private static func describe(_ kind: OutputPath.FileKindOnDisk) -> String {
        switch kind {
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .special: "a special file (FIFO, socket or device)"
        case .regular: "a file"
        case .missing: "nothing"
        }
    }

    private func leaveAlone(_ relativePath: String, _ why: String) {
        mutable.withLock { state in
            guard state.warnedPaths.insert(relativePath).inserted else { return }
            state.warnings.append(
                .warning("left alone: \(why)", at: SourceLocation(file: "\(displayName)/\(relativePath)")))
        }
    }

    /// Whether this build left `relativePath` alone (something not Draper's, or changed, was in
    /// the way), so that it is not this build's file.
    public func wasLeftAlone(_ relativePath: String) -> Bool {
        mutable.withLock { $0.warnedPaths.contains(relativePath) }
    }

    /// Whether `relativePath` is this folder's (this owner's): recorded by its previous build,
    /// or journaled by one that was interrupted.
    public func isRecorded(_ relativePath: String) -> Bool {
        mutable.withLock { $0.previous.files[relativePath] != nil || $0.journaled[relativePath] != nil }
    }

    /// The bytes this build wrote to `relativePath`, even while they wait to replace the old
    /// file (a page that reads a card — an email that inlines it, a feed that gives its size —
    /// must see the new card, not the one still in place); else what is on disk.
    public func contents(of relativePath: String) -> [UInt8]? {
        let pending = mutable.withLock { state in state.replacements.last { $0.path == relativePath }?.temporary }
        let url = pending ?? url(for: relativePath)
        return (try? Data(contentsOf: url)).map { [UInt8]($0) }
    }

    /// The size of what `contents(of:)` would return, without reading it.
    public func size(of relativePath: String) -> Int? {
        let pending = mutable.withLock { state in state.replacements.last { $0.path == relativePath }?.temporary }
        if case .regular(let size) = OutputPath.kind(pending ?? url(for: relativePath)) { return size }
        return nil
    }

    /// The paths this build has produced so far.
    public var producedPaths: Set<String> {
        mutable.withLock { Set($0.current.files.keys) }
    }

    /// Puts replacements in place, removes what earlier builds made and this one did not,
    /// then records this build and lets the next one start; nothing more may be written.
    ///
    /// Returns the removed paths. Call only after every file of the build is written, so an
    /// interrupted build never leaves pages pointing at cards that were already removed.
    @discardableResult
    public func finish() throws(OutputError) -> [String] {
        // Journaled first, so that a kill among the renames leaves digests that are accepted.
        let replacements = try mutable.withLock { state throws(OutputError) -> [Replacement] in
            try state.journal.append(files: state.replacements.map { ($0.path, $0.digest) })
            defer { state.replacements = [] }
            return state.replacements
        }
        for replacement in replacements {
            do {
                try AtomicFile.rename(replacement.temporary.path, over: url(for: replacement.path).path)
            } catch {
                throw OutputError(writing: error, path: "\(displayName)/\(replacement.path)")
            }
        }
        let (stale, gone) = mutable.withLock { state -> ([(path: String, digests: Set<String>)], [String]) in
            // A shard sees only its share of the files: it must not judge the rest stale.
            guard shard == nil else { return ([], []) }
            // Looked up one by one (sets of the 50,000 paths cost more), and only until as many
            // are found as the last record has paths this build did not record: none, mostly.
            let notRecorded = state.previous.files.count - state.recordedFromPrevious
            var recorded: [String] = []
            if notRecorded > 0 {
                for path in state.previous.files.keys where state.current.files[path] == nil {
                    recorded.append(path)
                    if recorded.count == notRecorded { break }
                }
            }
            let gone = recorded
            recorded += state.journaled.keys.filter {
                state.current.files[$0] == nil && state.previous.files[$0] == nil
            }
            let stale = recorded.sorted(by: Self.removedEarlier).map { path in
                var digests = state.journaled[path] ?? []
                if let entry = state.previous.files[path] { digests.insert(entry.digest) }
                return (path: path, digests: digests)
            }
            return (stale, gone)
        }
        var removed: [String] = []
        for (path, digests) in stale where removeIfUnchanged(path, digests: digests) {
            removed.append(path)
        }
        var (manifest, paths, onDisk, changes) = mutable.withLock {
            state -> (BuildManifest, [String], ManifestOnDisk?, ManifestChanges.Candidates) in
            state.journal.close()
            var manifest = state.current
            let paths = state.currentPathsInOrder()
            // Folders still there that some build made (the files they hold may be the user's).
            // One that holds a file of this build is there: the file was written into it, or
            // found in it, this build. Only the others are looked at (at 10,000 quotes,
            // 20,000 `lstat`s were 2 % of a rebuild; from paths, not URLs: building as many
            // URLs cost more than the calls).
            let holding = Self.foldersHoldingFiles(paths)
            manifest.folders = state.ownFolders.filter {
                holding.contains($0) || OutputPath.kind(atPath: rootPath + "/" + $0) == .directory
            }.sorted()
            // What can differ from the record on disk (which is the previous record whenever
            // changes may be appended to it): the entries made this build, and the paths of
            // the previous record this build did not record.
            let changes = ManifestChanges.Candidates(made: state.madePaths, removed: gone)
            return (manifest, paths, state.onDisk, changes)
        }
        onDisk = try writeRecord(&manifest, pathsInOrder: paths, onDisk: onDisk, candidates: changes)
        unlink(state.journal(shard: shard).path)
        if shard == nil {
            legacyRecords.remove(exceptWritten: { manifest.files[$0] != nil })
        }
        scratch.remove()
        rmdir(state.scratch.path)
        if shard == nil {
            for url in state.shardManifests() { unlink(url.path) }
        }
        mutable.withLock { state in
            state.previous = manifest
            state.onDisk = onDisk
            state.madePaths = []
            state.recordedFromPrevious = manifest.files.count
            state.journaled = [:]
        }
        // The build is over: the next one may start.
        folderLock?.release()
        lock.release()
        return removed
    }

    /// Records `manifest` as this build's: a whole build's changes are appended to the record
    /// it read (`ManifestChanges`) while they stay small, and nothing is written when there
    /// are none; otherwise, and for a shard, the whole record is written anew, with a new
    /// `generation` so that no older line applies to it. Returns how the record now stands.
    private func writeRecord(
        _ manifest: inout BuildManifest, pathsInOrder paths: [String], onDisk: ManifestOnDisk?,
        candidates: ManifestChanges.Candidates
    ) throws(OutputError) -> ManifestOnDisk? {
        let changesURL = BuildManifest.changesURL(of: manifestURL)
        if shard == nil, var onDisk, let recorded = onDisk.recorded, let generation = onDisk.generation,
            onDisk.mayAppend(0, tool: manifest.tool)
        {
            let changes = ManifestChanges(from: recorded, to: manifest, candidates: candidates, base: generation)
            let line = changes.isEmpty ? [] : changes.encoded()
            if line.isEmpty || onDisk.mayAppend(line.count, tool: manifest.tool) {
                if !line.isEmpty {
                    // A line cut short is not read back as one (`ManifestReader.readChanges`).
                    do {
                        try AppendedFile.append(line, to: changesURL.path)
                    } catch {
                        throw OutputError(writing: error, path: changesURL.path)
                    }
                }
                manifest.generation = generation
                onDisk.changesBytes += line.count
                onDisk.recorded = manifest
                return onDisk
            }
        }
        manifest.generation = shard == nil ? Self.newGeneration() : nil
        let bytes = manifest.encoded(pathsInOrder: paths)
        try Self.writeRecord(bytes, to: manifestURL)
        guard shard == nil else { return nil }
        // The old changes name the old generation: gone with it, or left unread if this fails.
        if OutputPath.kind(changesURL).isRegular { unlink(changesURL.path) }
        var written = ManifestOnDisk(generation: manifest.generation, recordBytes: bytes.count)
        written.recorded = manifest
        return written
    }

    /// The order stale files are removed in: those that can link to others (pages, feeds,
    /// scripts, stylesheets) before the rest, so that a build killed among the removals
    /// leaves no page pointing at a card or font already gone. Then by path.
    static func removedEarlier(_ a: String, _ b: String) -> Bool {
        let (aLinks, bLinks) = (mayLink(a), mayLink(b))
        return aLinks != bLinks ? aLinks : a < b
    }

    private static func mayLink(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return true }
        return !linkedOnlyExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Files that hold no links: images and fonts.
    private static let linkedOnlyExtensions: Set<String> = [
        "png", "jpg", "jpeg", "webp", "avif", "gif", "ico", "svg", "woff2", "woff", "ttf", "otf",
    ]

    /// A name for a new writing of the record, unlike any earlier one.
    private static func newGeneration() -> String {
        var random = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = random.next() as UInt64
            return String(repeating: "0", count: value.leadingZeroBitCount / 4) + String(value, radix: 16)
        }.joined()
    }

    /// The folders that directly hold one of `sortedPaths` (a file's siblings follow it, so
    /// each folder is made and hashed about once). Read as bytes: the generic `lastIndex(of:)`
    /// on a string's UTF-8 view and the substrings' comparisons were two thirds of this, on
    /// the build's last step, where the other core has nothing to do.
    private static func foldersHoldingFiles(_ sortedPaths: [String]) -> Set<String> {
        var folders = Set<String>()
        var last: [UInt8] = []
        for var path in sortedPaths {
            path.withUTF8 { bytes in
                guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), let start = bytes.baseAddress else { return }
                let folder = UnsafeBufferPointer(start: start, count: slash)
                if slash == last.count, memcmp(start, last, slash) == 0 { return }
                last = Array(folder)
                folders.insert(String(decoding: folder, as: UTF8.self))
            }
        }
        return folders
    }

    /// Removes the stale file at `path` if every folder on the way is real, it is a regular
    /// file and it still holds bytes Draper wrote there; then the empty folders Draper made
    /// for it. Anything else is left with a warning.
    private func removeIfUnchanged(_ path: String, digests: Set<String>) -> Bool {
        for folder in OutputPath.parents(of: path) {
            switch OutputPath.kind(url(for: folder)) {
            case .directory: continue
            case .missing: return false
            case let kind:
                leaveAlone(
                    folder, "\(Self.describe(kind)) is where Draper's folder was; nothing was removed through it")
                return false
            }
        }
        let file = url(for: path)
        switch OutputPath.kind(file) {
        case .missing: return false
        case .regular: break
        case let kind:
            leaveAlone(path, "\(Self.describe(kind)) took the place of a file Draper made; it was not removed")
            return false
        }
        guard let onDisk = OutputPath.digest(of: file), digests.contains(onDisk) else {
            leaveAlone(path, "no longer part of the site, but changed since Draper wrote it, so it was not removed")
            return false
        }
        guard unlink(file.path) == 0 else { return false }
        let ownFolders = mutable.withLock { $0.ownFolders }
        // rmdir(2) removes only empty folders: nothing of the user's can go with them.
        for folder in OutputPath.parents(of: path).reversed() {
            guard ownFolders.contains(folder), rmdir(url(for: folder).path) == 0 else { break }
        }
        return true
    }

    /// Writes a record (of the state folder, or the project's own) atomically, through a
    /// temporary file of a fixed name beside it: one a killed write left is replaced, never
    /// piled up.
    public static func writeRecord(_ bytes: [UInt8], to url: URL) throws(OutputError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        unlink(temporary.path)
        do {
            try AtomicFile.create(temporary.path, with: bytes)
        } catch {
            throw OutputError(writing: error, path: temporary.path)
        }
        do {
            try AtomicFile.rename(temporary.path, over: url.path)
        } catch {
            throw OutputError(writing: error, path: url.path)
        }
    }
}
