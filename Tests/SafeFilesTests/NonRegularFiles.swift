import Foundation
import TestSupport
import Testing

/// A FIFO, a symbolic link to a file holding "precious\n", and a folder, named with
/// `suffix`: what a writer of regular files must leave alone.
struct NonRegularFiles {
    let fifo: URL
    let link: URL
    let target: URL
    let folder: URL

    init(in directory: TemporaryDirectory, suffix: String = "") throws {
        fifo = directory.appending("pipe" + suffix)
        try #require(mkfifo(fifo.path, 0o600) == 0)
        target = try directory.write("precious\n", to: "target.txt")
        link = directory.appending("link" + suffix)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        folder = directory.appending("dir" + suffix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}
