import Foundation
import Hashing
import SiteOutput
import Synchronization

/// The SHA-256 of font files' bytes, for card keys: a key must say what a font *is*, never
/// where it sits or when it was copied, so that a project copied elsewhere or freshly cloned
/// (new paths, new times) keeps every card's key and name.
///
/// Hashing a 20 MB CJK font costs about 0.1 s, so each file is hashed once per process and,
/// across runs, once per change: `.draper/font-digests.json` maps a file's identity on disk
/// (path, device, inode, size, modification time — used only to find the digest again, never
/// in a key) to its digest.
final class FontDigests: Sendable {
    private let record: URL?
    private let known: Mutex<[String: String]>
    private let changed = Atomic<Bool>(false)

    /// Digests recorded under `records` (the project's `.draper/`), if given and readable.
    init(records: URL?) {
        record = records?.appendingPathComponent("font-digests.json")
        var entries: [String: String] = [:]
        if let record, case .regular(let size) = OutputPath.kind(record), size < 4 << 20,
            let data = try? Data(contentsOf: record),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
        {
            entries = object.filter { SHA256.isHexDigest($0.value) }
        }
        known = Mutex(entries)
    }

    /// The digest of the bytes of the font file at `url`, or nil if it cannot be read.
    func digest(of url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        let identity = [
            url.path, String(info.st_dev), String(info.st_ino), String(info.st_size),
            String(info.st_mtim.tv_sec), String(info.st_mtim.tv_nsec),
        ].joined(separator: "\u{1F}")
        if let digest = known.withLock({ $0[identity] }) { return digest }
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        var hasher = SHA256()
        data.withUnsafeBytes { hasher.update($0) }
        let digest = hasher.hexDigest()
        known.withLock { $0[identity] = digest }
        changed.store(true, ordering: .relaxed)
        return digest
    }

    /// Writes the record if a digest was added and the records folder exists (a `check`, which
    /// writes nothing, passes no folder).
    func save() {
        guard let record, changed.load(ordering: .relaxed),
            OutputPath.kind(record.deletingLastPathComponent()) == .directory
        else { return }
        let entries = known.withLock { $0 }
        guard let data = try? JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]) else { return }
        try? OutputDirectory.writeRecord([UInt8](data), to: record)
    }
}
