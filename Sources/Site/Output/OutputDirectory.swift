public import Foundation
import Hashing
import Synchronization

/// The folder a build writes into, written so that users' data stays safe.
///
/// - Every file is written to a temporary file and renamed into place: a reader (or a
///   build killed at any moment) sees the old file or the new one, never half of one.
/// - New files go into place as they are written, but files that replace existing ones wait
///   in the scratch folder until `finish()`: a build killed before then leaves every earlier
///   page as it was, and once pages change, every new file they may link to is there.
/// - Before a file is created or replaced its path is appended to a journal, so a build
///   killed midway still knows, next time, which files are its own and which no longer
///   hold what the manifest recorded.
/// - `finish()` removes only files that an earlier build recorded and this build did not
///   produce; anything else in the folder (a `CNAME`, `.well-known/`) is never touched.
/// - Files whose bytes did not change are not rewritten, so their timestamps stay put
///   for rsync and HTTP caches.
///
/// Sharded builds (`--shard K/N`, several machines sharing one output folder) each keep
/// their own manifest, journal and scratch folder; they never remove anything. The next
/// whole build takes their manifests as its own record and then replaces them.
///
/// Safe to use from several render threads at once.
public final class OutputDirectory: Sendable {
    public let root: URL
    private let state: Mutex<State>
    private let scratch: URL
    private let journalURL: URL
    private let manifestName: String
    private let shard: Shard?

    private struct State {
        var previous: BuildManifest
        var current: BuildManifest
        var journal: FileHandle?
        var temporaryCounter = 0
        /// Files that replace existing ones, written to the scratch folder and put in place by `finish()`.
        var replacements: [Replacement] = []
    }

    private struct Replacement {
        var temporary: URL
        var path: String
    }

    static let scratchName = ".draper-tmp"
    static let journalName = ".draper-journal"
    static let shardManifestPrefix = ".draper-manifest-shard-"

    /// Opens (creating if needed) `root` for a build of the project at `projectRoot`.
    ///
    /// Refuses the filesystem root, the home folder, the project folder itself and any
    /// folder that contains the project: a mistake there could overwrite the user's files.
    public init(root: URL, projectRoot: URL, tool: String, shard: Shard? = nil) throws(OutputError) {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        try Self.checkLocation(root, projectRoot: projectRoot.standardizedFileURL.resolvingSymlinksInPath())
        self.root = root
        self.shard = shard
        let suffix = shard.map { "-shard-\($0.index)of\($0.count)" } ?? ""
        manifestName =
            shard.map { "\(Self.shardManifestPrefix)\($0.index)of\($0.count).json" } ?? BuildManifest.fileName
        scratch = root.appendingPathComponent(Self.scratchName + suffix, isDirectory: true)
        journalURL = root.appendingPathComponent(Self.journalName + suffix)
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
            // Temporary files left by a killed build are ours by construction.
            try? fileManager.removeItem(at: scratch)
            try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw OutputError(.writeFailed(error.localizedDescription), path: root.path)
        }
        var previous: BuildManifest
        do {
            previous =
                try BuildManifest.load(from: root.appendingPathComponent(manifestName)) ?? BuildManifest(tool: tool)
            if shard == nil {
                // What sharded runs rendered into this folder counts as this build's record too.
                for name in Self.shardManifestNames(in: root) {
                    guard let sharded = try BuildManifest.load(from: root.appendingPathComponent(name)) else {
                        continue
                    }
                    previous.files.merge(sharded.files) { _, new in new }
                }
            } else if let whole = try BuildManifest.load(from: root.appendingPathComponent(BuildManifest.fileName)) {
                // A shard may reuse what the last whole build rendered (it never removes anything).
                previous.files.merge(whole.files) { own, _ in own }
            }
        } catch {
            throw OutputError(.manifestUnreadable(String(describing: error)), path: manifestName)
        }
        // Files an interrupted build wrote are ours too, though no manifest lists them yet; and
        // files it replaced no longer hold the bytes the manifest recorded, so their digest is
        // forgotten and the next write of each goes to disk even if it matches the old record.
        for path in Self.readJournal(journalURL) {
            if previous.files[path] == nil {
                previous.files[path] = BuildManifest.Entry(key: "", digest: "", warnings: nil)
            } else {
                previous.files[path]?.digest = ""
            }
        }
        state = Mutex(State(previous: previous, current: BuildManifest(tool: tool)))
    }

    private static func checkLocation(_ root: URL, projectRoot: URL) throws(OutputError) {
        let path = root.path
        // `~` in a shell is $HOME, which need not be the account's home folder (containers,
        // sudo, a deliberately changed HOME): both are refused.
        let homes = [FileManager.default.homeDirectoryForCurrentUser.path, ProcessInfo.processInfo.environment["HOME"]]
            .compactMap { $0 }.filter { !$0.isEmpty }
            .map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        if path == "/" { throw OutputError(.forbiddenLocation("it is the filesystem root"), path: path) }
        if homes.contains(path) { throw OutputError(.forbiddenLocation("it is your home folder"), path: path) }
        if path == projectRoot.path {
            throw OutputError(
                .forbiddenLocation("it is the project folder itself; use a subfolder such as output/"), path: path)
        }
        if projectRoot.path.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
            throw OutputError(.forbiddenLocation("it contains the project folder"), path: path)
        }
    }

    private static func shardManifestNames(in root: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasPrefix(shardManifestPrefix) && $0.hasSuffix(".json") }.sorted()
    }

    private static func readJournal(_ url: URL) -> [String] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// The URL of a path relative to the output root.
    public func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Whether the previous build made `relativePath` from inputs hashing to `key`, and the
    /// file is still there: then it need not be made again.
    public func isUpToDate(_ relativePath: String, key: String) -> Bool {
        let recorded = state.withLock { $0.previous.files[relativePath] }
        guard let recorded, !key.isEmpty, recorded.key == key else { return false }
        return FileManager.default.fileExists(atPath: url(for: relativePath).path)
    }

    /// Records that this build produces `relativePath` unchanged from the previous build.
    public func keep(_ relativePath: String) {
        state.withLock { state in
            if let entry = state.previous.files[relativePath] { state.current.files[relativePath] = entry }
        }
    }

    /// The warnings recorded when the previous build made `relativePath`.
    public func recordedWarnings(_ relativePath: String) -> [String] {
        state.withLock { $0.previous.files[relativePath]?.warnings ?? [] }
    }

    /// Writes `bytes` to `relativePath` atomically, recording it as this build's; a file that
    /// replaces an existing one takes its place in `finish()`.
    public func write(
        _ bytes: [UInt8], to relativePath: String, key: String = "", warnings: [String] = []
    ) throws(OutputError) {
        let digest = SHA256.hexDigest(of: bytes)
        let destination = url(for: relativePath)
        let existingSize = Self.fileSize(destination)
        let (unchanged, temporary) = try state.withLock { state throws(OutputError) -> (Bool, URL) in
            let unchanged = state.previous.files[relativePath]?.digest == digest && existingSize == bytes.count
            state.current.files[relativePath] = BuildManifest.Entry(
                key: key, digest: digest, warnings: warnings.isEmpty ? nil : warnings)
            // A new file is journaled before it appears, so that it is known as ours after a
            // kill; a replaced one when `finish()` puts it in place.
            if !unchanged, existingSize == nil {
                try appendToJournal([relativePath], &state)
            }
            state.temporaryCounter += 1
            return (unchanged, scratch.appendingPathComponent("\(state.temporaryCounter).tmp"))
        }
        if unchanged { return }
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            if existingSize != nil {
                state.withLock { $0.replacements.append(Replacement(temporary: temporary, path: relativePath)) }
                return
            }
            // rename(2) replaces the destination atomically within one filesystem.
            guard rename(temporary.path, destination.path) == 0 else {
                throw OutputError(.writeFailed(String(cString: strerror(errno))), path: relativePath)
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(.writeFailed(error.localizedDescription), path: relativePath)
        }
    }

    /// The size of the file at `url`, or nil if there is none; a size that differs from the
    /// record shows a file changed behind Draper's back without reading it.
    private static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }

    public func write(_ text: String, to relativePath: String, key: String = "") throws(OutputError) {
        try write(Array(text.utf8), to: relativePath, key: key)
    }

    private func appendToJournal(_ relativePaths: [String], _ state: inout State) throws(OutputError) {
        do {
            if state.journal == nil {
                if !FileManager.default.fileExists(atPath: journalURL.path) {
                    _ = FileManager.default.createFile(atPath: journalURL.path, contents: nil)
                }
                let handle = try FileHandle(forWritingTo: journalURL)
                try handle.seekToEnd()
                state.journal = handle
            }
            try state.journal?.write(contentsOf: Data(relativePaths.map { $0 + "\n" }.joined().utf8))
        } catch {
            throw OutputError(.writeFailed(error.localizedDescription), path: Self.journalName)
        }
    }

    /// The paths this build has produced so far.
    public var producedPaths: Set<String> {
        state.withLock { Set($0.current.files.keys) }
    }

    /// Removes what earlier builds made and this one did not, then records this build.
    ///
    /// Returns the removed paths. Call only after every file of the build is written, so an
    /// interrupted build never leaves pages pointing at cards that were already removed.
    @discardableResult
    public func finish() throws(OutputError) -> [String] {
        // Journaled first, so that a kill among the renames leaves digests that are not trusted.
        let replacements = try state.withLock { state throws(OutputError) -> [Replacement] in
            if !state.replacements.isEmpty { try appendToJournal(state.replacements.map(\.path), &state) }
            defer { state.replacements = [] }
            return state.replacements
        }
        for replacement in replacements where rename(replacement.temporary.path, url(for: replacement.path).path) != 0 {
            throw OutputError(.writeFailed(String(cString: strerror(errno))), path: replacement.path)
        }
        let (stale, manifest) = state.withLock { state in
            // A shard sees only its share of the files: it must not judge the rest stale.
            let stale = shard != nil ? [] : state.previous.files.keys.filter { state.current.files[$0] == nil }.sorted()
            try? state.journal?.close()
            state.journal = nil
            return (stale, state.current)
        }
        let fileManager = FileManager.default
        for path in stale {
            let file = url(for: path)
            try? fileManager.removeItem(at: file)
            removeEmptyParents(of: file)
        }
        do {
            try write(manifest.encoded(), named: manifestName)
            try? fileManager.removeItem(at: journalURL)
            try? fileManager.removeItem(at: scratch)
            if shard == nil {
                for name in Self.shardManifestNames(in: root) { try? fileManager.removeItem(at: url(for: name)) }
            }
        } catch {
            throw OutputError(.writeFailed(String(describing: error)), path: manifestName)
        }
        state.withLock { state in state.previous = manifest }
        return stale
    }

    /// Writes a bookkeeping file (not itself listed in the manifest) atomically.
    private func write(_ data: Data, named name: String) throws {
        let temporary = scratch.appendingPathComponent(name + ".tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url(for: name).path) == 0 else {
            throw OutputError(.writeFailed(String(cString: strerror(errno))), path: name)
        }
    }

    /// Removes folders left empty by removing a file, up to (not including) the root.
    private func removeEmptyParents(of file: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > root.path.count, folder.path.hasPrefix(root.path) {
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty
            else { return }
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
