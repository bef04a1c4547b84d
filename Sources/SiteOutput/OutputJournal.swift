import Foundation
import Hashing

/// The append-only record of what a build is about to put in place, so that a build killed
/// at any moment leaves, for the next one, the knowledge of which files are Draper's and
/// which bytes they may hold.
///
/// One line per event: `F <sha-256> <path>` before a file is created or replaced, `D <path>`
/// before a folder is made. Lines that are malformed or name a path outside the output
/// folder are ignored (and counted), never followed.
struct OutputJournal {
    let url: URL
    private var handle: FileHandle?

    init(url: URL) {
        self.url = url
    }

    struct Contents {
        /// The digests each file may hold after the interrupted build.
        var files: [String: Set<String>] = [:]
        var folders: Set<String> = []
        /// Lines that were not followed.
        var rejected = 0
    }

    /// What an interrupted build journaled (nothing if there is no journal, or if it is not
    /// a regular file).
    static func read(_ url: URL, limit: Int = 256 << 20) -> Contents {
        var contents = Contents()
        switch OutputPath.kind(url) {
        case .missing: return contents
        case .regular(let size) where size <= limit: break
        default:
            contents.rejected = 1
            return contents
        }
        guard let data = try? Data(contentsOf: url) else { return contents }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
            let text = fields.map { String(decoding: $0, as: UTF8.self) }
            switch (text.first, text.count) {
            case ("F", 3) where SHA256.isHexDigest(text[1]) && OutputPath.isValid(text[2]):
                contents.files[text[2], default: []].insert(text[1])
            case ("D", 2) where OutputPath.isValid(text[1]):
                contents.folders.insert(text[1])
            default:
                contents.rejected += 1
            }
        }
        return contents
    }

    mutating func append(files: [(path: String, digest: String)] = [], folders: [String] = []) throws(OutputError) {
        var text = ""
        for folder in folders { text += "D \(folder)\n" }
        for file in files { text += "F \(file.digest) \(file.path)\n" }
        guard !text.isEmpty else { return }
        do {
            if handle == nil { handle = try open() }
            try handle?.write(contentsOf: Data(text.utf8))
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(.writeFailed(error.localizedDescription), path: url.path)
        }
    }

    /// Opens the journal for appending, never through a symbolic link: one put in its place
    /// is removed (the link, not what it points to) and a fresh journal started.
    private func open() throws(OutputError) -> FileHandle {
        if OutputPath.kind(url) == .symbolicLink { unlink(url.path) }
        let descriptor = Glibc.open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(.writeFailed(OutputPath.lastError()), path: url.path) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    mutating func close() {
        try? handle?.close()
        handle = nil
    }
}
