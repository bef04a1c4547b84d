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
    }
}
