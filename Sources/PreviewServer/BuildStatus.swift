import Synchronization

/// What the server knows of the build behind the folder it serves: whether one is running,
/// how far it is, whether any build has finished, and why the last one failed.
///
/// Requests read it to answer a page that is not written yet with a page that shows the
/// build's progress (the first build of a cold project takes a while), and to wait for a
/// card the running build is about to write rather than answer 404.
final class BuildStatus: Sendable {
    struct State {
        var isBuilding = false
        /// A build finished (this session, or the folder held one when the server started).
        var hasBuilt: Bool
        /// The running build has written its pages: a page still missing will not appear.
        var hasPages = false
        var progress = "Starting the build"
        /// The errors of the last build, while it is the latest.
        var failure: String?
    }

    private let state: Mutex<State>

    init(hasBuilt: Bool) {
        state = Mutex(State(hasBuilt: hasBuilt))
    }

    var current: State { state.withLock { $0 } }

    func started() {
        state.withLock { state in
            state.isBuilding = true
            state.hasPages = false
            state.progress = "Starting the build"
        }
    }

    func progressed(_ text: String) {
        state.withLock { $0.progress = text }
    }

    func pagesWritten() {
        state.withLock { $0.hasPages = true }
    }

    func finished() {
        state.withLock { state in
            state.isBuilding = false
            state.hasBuilt = true
            state.failure = nil
        }
    }

    func failed(_ text: String) {
        state.withLock { state in
            state.isBuilding = false
            state.failure = text
        }
    }

    func stopped() {
        state.withLock { $0.isBuilding = false }
    }
}
