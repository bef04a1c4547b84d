import Dispatch
import Synchronization

/// Work the busy threads of a pool offer to those that have nothing left to take.
///
/// A pool's threads take jobs until none is left; the last jobs then run on as many threads
/// as there are jobs, and the others wait. A job made of independent parts (a card's files,
/// each encoded on its own) offers them here: a thread out of jobs runs one, the offering
/// thread runs what no one else has started, and waits for the rest. A rebuild's one edited
/// card then uses every core instead of one. While every thread is busy nothing is offered,
/// so a full pool runs as if this were not there.
///
/// Each part runs once, on whichever thread claims it first, and writes its own result: what
/// a job makes must not depend on which thread ran which part.
public final class SpareWork<Helper>: Sendable {
    /// One part of a job, run by the offering thread or by a helper.
    public final class Part: Sendable {
        private let claimed = Atomic<Bool>(false)
        private let finished = DispatchSemaphore(value: 0)
        private let body: @Sendable (Helper) -> Void

        public init(_ body: @escaping @Sendable (Helper) -> Void) {
            self.body = body
        }

        var isClaimed: Bool { claimed.load(ordering: .acquiring) }

        private func claim() -> Bool {
            claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        }

        /// Runs the part with `helper` unless another thread has claimed it; says whether it ran.
        @discardableResult
        public func run(with helper: Helper) -> Bool {
            guard claim() else { return false }
            body(helper)
            finished.signal()
            return true
        }

        /// Makes sure the part is not running and will not run: claims it if no one has, else
        /// waits until it has finished. Called once, by the offering thread.
        public func settle() {
            if claim() { return }
            finished.wait()
        }
    }

    private struct State {
        var offered: [Part] = []
        /// Threads taking jobs, and threads helping them.
        var busy = 0
        var helping = 0
    }

    private let state = Mutex(State())
    /// Signalled once per part offered, and once per helper when the last busy thread is done.
    private let wakeUp = DispatchSemaphore(value: 0)

    public init() {}

    /// Counts the calling thread among those taking jobs, until it calls `help`. A thread
    /// joins when it starts: a pool may start its threads late, or one after another on the
    /// same system thread, so no one waits for a thread that has not started.
    public func join() {
        state.withLock { $0.busy += 1 }
    }

    /// Offers `parts` to the threads that are helping; none is offered when no thread is (the
    /// caller then runs them all itself, through `Part.run`, as it does those no one has taken).
    public func offer(_ parts: [Part]) {
        guard !parts.isEmpty else { return }
        let offered = state.withLock { state -> Bool in
            guard state.helping > 0 else { return false }
            state.offered += parts
            return true
        }
        guard offered else { return }
        for _ in parts { wakeUp.signal() }
    }

    /// How many threads are helping, and how many parts wait to be taken (for tests).
    var counts: (helping: Int, offered: Int) { state.withLock { ($0.helping, $0.offered.count) } }

    /// Forgets the offered parts that some thread has claimed: a part left in the list would
    /// keep what it captured (a whole card) alive until a helper came by.
    public func forgetClaimed() {
        state.withLock { $0.offered.removeAll { $0.isClaimed } }
    }

    /// Runs offered parts, through `run`, until no thread is taking jobs any more and none is
    /// left. A thread that joined calls it once, when it finds no job to take.
    public func help(_ run: (Part) -> Void) {
        let helpers = state.withLock { state -> Int in
            state.busy -= 1
            state.helping += 1
            return state.busy == 0 ? state.helping : 0
        }
        for _ in 0..<helpers { wakeUp.signal() }
        while true {
            wakeUp.wait()
            let next = state.withLock { state -> (part: Part?, done: Bool) in
                while !state.offered.isEmpty {
                    let part = state.offered.removeFirst()
                    if !part.isClaimed { return (part, false) }
                }
                if state.busy == 0 { state.helping -= 1 }
                return (nil, state.busy == 0)
            }
            if let part = next.part {
                run(part)
            } else if next.done {
                return
            }
        }
    }
}
