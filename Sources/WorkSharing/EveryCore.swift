import Dispatch
import Foundation
import Synchronization

/// Independent pieces of work shared out over the machine's cores, results in order.
public enum EveryCore {
    /// Shares handed out per worker: a worker that finishes early takes the next share
    /// instead of waiting for the others. With one fixed share per core, a core kept busy by
    /// other work (the build's background tasks) left its partner idle for up to half the
    /// time (a 10,000-quote rebuild's planning, seen in a profile).
    static let sharesPerWorker = 8

    /// `make(index)` for each of `indices`, in their order, on every core when there are at
    /// least `minimumShare` of them per core: below that, handing them out costs more than it
    /// saves, and they are made on the caller's thread.
    public static func map<Made: Sendable>(
        _ indices: [Int], minimumShare: Int = 1_000, _ make: @Sendable (Int) -> Made
    ) -> [Made] {
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, indices.count / max(minimumShare, 1))
        guard workers > 1 else { return indices.map(make) }
        let shares = min(indices.count, workers * sharesPerWorker)
        let next = Atomic<Int>(0)
        let made = Mutex<[[Made]?]>(Array(repeating: nil, count: shares))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let share = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard share < shares else { return }
                let range = (indices.count * share / shares)..<(indices.count * (share + 1) / shares)
                let results = indices[range].map(make)
                made.withLock { $0[share] = results }
            }
        }
        return made.withLock { all in all.flatMap { $0 ?? [] } }
    }
}
