import Dispatch
import Synchronization

/// One open event stream: the bytes waiting to go to one browser tab.
///
/// The HTTP library asks for the next bytes on the connection's own thread; `read(into:)`
/// blocks that thread until an event arrives, a keep-alive is due or the stream closes, so
/// an idle tab costs a sleeping thread and nothing else.
final class EventSubscription: Sendable {
    private struct State {
        var pending: [UInt8] = []
        var isClosed = false
    }

    /// A tab that stops reading is dropped before its backlog grows past this.
    static let backlogLimit = 1 << 20

    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    private let keepAliveInterval: Duration
    /// Holds the hub alive while the stream is open; `finish()` breaks the cycle.
    private let hub: EventHub

    init(hub: EventHub, keepAliveInterval: Duration) {
        self.hub = hub
        self.keepAliveInterval = keepAliveInterval
    }

    /// The connection is gone: leaves the hub for good.
    func finish() {
        hub.unsubscribe(self)
    }

    /// Queues an encoded event; a closed stream ignores it.
    func send(_ text: String) {
        let accepted = state.withLock { state in
            guard !state.isClosed else { return false }
            state.pending.append(contentsOf: text.utf8)
            if state.pending.count > Self.backlogLimit {
                state.isClosed = true
                state.pending = []
            }
            return true
        }
        if accepted { wakeUp.signal() }
    }

    /// Ends the stream: a blocked `read` returns at once, later ones report the end.
    func close() {
        state.withLock { $0.isClosed = true }
        wakeUp.signal()
    }

    var isClosed: Bool { state.withLock { $0.isClosed } }

    /// Copies pending bytes into `buffer`, waiting for some if there are none.
    ///
    /// - Returns: the number of bytes copied (a keep-alive comment when the interval passes
    ///   quietly), or nil when the stream has ended.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard buffer.count > 0 else { return 0 }
        while true {
            let copied: Int? = state.withLock { state in
                if state.isClosed { return nil }
                guard !state.pending.isEmpty else { return 0 }
                let count = min(buffer.count, state.pending.count)
                state.pending.withUnsafeBytes { pending in
                    buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: pending[..<count]))
                }
                state.pending.removeFirst(count)
                return count
            }
            guard let copied else { return nil }
            if copied > 0 { return copied }
            if wakeUp.wait(timeout: .now() + keepAliveInterval.dispatchInterval) == .timedOut {
                send(ServerSentEvent.keepAlive)
            }
        }
    }
}

extension Duration {
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .milliseconds(Int(clamping: seconds) &* 1000 &+ Int(attoseconds / 1_000_000_000_000_000))
    }
}
