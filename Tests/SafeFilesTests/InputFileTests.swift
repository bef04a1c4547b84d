import Foundation
import SafeFiles
import TestSupport
import Testing

@Suite("Input files")
struct InputFileTests {
    @Test("reads a regular file within its limit")
    func readsRegularFile() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("hello", to: "a.txt")
        #expect(try InputFile.read(file.path, limit: 10) == Array("hello".utf8))
        #expect(throws: InputFileError.tooLarge(bytes: 5, limit: 4)) { try InputFile.read(file.path, limit: 4) }
    }

    @Test("refuses a FIFO by its type, without opening it (which would block)")
    func refusesFIFO() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: InputFileError.notRegular(.fifo)) { try InputFile.read(fifo.path, limit: 10) }
        #expect(FileKind(path: fifo.path) == .fifo)
        #expect(throws: InputFileError.notRegular(.directory)) { try InputFile.read(folder.path, limit: 10) }
        #expect(throws: InputFileError.notRegular(.characterDevice)) { try InputFile.read("/dev/null", limit: 10) }
        #expect(throws: InputFileError.missing) { try InputFile.read(folder.appending("none").path, limit: 10) }
    }

    @Test("a root keeps files inside once links are resolved")
    func confinement() throws {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let secret = try outside.write("secret", to: "secret.txt")
        try project.write("inside", to: "data/in.txt")
        try FileManager.default.createSymbolicLink(at: project.appending("data/out.txt"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(
            atPath: project.appending("data/alias.txt").path, withDestinationPath: "in.txt")
        let root = try #require(InputFile.Root(path: project.path))
        #expect(
            try InputFile.read(project.appending("data/alias.txt").path, inside: root, limit: 100)
                == Array("inside".utf8))
        #expect(throws: InputFileError.outside(rootName: "project folder")) {
            try InputFile.read(project.appending("data/out.txt").path, inside: root, limit: 100)
        }
        #expect(!root.contains(resolving: project.url.deletingLastPathComponent().path))
    }

    @Test("sizes in messages")
    func messages() {
        #expect(
            InputFileError.tooLarge(bytes: 200_000_000, limit: 64_000_000).description
                == "the file is 200 MB; files here may be at most 64 MB")
        #expect(
            InputFileError.notRegular(.fifo).description.hasPrefix("this is a FIFO (named pipe), not a regular file"))
    }
}
