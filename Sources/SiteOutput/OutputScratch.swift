import Foundation

/// The folder a build writes its temporary files into before renaming them into place.
///
/// rename(2) works only within one filesystem, so the scratch must be on the output's. When
/// the build-state folder is (the usual case), the scratch is the state folder's `tmp/`. When
/// the output lives on another disk (a web root on its own volume, a tmpfs, a container
/// volume), it is a folder inside the output with a fresh random name,
/// `.draper-scratch-<16 hex digits>`, whose name is recorded in the state folder *before* it
/// is made: a later build removes a leftover scratch only by that record, only if it is still
/// a real folder of exactly such a name, and only the `<digits>.tmp` files Draper writes there.
/// No name is matched by prefix, so nothing of the user's is ever taken for a scratch folder.
struct OutputScratch {
    let url: URL
    /// The state folder's record of a scratch inside the output, removed with the scratch.
    private let record: URL?

    static let inOutputPrefix = ".draper-scratch-"
    private static let recordPrefix = "scratch-in-output"

    /// Removes what killed builds left, then makes this build's scratch.
    static func prepare(state: BuildStateFolder, output root: URL, shard: Shard?) throws(OutputError) -> OutputScratch {
        // A shard clears only its own leftovers: the others may be running beside it.
        removeLeftovers(recordedIn: state, output: root, shard: shard)
        let stateScratch = state.scratch.appendingPathComponent(
            shard.map { "shard-\($0.index)of\($0.count)" } ?? "whole")
        clear(stateScratch)
        if sameDevice(state.url, root) {
            do {
                try FileManager.default.createDirectory(at: stateScratch, withIntermediateDirectories: true)
            } catch {
                throw OutputError(.writeFailed(error.localizedDescription), path: stateScratch.path)
            }
            return OutputScratch(url: stateScratch, record: nil)
        }
        let record = state.url.appendingPathComponent(recordName(shard: shard))
        for _ in 0..<8 {
            var random = SystemRandomNumberGenerator()
            let name = inOutputPrefix + String(format: "%016llx", random.next() as UInt64)
            let folder = root.appendingPathComponent(name)
            // Recorded first: a build killed right after the mkdir still knows the folder is its own.
            try OutputDirectory.writeRecord(Array(name.utf8), to: record)
            if mkdir(folder.path, 0o700) == 0 { return OutputScratch(url: folder, record: record) }
            guard errno == EEXIST else {
                let error = OutputPath.lastError()
                unlink(record.path)
                throw OutputError(.writeFailed(error), path: folder.path)
            }
        }
        unlink(record.path)
        throw OutputError(.writeFailed("no free name for a scratch folder"), path: root.path)
    }

    /// Removes this build's temporary files and the scratch folder, then its record.
    func remove() {
        Self.clear(url)
        if let record { unlink(record.path) }
    }

    /// Removes the `<digits>.tmp` files Draper writes in `folder` (none other), then the folder
    /// if that left it empty.
    static func clear(_ folder: URL) {
        guard OutputPath.kind(folder) == .directory else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where isTemporaryName(name) {
            let file = folder.appendingPathComponent(name)
            if OutputPath.kind(file).isRegular { unlink(file.path) }
        }
        rmdir(folder.path)
    }

    /// `12.tmp`: the names `OutputDirectory` gives its temporary files.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasSuffix(".tmp") else { return false }
        let number = name.dropLast(4)
        return !number.isEmpty && number.utf8.allSatisfy { (48...57).contains($0) }
    }

    private static func recordName(shard: Shard?) -> String {
        recordPrefix + (shard.map { "-shard-\($0.index)of\($0.count)" } ?? "")
    }

    /// Clears the in-output scratch folders that killed builds recorded: every one for a whole
    /// build, which holds the lock alone; a shard's own otherwise.
    private static func removeLeftovers(recordedIn state: BuildStateFolder, output root: URL, shard: Shard?) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: state.url.path)) ?? []
        let records =
            shard == nil ? names.filter { $0.hasPrefix(recordPrefix) } : names.filter { $0 == recordName(shard: shard) }
        for recordName in records.sorted() {
            let record = state.url.appendingPathComponent(recordName)
            guard case .regular(let size) = OutputPath.kind(record), size < 256,
                let data = FileManager.default.contents(atPath: record.path)
            else { continue }
            let name = String(decoding: data, as: UTF8.self)
            if isInOutputName(name) { clear(root.appendingPathComponent(name)) }
            unlink(record.path)
        }
    }

    /// Exactly `.draper-scratch-` and 16 lowercase hex digits: a record naming anything else
    /// names no scratch folder, and is not followed.
    static func isInOutputName(_ name: String) -> Bool {
        guard name.hasPrefix(inOutputPrefix) else { return false }
        let digits = name.dropFirst(inOutputPrefix.count)
        return digits.utf8.count == 16 && digits.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    private static func sameDevice(_ first: URL, _ second: URL) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first.path, &a) == 0 && stat(second.path, &b) == 0 && a.st_dev == b.st_dev
    }
}
