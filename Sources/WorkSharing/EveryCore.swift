import Dispatch
import Foundation
import Synchronization

/// Independent pieces of work shared out over the machine's cores, results in order.
public enum EveryCore {
    /// `make(index)` for each of `indices`, in their order, on every core when there are at
    /// least `minimumShare` of them per core: below that, handing them out costs more than it
    /// saves, and they are made on the caller's thread.
    public static func map<Made: Sendable>(
        _ indices: [Int], minimumShare: Int = 1_000, _ make: @Sendable (Int) -> Made
    ) -> [Made] {
        let parts = min(ProcessInfo.processInfo.activeProcessorCount, indices.count / max(minimumShare, 1))
        guard parts > 1 else { return indices.map(make) }
        let made = Mutex<[Int: [Made]]>([:])
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let share = indices[(indices.count * part / parts)..<(indices.count * (part + 1) / parts)]
            let results = share.map(make)
            made.withLock { $0[part] = results }
        }
        return made.withLock { all in (0..<parts).flatMap { all[$0] ?? [] } }
    }
}
