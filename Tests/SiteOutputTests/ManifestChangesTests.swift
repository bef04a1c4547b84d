import Foundation
import TestSupport
import Testing

@testable import SiteOutput

/// A build appends what it changed to the record's changes file instead of writing the whole
/// record again; whatever happens to that file, the record read back is the build's own.
@Suite("Build record changes")
struct ManifestChangesTests {
    /// The record file's bytes and its changes file's text as a build left them, and the
    /// record as read back now (changes applied).
    private struct Record {
        let folder: BuildStateFolder
        let bytes: [UInt8]
        let changes: String?

        init(folder: BuildStateFolder) {
            self.folder = folder
            let url = folder.manifest(shard: nil)
            bytes = (try? [UInt8](Data(contentsOf: url))) ?? []
            changes = try? String(contentsOf: BuildManifest.changesURL(of: url), encoding: .utf8)
        }

        var url: URL { folder.manifest(shard: nil) }
        var changesURL: URL { BuildManifest.changesURL(of: url) }

        func read() throws -> BuildManifest? {
            try BuildManifest.load(from: url)?.manifest
        }
    }

    /// Builds `files` (path: contents, each keyed by its contents) into `root`, keeping what
    /// `kept` names from the last build unwritten, and returns its record.
    @discardableResult
    private func build(
        _ files: [String: String], kept: [String] = [], root: URL, project: TemporaryDirectory
    ) throws -> Record {
        let output = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(output.keepAsRecorded(kept))
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            try output.write(contents, to: path, key: contents)
        }
        try output.finish()
        return Record(folder: output.state)
    }

    /// The record a build writes whole, given the same outcome: what the read-back must equal.
    private func wholeRecord(_ files: [String: String], folders: [String]) throws -> BuildManifest {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let record = try build(files, root: root, project: project)
        var manifest = try #require(try record.read())
        manifest.generation = nil
        #expect(manifest.folders == folders)
        return manifest
    }

    private func withoutGeneration(_ manifest: BuildManifest?) -> BuildManifest? {
        guard var manifest else { return nil }
        manifest.generation = nil
        return manifest
    }

    @Test("a rebuild appends its changes, and the record read back is the one written whole")
    func appendedChanges() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try build(
            ["quotes/a/index.html": "a", "quotes/b/index.html": "b", "quotes/c/index.html": "c"], root: root,
            project: project)
        let whole = first.bytes
        #expect(first.changes == nil)

        // b changes, c goes with its folder, d comes with one; a is kept unwritten.
        let second = try build(
            ["quotes/b/index.html": "b2", "quotes/d/index.html": "d"], kept: ["quotes/a/index.html"], root: root,
            project: project)
        #expect(second.bytes == whole, "the record file itself is not written again")
        let line = try #require(second.changes)
        #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
        #expect(line.contains("quotes/b/index.html") && line.contains("quotes/d/index.html"))
        #expect(!line.contains("quotes/a/index.html"), "a kept file is no change")

        let expected = try wholeRecord(
            ["quotes/a/index.html": "a", "quotes/b/index.html": "b2", "quotes/d/index.html": "d"],
            folders: ["quotes", "quotes/a", "quotes/b", "quotes/d"])
        #expect(withoutGeneration(try second.read()) == expected)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("quotes/c").path))

        // Nothing changed: nothing is written, not even an empty line.
        let third = try build(
            [:], kept: ["quotes/a/index.html", "quotes/b/index.html", "quotes/d/index.html"], root: root,
            project: project)
        #expect(third.changes == line)
        #expect(withoutGeneration(try third.read()) == expected)
    }

    @Test("a line cut short by a killed build is not applied, and the next build writes the record whole")
    func lineCutShort() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try build(["a.txt": "a", "b.txt": "b"], root: root, project: project)
        let second = try build(["a.txt": "a2"], kept: ["b.txt"], root: root, project: project)
        let line = try #require(second.changes)
        let before = try #require(try second.read())
        // A third build's line, cut before its line break: the journal covers such a build.
        let cut = line.replacingOccurrences(of: "a2", with: "a3").dropLast(1)
        try Data((line + cut).utf8).write(to: second.changesURL)
        let (read, _, disk) = try #require(try BuildManifest.load(from: second.url))
        #expect(read == before)
        #expect(!disk.changesApply)

        let fourth = try build(["a.txt": "a4"], kept: ["b.txt"], root: root, project: project)
        #expect(fourth.changes == nil, "written whole, the changes file is removed")
        #expect(fourth.bytes != second.bytes)
        #expect(try fourth.read()?.files["a.txt"]?.key == "a4")
        #expect(try fourth.read()?.generation != before.generation)
    }

    @Test("lines that follow another writing of the record are not applied to this one")
    func linesOfAnotherRecord() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try build(["a.txt": "a"], root: root, project: project)
        let second = try build(["a.txt": "a2"], root: root, project: project)
        let oldLine = try #require(second.changes)
        // The record is written whole again (a build of another version, say) and the
        // removal of the old changes did not happen.
        try FileManager.default.removeItem(at: second.changesURL)
        let project2 = try TemporaryDirectory()
        let other = try build(["a.txt": "a9"], root: project2.appending("output"), project: project2)
        try Data(other.bytes).write(to: second.url)
        try Data(oldLine.utf8).write(to: second.changesURL)

        let (read, _, disk) = try #require(try BuildManifest.load(from: second.url))
        #expect(read.files["a.txt"]?.key == "a9")
        #expect(!disk.changesApply)
    }

    @Test("once the changes outgrow their share of the record, it is written whole and they start again")
    func changesOutgrowTheRecord() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try build(["a.txt": "0"], root: root, project: project)
        var sizes: [Int] = []
        for round in 1...400 {
            let record = try build(["a.txt": String(round)], root: root, project: project)
            sizes.append(record.changes?.utf8.count ?? 0)
            if sizes.count > 1, sizes[sizes.count - 1] < sizes[sizes.count - 2] { break }
        }
        #expect(sizes.max() ?? 0 <= ManifestOnDisk.smallestChangesLimit)
        #expect(sizes.count < 400, "the changes file was started again")
        #expect(sizes.last == 0)
        let record = Record(folder: try OutputDirectory(root: root, projectRoot: project.url, tool: "test").state)
        #expect(try record.read()?.files["a.txt"]?.key == String(sizes.count))
    }

    @Test("a record of another tool's version is written whole")
    func anotherVersion() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try build(["a.txt": "a"], root: root, project: project)
        #expect(try build(["a.txt": "a1"], root: root, project: project).changes != nil)
        let output = try OutputDirectory(root: root, projectRoot: project.url, tool: "test 2")
        try output.write("a2", to: "a.txt", key: "a2")
        try output.finish()
        let record = Record(folder: output.state)
        #expect(record.changes == nil)
        #expect(try record.read()?.tool == "test 2")
    }

    @Test("something other than a file where the changes go: left alone, and the record written whole")
    func changesFileInTheWay() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        let first = try build(["a.txt": "a"], root: root, project: project)
        try FileManager.default.createDirectory(at: first.changesURL, withIntermediateDirectories: false)
        let second = try build(["a.txt": "a2"], root: root, project: project)
        #expect(OutputPath.kind(second.changesURL) == .directory)
        #expect(try second.read()?.files["a.txt"]?.key == "a2")
        #expect(second.bytes != first.bytes)
    }

    @Test("an entry of the changes that leaves the output folder is ignored, with a warning, as one of the record is")
    func escapingChange() throws {
        let project = try TemporaryDirectory()
        let root = project.appending("output")
        try project.write("mine", to: "notes.txt")
        let first = try build(["a.txt": "a"], root: root, project: project)
        let generation = try #require(try first.read()?.generation)
        var hostile = ManifestChanges(base: generation)
        hostile.files["../notes.txt"] = BuildManifest.Entry(key: "k", digest: String(repeating: "c", count: 64))
        hostile.foldersAdded = ["../"]
        try Data(hostile.encoded()).write(to: first.changesURL)

        let (read, rejected, disk) = try #require(try BuildManifest.load(from: first.url))
        #expect(rejected == 2)
        #expect(read.files.keys.sorted() == ["a.txt"])
        #expect(!disk.changesApply, "the next record is written whole, without them")

        let output = try OutputDirectory(root: root, projectRoot: project.url, tool: "test")
        #expect(output.warnings.map(\.message).contains { $0.contains("ignored 2 entries") })
        try output.finish()
        #expect(try String(contentsOf: project.appending("notes.txt"), encoding: .utf8) == "mine")
        #expect(Record(folder: output.state).changes == nil)
    }

    @Test("a line is read back as written: escapes, warnings, removals, folders")
    func lineRoundTrip() throws {
        var changes = ManifestChanges(base: "g1")
        changes.files["quotes/\"odd\\name\u{1}/index.html"] = BuildManifest.Entry(
            key: "k", digest: String(repeating: "a", count: 64), warnings: ["overlay raised", "ünïcode ✓"])
        changes.files["b.txt"] = BuildManifest.Entry(key: "", digest: String(repeating: "b", count: 64))
        changes.removed = ["gone.txt", "gone/too.txt"]
        changes.foldersAdded = ["quotes/\"odd\\name\u{1}"]
        changes.foldersRemoved = ["gone"]
        let bytes = changes.encoded() + changes.encoded()
        let (lines, complete) = ManifestReader.readChanges(bytes)
        #expect(complete)
        #expect(lines == [changes, changes])
        #expect(ManifestReader.readChanges(Array(bytes.dropLast())).changes == [changes])
        #expect(!ManifestReader.readChanges(Array(bytes.dropLast())).complete)
        #expect(ManifestReader.readChanges(Array(#"{"base":"g1"}"#.utf8) + [10]).changes.isEmpty)
    }
}
