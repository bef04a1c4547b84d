import Foundation
import Hashing

/// Where Draper keeps what it knows about one output folder — the manifest, the journal of
/// an interrupted build, the shards' records, the lock — outside that folder, so that
/// `output/` holds only what a visitor can reach and can be published as it is.
///
/// It lives in the project, under `.draper/builds/<name>-<hash>/`, one folder per output
/// folder (`<name>` is the output folder's own name, `<hash>` tells apart two of that name).
/// Every folder on the way is a real folder, never a symbolic link.
public struct BuildStateFolder: Sendable {
    let url: URL

    /// The project's folder of Draper's own records (this, and what other parts of a build keep).
    public static let projectFolderName = ".draper"

    /// The state folder of `output` for the project (or dataset folder) at `base`.
    ///
    /// - Parameter owner: what writes into `output` when several may (`draper cards` names its
    ///   dataset): each has a state of its own, so none removes another's files.
    init(base: URL, output: URL, owner: String? = nil, kind: String = "builds") {
        let basePath = base.standardizedFileURL.resolvingSymlinksInPath().path
        let outputPath = output.path
        // Inside the project, the output's path relative to it: the project can move.
        var identity =
            outputPath.hasPrefix(basePath + "/") ? String(outputPath.dropFirst(basePath.count + 1)) : outputPath
        if let owner { identity += "\n" + owner }
        let name = output.lastPathComponent.unicodeScalars.map { scalar -> String in
            let value = scalar.value
            let plain =
                (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value)
                || scalar == "-" || scalar == "_" || scalar == "."
            return plain ? String(scalar) : "_"
        }.joined().prefix(40)
        let hash = SHA256.hexDigest(of: identity).prefix(10)
        url = base.appendingPathComponent(Self.projectFolderName).appendingPathComponent(kind)
            .appendingPathComponent("\(name.isEmpty ? "output" : String(name))-\(hash)")
    }

    var lock: URL { url.appendingPathComponent("lock") }
    var scratch: URL { url.appendingPathComponent("tmp") }

    func manifest(shard: Shard?) -> URL {
        url.appendingPathComponent(shard.map { "shard-\($0.index)of\($0.count).json" } ?? BuildManifest.fileName)
    }

    func journal(shard: Shard?) -> URL {
        url.appendingPathComponent(shard.map { "journal-shard-\($0.index)of\($0.count)" } ?? "journal")
    }

    /// The shards' records, to be read by the whole build that follows them.
    func shardManifests() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasPrefix("shard-") && $0.hasSuffix(".json") }.sorted().map {
            url.appendingPathComponent($0)
        }
    }

    /// Creates the folder and those on the way to it under `base`, refusing any that is a
    /// symbolic link or not a folder.
    func create(under base: URL) throws(OutputError) {
        var folder = base.standardizedFileURL
        let relative = url.standardizedFileURL.path.dropFirst(folder.path.count + 1)
        for component in relative.split(separator: "/") {
            folder.appendPathComponent(String(component))
            switch OutputPath.kind(folder) {
            case .directory: continue
            case .missing:
                guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else {
                    throw OutputError(.writeFailed(OutputPath.lastError()), path: folder.path)
                }
            default:
                throw OutputError(.stateFolderBlocked, path: folder.path)
            }
        }
    }
}
