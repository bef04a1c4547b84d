import Foundation

/// Writes a whole file or nothing: a new temporary file beside the destination, renamed over it.
///
/// The destination must be missing or a regular file: a rename would replace whatever is
/// there — a device node, a FIFO, a symbolic link (not its target) — so anything else is
/// refused before a byte is written. Missing folders on the way are created.
enum AtomicFile {
    /// Why a file was not written; the description follows the path: `card.png: error: …`.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Throws if `url` exists and is not a regular file (checked without following a link).
    static func checkDestination(_ url: URL) throws(Failure) {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR:
            throw Failure(description: "this is a folder; give the name of the file to write, such as card.png")
        case S_IFLNK: throw Failure(description: "this is a symbolic link; Draper replaces only regular files")
        case S_IFIFO: throw Failure(description: "this is a FIFO (named pipe); Draper replaces only regular files")
        case S_IFCHR, S_IFBLK: throw Failure(description: "this is a device; Draper replaces only regular files")
        default: throw Failure(description: "this is a special file; Draper replaces only regular files")
        }
    }

    static func write(_ bytes: [UInt8], to url: URL) throws(Failure) {
        try checkDestination(url)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create the folder \(folder.path): \(Self.reason(error))")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).draper-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: "cannot write: \(String(cString: strerror(errno)))") }
        var written = 0
        var failure: String?
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                break
            }
            written += count
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil {
            // Checked again just before: the rename must not replace what appeared meanwhile.
            do throws(Failure) {
                try checkDestination(url)
            } catch {
                unlink(temporary.path)
                throw error
            }
            if rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        }
        if let failure {
            unlink(temporary.path)
            throw Failure(description: "cannot write: \(failure)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedFailureReason ?? nsError.localizedDescription
    }
}
