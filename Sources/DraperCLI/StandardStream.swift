import Foundation
import Glibc
import Synchronization

/// Standard output or standard error, written with `write(2)`.
///
/// Foundation's `FileHandle.write` traps when a write fails; here a full disk, or a reader
/// that went away while SIGPIPE is ignored (as under systemd), is remembered instead, so the
/// command can say so where it still can and exit with status 1. After a failure the stream
/// takes no more writes: the rest would fail the same way.
final class StandardStream: Sendable {
    private let descriptor: Int32
    /// The stream's name in messages: "standard output".
    let name: String
    /// The `errno` of the first write that failed.
    private let failure = Mutex<Int32?>(nil)

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
    static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

    /// Writes all of `text`, unless an earlier write failed. Lines written from several
    /// threads at once stay whole: the lock is held for the whole text.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        failure.withLock { failure in
            guard failure == nil else { return }
            failure = bytes.withUnsafeMutableBytes { Self.writeAll($0, to: descriptor) }
        }
    }

    /// Why the stream could not be written ("No space left on device"), if a write failed.
    var failureReason: String? {
        failure.withLock { $0 }.map { String(cString: strerror($0)) }
    }

    /// Writes every byte, again after a signal interrupted the call or a short write; waits
    /// when a descriptor inherited in non-blocking mode is full. Returns the `errno` of a failure.
    private static func writeAll(_ buffer: UnsafeMutableRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            if written == 0 { return EIO }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, -1) < 0, errno != EINTR { return errno }
            case let code:
                return code
            }
        }
        return nil
    }
}
