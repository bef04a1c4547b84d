import Foundation
import Hashing
import SafeFiles
import SafeText
import WorkSharing

/// The record, kept in the project's build-state folder, of every file and folder a build
/// made in the output folder.
///
/// It is how Draper knows which files are its own: only files named here (or in the journal
/// of a build that was interrupted) are ever replaced or removed, and only while they still
/// hold the bytes recorded (`digest`), so a `CNAME`, `.well-known/` or a file the user edited
/// survives every build. A file whose recorded `key` — a hash of everything it was made
/// from — still matches is not made again (incremental builds).
struct BuildManifest: Codable, Equatable {
    struct Entry: Codable, Equatable {
        /// A hash of the inputs the file was made from (empty when not tracked).
        var key: String
        /// The SHA-256 of the file's bytes as written.
        var digest: String
        /// Warnings raised while making the file, repeated when a later build reuses it.
        var warnings: [String]?
    }

    static let fileName = "manifest.json"
    static let currentFormat = 2

    var format = currentFormat
    var tool: String
    /// Names this writing of the record: the lines of `manifest.changes` name the one they
    /// follow. Nil in records of versions that wrote the whole record every time.
    var generation: String?
    var files: [String: Entry] = [:]
    /// Folders builds created; removed again (if empty) when their last file goes.
    var folders: [String] = []

    init(tool: String) {
        self.tool = tool
    }

    /// The file beside the record at `url` that the changes builds made since are appended to.
    static func changesURL(of url: URL) -> URL {
        url.deletingPathExtension().appendingPathExtension("changes")
    }

    /// The record at `url` with the changes appended since (`changesURL`), with every entry
    /// that names no path inside the output folder, or has no well-formed digest, left out
    /// and counted in `rejected`. A record of another format is read as none.
    static func load(from url: URL) throws -> (manifest: BuildManifest, rejected: Int, disk: ManifestOnDisk)? {
        switch OutputPath.kind(url) {
        case .missing: return nil
        case .regular: break
        default: throw OutputError(.manifestUnreadable("it is not a regular file"), path: url.path)
        }
        let data = try bytes(of: url)
        guard var manifest = ManifestReader.read(data), manifest.format == currentFormat else { return nil }
        var disk = ManifestOnDisk(generation: manifest.generation, recordBytes: data.count)
        let changesURL = changesURL(of: url)
        switch OutputPath.kind(changesURL) {
        case .missing: break
        case .regular:
            let bytes = try bytes(of: changesURL)
            let (lines, complete) = ManifestReader.readChanges(bytes)
            disk.changesBytes = bytes.count
            disk.changesApply = complete && manifest.generation != nil
            for line in lines {
                guard line.base == manifest.generation else {
                    disk.changesApply = false
                    continue
                }
                line.apply(to: &manifest)
            }
        default:
            // Nothing is read through it, and the next record is written whole.
            disk.changesApply = false
        }
        disk.recorded = manifest
        // Invalid entries are removed from the record as read: filtering into a new dictionary
        // hashed every path again (3 % of a 10,000-quote rebuild).
        let invalid = manifest.files.compactMap { path, entry in
            OutputPath.isValid(path) && SHA256.isHexDigest(entry.digest) ? nil : path
        }
        for path in invalid { manifest.files[path] = nil }
        let folders = manifest.folders.filter(OutputPath.isValid)
        let rejected = invalid.count + manifest.folders.count - folders.count
        manifest.folders = folders
        if rejected > 0 { disk.changesApply = false }
        return (manifest, rejected, disk)
    }

    /// The bytes of a record file, read into one array (through `Data`, 10 MB were copied twice).
    private static func bytes(of url: URL) throws(OutputError) -> [UInt8] {
        do {
            return try InputFile.read(url.path, limit: .max)
        } catch {
            throw OutputError(.manifestUnreadable(error.description), path: url.path)
        }
    }

    /// The record as JSON, keys sorted (`PathOrder`), one file a line. Written byte by byte: Foundation's
    /// encoder, and a tree of the site's `JSONText`, each took a tenth of a rebuild at 10,000 quotes.
    /// `pathsInOrder`, when given, is `files`' paths already sorted. Bytes, not `Data`: the
    /// writer takes bytes, and a copy of the 10 MB record was half a percent of a rebuild.
    /// `runs` (for tests): how many runs of entries are encoded apart, instead of one per core.
    func encoded(pathsInOrder: [String]? = nil, runs: Int? = nil) -> [UInt8] {
        let paths = pathsInOrder ?? PathOrder.sorted(files.keys)
        // The entries in as many runs as there are cores, each encoded on its own, joined in
        // order: at 53,000 entries the text was a fifteenth of a rebuild, on one core while
        // the other had nothing left to do. Each entry comes with the comma before it.
        let parts = max(1, runs ?? (paths.count < 4_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount))
        let encodedRuns = EveryCore.map(Array(0..<parts), minimumShare: 1) { part in
            entries(paths[(paths.count * part / parts)..<(paths.count * (part + 1) / parts)])
        }
        var output: [UInt8] = []
        output.reserveCapacity(encodedRuns.reduce(256) { $0 + $1.count })
        func string(_ text: String) { JSONString.write(text, into: &output, htmlSafe: false) }
        output.append(contentsOf: #"{"files":{"#.utf8)
        let start = output.count
        for run in encodedRuns where !run.isEmpty {
            // The first entry has no comma before it.
            output.append(contentsOf: output.count == start ? run.dropFirst() : run[...])
        }
        output.append(contentsOf: "\n},\"folders\":[".utf8)
        for (index, folder) in folders.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            string(folder)
        }
        output.append(contentsOf: "],\"format\":\(format),".utf8)
        if let generation {
            output.append(contentsOf: #""generation":"#.utf8)
            string(generation)
            output.append(UInt8(ascii: ","))
        }
        output.append(contentsOf: #""tool":"#.utf8)
        string(tool)
        output.append(contentsOf: "}\n".utf8)
        return output
    }

    /// The entries of `paths` as the record's lines, each after a comma and a line break.
    private func entries(_ paths: ArraySlice<String>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(paths.count * 200)
        for path in paths {
            guard let entry = files[path] else { continue }
            output.append(contentsOf: ",\n".utf8)
            entry.write(at: path, into: &output)
        }
        return output
    }
}

extension BuildManifest.Entry {
    /// `"path":{"digest":…,"key":…,"warnings":[…]}`, as the record and its changes hold it.
    func write(at path: String, into output: inout [UInt8]) {
        func string(_ text: String) { JSONString.write(text, into: &output, htmlSafe: false) }
        string(path)
        output.append(contentsOf: #":{"digest":"#.utf8)
        string(digest)
        output.append(contentsOf: #","key":"#.utf8)
        string(key)
        if let warnings {
            output.append(contentsOf: #","warnings":["#.utf8)
            for (number, warning) in warnings.enumerated() {
                if number > 0 { output.append(UInt8(ascii: ",")) }
                string(warning)
            }
            output.append(UInt8(ascii: "]"))
        }
        output.append(UInt8(ascii: "}"))
    }
}
