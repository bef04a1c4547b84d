import Foundation
import PreviewServer
import Synchronization
import TestSupport
import Testing

/// Collects the batches a watcher reports.
private final class BatchRecorder: Sendable {
    private let batches = Mutex<[[String]]>([])
    private let arrived = DispatchSemaphore(value: 0)

    func record(_ batch: [String]) {
        batches.withLock { $0.append(batch) }
        arrived.signal()
    }

    /// The next batch, or nil if none arrives within `timeout`.
    func next(within timeout: Duration = .seconds(5)) -> [String]? {
        guard
            arrived.wait(
                timeout: .now()
                    + .milliseconds(
                        Int(timeout.components.seconds) * 1000
                            + Int(timeout.components.attoseconds / 1_000_000_000_000_000))) == .success
        else { return nil }
        return batches.withLock { $0.removeFirst() }
    }
}

@Suite struct FileWatcherTests {
    /// A project folder with the usual inputs and an output folder.
    private func makeProject() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory("watch")
        try project.write("{ title: 'T' }", to: "site.json")
        try project.write("[]", to: "data/quotes.json")
        try project.write("jpeg", to: "images/bg-01.jpg")
        try project.write("<html></html>", to: "output/index.html")
        return project
    }

    private func watch(_ project: TemporaryDirectory, recorder: BatchRecorder) throws -> FileWatcher {
        try FileWatcher(
            root: project.url, folders: ["data", "images", "fonts", "templates"], files: ["site.json"],
            quietPeriod: .milliseconds(100), onChange: { recorder.record($0) })
    }

    @Test func reportsAnEditedFile() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        try project.write("[{}]", to: "data/quotes.json")
        #expect(recorder.next() == ["data/quotes.json"])
        try project.write("{ title: 'U' }", to: "site.json")
        #expect(recorder.next() == ["site.json"])
        watcher.stop()
    }

    @Test func collectsQuickChangesIntoOneBatch() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        try project.write("b", to: "images/bg-02.jpg")
        try project.write("[1]", to: "data/quotes.json")
        try project.write("{ title: 'V' }", to: "site.json")
        try FileManager.default.removeItem(at: project.appending("images/bg-01.jpg"))
        #expect(recorder.next() == ["data/quotes.json", "images/bg-01.jpg", "images/bg-02.jpg", "site.json"])
        watcher.stop()
    }

    @Test func ignoresOutputScratchFilesAndOtherFiles() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        try project.write("<html>new</html>", to: "output/index.html")
        try project.write("<html>x</html>", to: "output/quotes/x/index.html")
        try project.write("notes", to: "notes.txt")
        try project.write("swap", to: "data/.quotes.json.swp")
        try project.write("backup", to: "data/quotes.json~")
        try project.write("vim", to: "data/4913")
        #expect(recorder.next(within: .milliseconds(600)) == nil)
        try project.write("[2]", to: "data/quotes.json")
        #expect(recorder.next() == ["data/quotes.json"])
        watcher.stop()
    }

    @Test func followsEditorsThatSaveByRenaming() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        try Data("[3]".utf8).write(to: project.appending("data/quotes.json"), options: .atomic)
        #expect(recorder.next() == ["data/quotes.json"])
        watcher.stop()
    }

    @Test func watchesFoldersCreatedLater() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        try FileManager.default.createDirectory(
            at: project.appending("templates/partials"), withIntermediateDirectories: true)
        try project.write("{{title}}", to: "templates/partials/header.mustache")
        let first = try #require(recorder.next())
        #expect(first.first == "templates")
        #expect(first.contains("templates/partials/header.mustache"))
        // The new subfolder is watched too.
        try project.write("{{site.title}}", to: "templates/partials/header.mustache")
        #expect(recorder.next() == ["templates/partials/header.mustache"])
        watcher.stop()
    }

    @Test func reportsAWatchedFolderRemoved() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        try FileManager.default.removeItem(at: project.appending("images"))
        let batch = try #require(recorder.next())
        #expect(batch.contains("images"))
        #expect(batch.allSatisfy { $0.hasPrefix("images") })
        watcher.stop()
    }

    @Test func stopsPromptlyAndReportsNothingAfterwards() throws {
        let project = try makeProject()
        let recorder = BatchRecorder()
        let watcher = try watch(project, recorder: recorder)
        let started = ContinuousClock.now
        watcher.stop()
        #expect(ContinuousClock.now - started < .seconds(1))
        try project.write("[4]", to: "data/quotes.json")
        #expect(recorder.next(within: .milliseconds(400)) == nil)
        watcher.stop()
    }

    @Test func reportsAMissingRoot() throws {
        let project = try makeProject()
        let missing = project.appending("nowhere")
        #expect(throws: FileWatcherError(.watchFailed("No such file or directory"), path: "")) {
            try FileWatcher(root: missing, folders: ["data"], files: [], onChange: { _ in })
        }
        #expect(
            FileWatcherError(.watchFailed("No such file or directory"), path: "").description
                == ".: error: cannot watch this folder for changes: No such file or directory")
    }
}
