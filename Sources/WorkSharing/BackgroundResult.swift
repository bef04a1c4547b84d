import Dispatch
import Foundation
import Synchronization

/// A value made on another thread while the caller goes on; `value` waits for it.
///
/// For work a build would otherwise do in turn on one core while the other has nothing to do
/// (the published record, read while the quotes are; the tag and speaker lists and the
/// schedules, while the cards are planned). The work gets a thread of its own, not one of the
/// shared pool's: a caller on a pool thread that waits for it could otherwise wait for a
/// thread it holds itself.
public final class BackgroundResult<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    public init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            result.withLock { $0 = value }
            finished.signal()
        }
        thread.start()
    }

    /// The value, once made: waits for it the first time.
    public var value: Value {
        while true {
            if let value = result.withLock({ $0 }) { return value }
            finished.wait()
            // Signalled again, so that a later read does not wait forever.
            finished.signal()
        }
    }
}
