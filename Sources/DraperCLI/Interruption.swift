import Foundation
import Synchronization

/// Ctrl-C during a build: the first press asks the build to stop cleanly (the previous
/// output stays as it was); a second press ends the process at once.
enum Interruption {
    private static let requests = Atomic<Int>(0)

    static var isRequested: Bool { requests.load(ordering: .relaxed) > 0 }

    static func install() {
        signal(SIGINT) { _ in
            if Interruption.requests.add(1, ordering: .relaxed).newValue > 1 { _exit(130) }
        }
        signal(SIGTERM) { _ in
            if Interruption.requests.add(1, ordering: .relaxed).newValue > 1 { _exit(143) }
        }
        // A process inherits its parent's blocked signals: one started from a libdispatch
        // worker thread (Foundation's Process, in a test or a tool) has SIGINT and SIGTERM
        // blocked, and Ctrl-C or a CI timeout would never reach the build. Unblocked here, a
        // signal that came early is delivered now.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
