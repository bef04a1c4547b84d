import Dispatch
public import Foundation
import Synchronization

/// An output folder's build record, read on another thread while the build plans: at
/// 10,000 quotes the record is 50,000 entries and reading it a tenth of a rebuild.
///
/// The record is read without the output folder's lock, so `OutputDirectory` takes what was
/// read only if, once it holds the lock, the file is still the one read: the same inode,
/// size and change times, of the record and of its changes file (a build renames a new
/// record over the old one, or appends to the changes file).
/// Anything else — another build finished in between, the read failed — and it reads the
/// record again itself, as it would without a prefetch.
public final class ManifestPrefetch: Sendable {
    private typealias Loaded = (manifest: BuildManifest, rejected: Int, disk: ManifestOnDisk)?

    private struct Read {
        var identity: Identity
        var loaded: Loaded
    }

    /// The record file's and its changes file's.
    private struct Identity: Equatable {
        var record: FileIdentity?
        var changes: FileIdentity?

        init(of url: URL) {
            record = FileIdentity(of: url.path)
            changes = FileIdentity(of: BuildManifest.changesURL(of: url).path)
        }
    }

    let url: URL
    private let read = Mutex<Read?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading the record of the output folder `root` of the project at `projectRoot`
    /// (the same folders as `OutputDirectory.init`'s).
    public init(root: URL, projectRoot: URL, stateBase: URL? = nil, owner: String? = nil) {
        url = OutputDirectory.stateFolder(root: root, projectRoot: projectRoot, stateBase: stateBase, owner: owner)
            .manifest(shard: nil)
        DispatchQueue.global().async { [self] in
            defer { finished.signal() }
            let before = Identity(of: url)
            let loaded: Loaded
            do {
                loaded = try BuildManifest.load(from: url)
            } catch {
                return
            }
            // A record replaced while it was read is not trusted.
            guard Identity(of: url) == before else { return }
            read.withLock { $0 = Read(identity: before, loaded: loaded) }
        }
    }

    /// The record at `url`, as `BuildManifest.load` gives it: the one read ahead if it is
    /// of that file and the file has not changed since, else read now.
    func load(from url: URL) throws -> (manifest: BuildManifest, rejected: Int, disk: ManifestOnDisk)? {
        finished.wait()
        // Signalled again, so that a second caller does not wait forever.
        defer { finished.signal() }
        if url == self.url, let read = read.withLock({ $0 }), read.identity == Identity(of: url) {
            return read.loaded
        }
        return try BuildManifest.load(from: url)
    }
}

/// What tells one version of a file from another without reading it; nil for a missing file.
private struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    var changed: timespec

    init?(of path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    static func == (first: FileIdentity, second: FileIdentity) -> Bool {
        first.device == second.device && first.inode == second.inode && first.size == second.size
            && first.modified.tv_sec == second.modified.tv_sec && first.modified.tv_nsec == second.modified.tv_nsec
            && first.changed.tv_sec == second.changed.tv_sec && first.changed.tv_nsec == second.changed.tv_nsec
    }
}
