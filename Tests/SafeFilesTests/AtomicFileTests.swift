import Foundation
import SafeFiles
import TestSupport
import Testing

@Suite("Atomic files")
struct AtomicFileTests {
    @Test("writes the whole file, replaces a regular one, and makes the folders on the way")
    func writesAndReplaces() throws {
        let folder = try TemporaryDirectory()
        let file = folder.appending("a/b/card.png")
        try AtomicFile.write(Array("first".utf8), to: file.path)
        try AtomicFile.write(Array("second".utf8), to: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second")
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending("a/b").path) == ["card.png"])
    }

    @Test("refuses a FIFO, a symbolic link and a folder, and leaves each as it was")
    func refusesWhatIsNotARegularFile() throws {
        let folder = try TemporaryDirectory()
        let others = try NonRegularFiles(in: folder, suffix: ".png")
        let (fifo, link, subfolder, target) = (others.fifo, others.link, others.folder, others.target)
        #expect(throws: AtomicFileError.notReplaceable(.fifo)) { try AtomicFile.write([1], to: fifo.path) }
        #expect(throws: AtomicFileError.notReplaceable(.symbolicLink)) { try AtomicFile.write([1], to: link.path) }
        #expect(throws: AtomicFileError.notReplaceable(.directory)) { try AtomicFile.write([1], to: subfolder.path) }
        #expect(throws: AtomicFileError.notReplaceable(.characterDevice)) {
            try AtomicFile.checkDestination("/dev/null")
        }
        #expect(FileKind(path: fifo.path) == .fifo)
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["dir.png", "link.png", "pipe.png", "target.txt"])
    }

    @Test("a temporary file is created exclusively: never over a file, never through a link")
    func createIsExclusive() throws {
        let folder = try TemporaryDirectory()
        let existing = try folder.write("mine", to: "existing.tmp")
        #expect(throws: AtomicFileError.failed("File exists")) { try AtomicFile.create(existing.path, with: [1]) }
        #expect(try String(contentsOf: existing, encoding: .utf8) == "mine")
        let link = folder.appending("link.tmp")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.appending("elsewhere"))
        #expect(throws: AtomicFileError.failed("File exists")) { try AtomicFile.create(link.path, with: [1]) }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("elsewhere").path))
    }

    @Test("a rename over what became a link since is refused, and the temporary file goes")
    func renameChecksAgain() throws {
        let folder = try TemporaryDirectory()
        let temporary = folder.appending("1.tmp")
        try AtomicFile.create(temporary.path, with: Array("new".utf8))
        let destination = folder.appending("page.html")
        try FileManager.default.createSymbolicLink(at: destination, withDestinationURL: folder.appending("target"))
        #expect(throws: AtomicFileError.notReplaceable(.symbolicLink)) {
            try AtomicFile.rename(temporary.path, over: destination.path)
        }
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        #expect(FileKind(path: destination.path, followingLinks: false) == .symbolicLink)
    }

    @Test("messages say what is in the way as the commands always have")
    func messages() {
        #expect(
            AtomicFileError.notReplaceable(.directory).description
                == "this is a folder; give the name of the file to write, such as card.png")
        #expect(
            AtomicFileError.notReplaceable(.socket).description
                == "this is a special file; Draper replaces only regular files")
        #expect(
            AtomicFileError.failed("No space left on device").description == "cannot write: No space left on device")
    }
}
