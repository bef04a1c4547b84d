import Diagnostics
import Foundation

@testable import Project

/// A project folder in a unique temporary directory, removed when the fixture goes away.
final class ProjectFixture {
    let root: URL

    /// Minimal valid contents, so a test only writes the file it is about.
    static let minimalSite = "{ title: 'Test', baseURL: 'https://example.org/' }"
    static let minimalQuotes = "[{ text: 'Hello.', speaker: 'Ann' }]"

    init(files: [String: String] = [:], defaults: Bool = true) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("draper-project-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var all = files
        if defaults {
            if all["site.json"] == nil { all["site.json"] = Self.minimalSite }
            if all["data/quotes.json"] == nil, all["data/quotes.csv"] == nil {
                all["data/quotes.json"] = Self.minimalQuotes
            }
        }
        for (path, contents) in all { try write(contents, to: path) }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ contents: String, to path: String) throws {
        try write(Data(contents.utf8), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Writes an (empty) image file at each path.
    func addImages(_ paths: String...) throws {
        for path in paths { try write(Data([0xFF, 0xD8, 0xFF]), to: path) }
    }

    func load() -> (project: Project?, diagnostics: [String]) {
        let (project, collector) = ProjectLoader.load(at: root)
        return (project, collector.diagnostics.map(\.description))
    }

    /// The diagnostics of loading, as printed.
    var diagnostics: [String] { load().diagnostics }
}
