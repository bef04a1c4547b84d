import Glibc

/// A file opened for one response; the descriptor is closed exactly once, either here or,
/// after `handOver()`, by the HTTP library when it has sent the file.
final class OpenFile {
    private var descriptor: Int32
    /// The path the file was opened at (inside the site folder).
    let path: String
    let size: UInt64
    let entityTag: EntityTag
    /// The modification time in whole seconds since 1970 (for `Last-Modified`).
    let modifiedSeconds: Int

    /// Takes ownership of `descriptor`, an open regular file described by `status`.
    init(descriptor: Int32, path: String, status: stat) {
        self.descriptor = descriptor
        self.path = path
        size = UInt64(clamping: status.st_size)
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        let nanoseconds = Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
        entityTag = EntityTag(inode: UInt64(status.st_ino), size: size, modifiedNanoseconds: nanoseconds)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Gives the descriptor to a new owner; this object no longer closes it.
    func handOver() -> Int32 {
        defer { descriptor = -1 }
        return descriptor
    }

    /// The whole file, for responses that are changed on the way out (HTML pages).
    func readAll() throws(PreviewServerError) -> [UInt8] {
        guard size <= UInt64(Int.max) else {
            throw PreviewServerError(.readFailed("the file is too large"), path: path)
        }
        let count = Int(size)
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while done < count, let base = buffer.baseAddress {
                let read = pread(descriptor, base + done, count - done, off_t(done))
                if read > 0 {
                    done += read
                } else if read == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        if failure != 0 { throw PreviewServerError(.readFailed(String(cString: strerror(failure))), path: path) }
        // The file shrank while being read: send what is there rather than zeros.
        if done < count { bytes.removeLast(count - done) }
        return bytes
    }
}
