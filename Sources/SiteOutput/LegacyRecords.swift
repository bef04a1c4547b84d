import Foundation
import Hashing

/// The records older versions of Draper kept inside the output folder (before they moved to
/// the project's `.draper/`), read for their digests only: a record inside the output may have
/// come with an archive or a commit, so it is not trusted to remove anything.
///
/// Names are matched exactly, never by prefix, and a file of such a name is taken for a
/// record (and removed once the new record is written) only if its contents are one: a
/// manifest is JSON with `tool` and `files`, a journal is lines that each name a file or
/// folder in the output. The scratch folder older versions used, `.draper-tmp`, loses only the
/// `<digits>.tmp` files they wrote there, and goes only if that leaves it empty. `static/`
/// may not publish any of these names (`SitePaths.isReserved`).
struct LegacyRecords {
    /// Digests of files an older build wrote, by path.
    private(set) var digests: [String: String] = [:]
    /// Records recognised as Draper's, removed by `remove()`.
    private(set) var files: [URL] = []

    static let scratchName = ".draper-tmp"
    static let manifestName = ".draper-manifest.json"
    static let journalName = ".draper-journal"

    /// Whether `name`, at the top of the output folder, is one older versions used.
    static func isLegacyName(_ name: String) -> Bool {
        name == scratchName || name == manifestName || name == journalName
            || shardNumbers(name, prefix: manifestName.dropLast(".json".count) + "-shard-", suffix: ".json")
            || shardNumbers(name, prefix: journalName + "-shard-", suffix: "")
    }

    init(in root: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names.sorted() where Self.isLegacyName(name) {
            let url = root.appendingPathComponent(name)
            if name == Self.scratchName {
                OutputScratch.clear(url)
                continue
            }
            guard case .regular(let size) = OutputPath.kind(url), size < 256 << 20,
                let data = try? Data(contentsOf: url)
            else { continue }
            if name.hasSuffix(".json") {
                guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    object["tool"] is String, let entries = object["files"] as? [String: Any]
                else { continue }
                files.append(url)
                for (path, entry) in entries {
                    guard OutputPath.isValid(path), let digest = (entry as? [String: Any])?["digest"] as? String,
                        SHA256.isHexDigest(digest)
                    else { continue }
                    digests[path] = digest
                }
            } else if let text = String(data: data, encoding: .utf8), Self.isJournal(text, of: root) {
                files.append(url)
            }
        }
    }

    /// Removes the recognised records that are still regular files and that this build did
    /// not write itself.
    func remove(exceptWritten written: (String) -> Bool) {
        for file in files where !written(file.lastPathComponent) && OutputPath.kind(file).isRegular {
            unlink(file.path)
        }
    }

    /// An older journal: one path per line, each of a file or folder that is in the output
    /// (its files were put in place as they were journaled).
    private static func isJournal(_ text: String, of root: URL) -> Bool {
        let lines = text.split(separator: "\n").map(String.init)
        return !lines.isEmpty
            && lines.allSatisfy {
                OutputPath.isValid($0) && OutputPath.kind(root.appendingPathComponent($0)) != .missing
            }
    }

    /// `<prefix><K>of<N><suffix>` with K and N decimal numbers.
    private static func shardNumbers(_ name: String, prefix: String, suffix: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = middle.split(separator: "of", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }
    }
}
