import Foundation
import Synchronization

/// What a child process has written to standard error so far, read on a thread of its own
/// so that the child never blocks on a full pipe while a test watches it.
final class StandardErrorWatch: Sendable {
    private let bytes = Mutex(Data())

    /// Reads `pipe` until its end, on a new thread.
    func start(reading pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                bytes.withLock { $0.append(chunk) }
            }
        }.start()
    }

    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}
