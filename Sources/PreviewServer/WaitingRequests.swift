import Dispatch
import Synchronization

/// Requests for a file the running build is about to write, their connections suspended
/// meanwhile: checked together every 50 ms, each resumed (and then answered) once its file
/// is there, the build has stopped, or its time is up. A waiting request holds no thread.
final class WaitingRequests: Sendable {
    private struct Waiting {
        let isSettled: @Sendable () -> Bool
        let deadline: ContinuousClock.Instant
        let resume: @Sendable () -> Void
    }

    private struct State {
        var waiting: [Waiting] = []
        var isChecking = false
        var isClosed = false
    }

    private let state = Mutex(State())
    static let checkInterval: Duration = .milliseconds(50)

    /// How many requests are waiting.
    var count: Int { state.withLock { $0.waiting.count } }

    /// Suspends a connection with `suspend` until `isSettled` holds or `timeout` has passed,
    /// then calls `resume`. Returns false, suspending nothing, once the server is stopping.
    func wait(
        suspend: () -> Void, resume: @escaping @Sendable () -> Void, until isSettled: @escaping @Sendable () -> Bool,
        timeout: Duration
    ) -> Bool {
        let waiting = Waiting(isSettled: isSettled, deadline: .now + timeout, resume: resume)
        let startsChecking = state.withLock { state -> Bool? in
            guard !state.isClosed else { return nil }
            // Under the lock: `close` cannot miss a connection suspended while it runs.
            suspend()
            state.waiting.append(waiting)
            defer { state.isChecking = true }
            return !state.isChecking
        }
        guard let startsChecking else { return false }
        if startsChecking { scheduleCheck() }
        return true
    }

    /// Resumes every waiting request, to be answered with what there is; later ones do not
    /// wait. Once it returns, no connection of theirs is left suspended.
    func close() {
        state.withLock { state in
            state.isClosed = true
            for request in state.waiting { request.resume() }
            state.waiting = []
        }
    }

    private func scheduleCheck() {
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.checkInterval.dispatchInterval) { [weak self] in
            self?.check()
        }
    }

    private func check() {
        let now = ContinuousClock.now
        // Resumed under the lock, so `close` (before the server stops) waits for them.
        let more = state.withLock { state in
            state.waiting.removeAll { request in
                guard request.isSettled() || now >= request.deadline else { return false }
                request.resume()
                return true
            }
            state.isChecking = !state.waiting.isEmpty
            return state.isChecking
        }
        if more { scheduleCheck() }
    }
}
