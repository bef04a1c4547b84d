import Synchronization

/// One open event stream: the bytes waiting to go to one browser tab.
///
/// The HTTP library asks for the next bytes on its polling thread. When there are none, the
/// stream suspends its connection (libmicrohttpd takes it out of its poll set) and the next
/// `send` or `close` resumes it, so an idle tab costs a parked connection, never a thread.
final class EventSubscription: Sendable {
    private struct State {
        var pending: [UInt8] = []
        var isClosed = false
        /// How to suspend and resume the connection carrying the stream, once it has one.
        var suspend: (@Sendable () -> Void)?
        var resume: (@Sendable () -> Void)?
        var isSuspended = false

        /// Resumes the connection if it is suspended. Called under the lock, so whoever takes
        /// the lock next (`close` before the server stops) knows it has been resumed.
        mutating func wake() {
            guard isSuspended else { return }
            isSuspended = false
            resume?()
        }
    }

    /// A tab that stops reading is dropped before its backlog grows past this.
    static let backlogLimit = 1 << 20

    private let state = Mutex(State())
    /// Holds the hub alive while the stream is open; `finish()` breaks the cycle.
    private let hub: EventHub

    init(hub: EventHub) {
        self.hub = hub
    }

    /// The connection that carries the stream: `suspend` is called (from `read`, on the
    /// connection's thread) when there is nothing to send, `resume` when there is again.
    func attach(suspend: @escaping @Sendable () -> Void, resume: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.suspend = suspend
            state.resume = resume
        }
    }

    /// The connection is gone: leaves the hub for good.
    func finish() {
        hub.unsubscribe(self)
    }

    /// Queues an encoded event, resuming the connection if it was waiting for one; a closed
    /// stream ignores it.
    func send(_ text: String) {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.pending.append(contentsOf: text.utf8)
            if state.pending.count > Self.backlogLimit {
                state.isClosed = true
                state.pending = []
            }
            state.wake()
        }
    }

    /// Ends the stream: a suspended connection resumes to end it, later reads report the end.
    func close() {
        state.withLock { state in
            state.isClosed = true
            state.wake()
        }
    }

    var isClosed: Bool { state.withLock { $0.isClosed } }

    /// Copies pending bytes into `buffer`; with none pending, suspends the connection and
    /// returns 0 (it is asked again once resumed).
    ///
    /// - Returns: the number of bytes copied, or nil when the stream has ended.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        state.withLock { state in
            if state.isClosed { return nil }
            guard !state.pending.isEmpty else {
                // Suspended under the lock, so no send can resume the connection before it is suspended.
                if !state.isSuspended, let suspend = state.suspend {
                    suspend()
                    state.isSuspended = true
                }
                return 0
            }
            let count = min(buffer.count, state.pending.count)
            state.pending.withUnsafeBytes { pending in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: pending[..<count]))
            }
            state.pending.removeFirst(count)
            return count
        }
    }
}
