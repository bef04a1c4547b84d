import Cards
import Foundation
import Site
import Synchronization

/// Progress of `draper check` on standard error: a live count on a terminal; on a pipe, for
/// large inputs only, a line at every tenth, so a long check is never silent.
final class CheckProgress: Sendable {
    private let console: Console
    private let lastStep = Mutex<(tenth: Int, drawn: Date?)>((0, nil))
    /// Below this many cards a check takes seconds: no lines on a pipe.
    static let largeInput = 10_000

    init(console: Console) {
        self.console = console
    }

    func update(_ progress: RenderProgress) {
        guard progress.total > 0 else { return }
        let now = Date()
        if console.errorIsTerminal {
            let draw = lastStep.withLock { state in
                guard progress.done == progress.total || state.drawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true
                else { return false }
                state.drawn = now
                return true
            }
            guard draw else { return }
            let end = progress.done == progress.total ? "\n" : ""
            console.writeError("\rchecked \(progress.done) of \(progress.total) cards\u{1B}[K" + end)
            return
        }
        guard progress.total >= Self.largeInput else { return }
        let tenth = progress.done * 10 / progress.total
        let report = lastStep.withLock { state in
            guard tenth > state.tenth else { return false }
            state.tenth = tenth
            return true
        }
        if report { console.printError("checked \(progress.done) of \(progress.total) cards") }
    }
}
