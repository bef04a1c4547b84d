import Synchronization

/// Lets a preview server move the cards a browser is waiting for to the front of a running
/// build: the first page of a cold project is usable within seconds, not after every card.
///
/// A request names a file relative to the output folder; if the build will write it and has
/// not started its job yet, that job is the next one any worker takes.
public final class CardPriority: Sendable {
    private struct State {
        /// The files the running build will write; empty between builds.
        var planned: Set<String> = []
        var requested: [String] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Whether the running build will write `path`; if so, it goes first.
    public func request(_ path: String) -> Bool {
        state.withLock { state in
            guard state.planned.contains(path) else { return false }
            if !state.requested.contains(path) { state.requested.append(path) }
            return true
        }
    }

    /// A build plans these jobs (before it writes its pages, which link to them).
    public func expect(_ jobs: [CardJob]) {
        let paths = Set(jobs.flatMap { $0.outputs.map(\.path) })
        state.withLock { $0 = State(planned: paths) }
    }

    /// The requested files, oldest request first, leaving none behind.
    func takeRequested() -> [String] {
        state.withLock { state in
            defer { state.requested = [] }
            return state.requested
        }
    }

    /// The build is over: nothing more is coming.
    public func end() {
        state.withLock { $0 = State() }
    }
}
