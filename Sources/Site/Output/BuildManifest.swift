import Foundation

/// The record, kept in the output folder, of every file a build wrote.
///
/// It is how Draper knows which files are its own: only files named here are ever
/// deleted (a user's `CNAME` or `.well-known/` survives every build), and a file whose
/// recorded `key` — a hash of everything it was made from — still matches is not made
/// again (incremental builds).
struct BuildManifest: Codable, Equatable {
    struct Entry: Codable, Equatable {
        /// A hash of the inputs the file was made from (empty when not tracked).
        var key: String
        /// A hash of the file's bytes, to notice files changed behind Draper's back.
        var digest: String
        /// Warnings raised while making the file, repeated when a later build reuses it.
        var warnings: [String]?
    }

    static let fileName = ".draper-manifest.json"
    static let currentFormat = 1

    var format = currentFormat
    var tool: String
    var files: [String: Entry] = [:]

    init(tool: String) {
        self.tool = tool
    }

    static func load(from url: URL) throws -> BuildManifest? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        let manifest = try JSONDecoder().decode(BuildManifest.self, from: data)
        return manifest.format == currentFormat ? manifest : nil
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
