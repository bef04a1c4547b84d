import Foundation

/// Adds bytes at the end of a file: for records kept line by line, where writing the whole
/// again would cost more than the line (the build record's changes).
///
/// Not atomic: a process killed mid-write can leave a line cut short, so each line ends in a
/// line break and its reader takes only whole ones. The file is created if missing, never
/// opened through a symbolic link, and written only if it is a regular file.
public enum AppendedFile {
    public static func append(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        // Non-blocking: a FIFO put there must not hang the build.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .failed(AtomicFile.lastError()) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
            let kind = FileKind(mode: info.st_mode)
            close(descriptor)
            throw .notReplaceable(kind)
        }
        var failure = AtomicFile.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = AtomicFile.lastError() }
        if let failure { throw .failed(failure) }
    }
}
