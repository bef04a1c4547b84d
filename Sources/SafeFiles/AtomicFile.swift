import Foundation

/// Writes a whole file or nothing: a new temporary file, renamed over the destination, so a
/// reader (or a process killed at any moment) sees the old file or the new one, never half.
///
/// The destination must be missing or a regular file: a rename would replace whatever is
/// there — a device node, a FIFO, a symbolic link (not its target) — so anything else is
/// refused, before a byte is written and again just before the rename. The temporary file is
/// created exclusively and never through a link, and removed whenever a step fails.
///
/// `write(_:to:)` does it all beside the destination; `create(_:with:)` and
/// `rename(_:over:)` are its two halves, for a writer that keeps its temporary files
/// elsewhere (the output folder's scratch) or puts them in place later.
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file beside it, creating missing folders
    /// on the way.
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        try checkDestination(path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .folderNotCreated(path: folder.path, reason: reason(error))
        }
        // A fresh random name: two writers of one file never share a temporary file.
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).draper-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        ).path
        try create(temporary, with: bytes)
        try rename(temporary, over: path)
    }

    /// Throws if `path` exists and is not a regular file (checked without following a link).
    public static func checkDestination(_ path: String) throws(AtomicFileError) {
        switch FileKind(path: path, followingLinks: false) {
        case .missing, .regular: return
        case let kind: throw .notReplaceable(kind)
        }
    }

    /// Creates the new file `path` holding `bytes`: never over an existing file, never
    /// through a symbolic link, every byte written and the file closed, or removed again.
    public static func create(_ path: String, with bytes: [UInt8]) throws(AtomicFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        // Nothing was created: whatever is at `path` is not this writer's to remove.
        guard descriptor >= 0 else { throw .failed(lastError()) }
        var failure = writeAll(bytes, to: descriptor)
        // A failed close can mean the bytes never reached the disk (NFS, a full quota).
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if let failure {
            unlink(path)
            throw .failed(failure)
        }
    }

    /// Writes every byte to `descriptor`, as many calls as it takes; the system's reason if
    /// one fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return lastError()
            }
            written += count
        }
        return nil
    }

    /// Puts the temporary file in place of `destination`, once it is checked again to be
    /// missing or a regular file: the rename must not replace what appeared meanwhile. The
    /// temporary file is removed if it does not go into place.
    public static func rename(_ temporary: String, over destination: String) throws(AtomicFileError) {
        do throws(AtomicFileError) {
            try checkDestination(destination)
        } catch {
            unlink(temporary)
            throw error
        }
        // rename(2) replaces the destination atomically within one filesystem.
        guard Glibc.rename(temporary, destination) == 0 else {
            let failure = lastError()
            unlink(temporary)
            throw .failed(failure)
        }
    }

    /// The system's reason from a Foundation error, as `strerror` words it when it has one.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedFailureReason ?? nsError.localizedDescription
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
