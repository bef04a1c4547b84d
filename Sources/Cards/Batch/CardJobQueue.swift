import Synchronization

/// Hands out a batch's jobs once each: in order, except that jobs asked for through a
/// `CardPriority` come first.
final class CardJobQueue: Sendable {
    private struct State {
        var next = 0
        var taken: Set<Int> = []
        var pending: [Int] = []
    }

    private let state = Mutex(State())
    private let count: Int
    private let priority: CardPriority?
    private let jobByPath: [String: Int]

    /// A queue of `order.count` positions, position `p` being `jobs[order[p]]`.
    init(_ jobs: [CardJob], order: [Int], priority: CardPriority?) {
        count = order.count
        self.priority = priority
        var byPath: [String: Int] = [:]
        if priority != nil {
            for (position, index) in order.enumerated() {
                for output in jobs[index].outputs { byPath[output.path] = position }
            }
        }
        jobByPath = byPath
    }

    /// The next job's position, or nil when every job was handed out.
    func take() -> Int? {
        let requested = (priority?.takeRequested() ?? []).compactMap { jobByPath[$0] }
        return state.withLock { state in
            state.pending += requested
            while let first = state.pending.first {
                state.pending.removeFirst()
                if state.taken.insert(first).inserted { return first }
            }
            while state.next < count {
                let index = state.next
                state.next += 1
                if state.taken.insert(index).inserted { return index }
            }
            return nil
        }
    }
}
