import Foundation
import Synchronization

/// The lock that keeps two builds from writing one output folder at once: `flock(2)` on a
/// file in the build-state folder, held until the build finishes (or its `OutputDirectory`
/// goes away) and released by the kernel however the process ends.
///
/// A whole build takes it exclusively; shards take it shared, so the shards of one build
/// may run side by side (they write different files and records) while no whole build can.
final class OutputLock: Sendable {
    private let descriptor: Mutex<Int32>

    enum Mode {
        case exclusive, shared
    }

    /// Takes the lock on `file`; if another process holds it, calls `waiting` with that
    /// process's id (when known) and blocks, or throws when `wait` is false.
    convenience init(file: URL, mode: Mode, wait: Bool, waiting: (Int32?) -> Void) throws(OutputError) {
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputError(.writeFailed(OutputPath.lastError()), path: file.path)
        }
        try self.init(descriptor: descriptor, path: file.path, mode: mode, wait: wait, waiting: waiting)
        if mode == .exclusive {
            // Who holds it, for the message of a build that has to wait.
            let text = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
    }

    /// Takes the lock on the folder itself, for writers that keep their records apart but
    /// share the folder's files (batches of several datasets into one folder of cards): no
    /// file of Draper's needs to stand in the folder for it.
    convenience init(folder: URL, mode: Mode, wait: Bool, waiting: (Int32?) -> Void) throws(OutputError) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputError(.writeFailed(OutputPath.lastError()), path: folder.path)
        }
        try self.init(descriptor: descriptor, path: folder.path, mode: mode, wait: wait, waiting: waiting)
    }

    private init(descriptor: Int32, path: String, mode: Mode, wait: Bool, waiting: (Int32?) -> Void)
        throws(OutputError)
    {
        let operation = mode == .exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                close(descriptor)
                throw OutputError(.writeFailed(OutputPath.lastError()), path: path)
            }
            let holder = Self.holder(descriptor)
            guard wait else {
                close(descriptor)
                throw OutputError(.busy(holder: holder), path: path)
            }
            waiting(holder)
            while flock(descriptor, operation) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    throw OutputError(.writeFailed(OutputPath.lastError()), path: path)
                }
            }
        }
        self.descriptor = Mutex(descriptor)
    }

    deinit {
        release()
    }

    /// Lets the next build in; once only.
    func release() {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }  // a folder, or no holder written yet
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
