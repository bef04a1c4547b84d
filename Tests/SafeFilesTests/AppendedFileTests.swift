import Foundation
import SafeFiles
import TestSupport
import Testing

@Suite("Appended files")
struct AppendedFileTests {
    @Test("creates the file, then adds at its end")
    func appends() throws {
        let folder = try TemporaryDirectory()
        let file = folder.appending("log")
        try AppendedFile.append(Array("one\n".utf8), to: file.path)
        try AppendedFile.append(Array("two\n".utf8), to: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo\n")
    }

    @Test("never writes through a symbolic link, into a FIFO (without waiting for a reader), a folder or a device")
    func refusesWhatIsNotARegularFile() throws {
        let folder = try TemporaryDirectory()
        let others = try NonRegularFiles(in: folder)
        let (fifo, target) = (others.fifo, others.target)
        for path in [fifo.path, others.link.path, others.folder.path] {
            #expect(throws: AtomicFileError.self, "\(path)") { try AppendedFile.append([1], to: path) }
        }
        #expect(throws: AtomicFileError.notReplaceable(.characterDevice)) {
            try AppendedFile.append([], to: "/dev/null")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        #expect(FileKind(path: fifo.path) == .fifo)
    }
}
