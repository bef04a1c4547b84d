import Cards
import Foundation
import Site
import Synchronization

/// Shows render progress on standard error: a live bar on a terminal, nothing on a pipe
/// (a one-line summary follows the build either way).
final class ProgressReporter: Sendable {
    private let console: Console
    private let started = Date()
    private let lastDraw = Mutex<Date?>(nil)
    let isLive: Bool

    init(console: Console, quiet: Bool) {
        self.console = console
        isLive = console.errorIsTerminal && !quiet
    }

    func update(_ progress: RenderProgress) {
        guard isLive else { return }
        let now = Date()
        let finished = progress.done == progress.total
        let shouldDraw = lastDraw.withLock { last in
            guard finished || last.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true else { return false }
            last = now
            return true
        }
        guard shouldDraw else { return }
        let elapsed = now.timeIntervalSince(started)
        let rendered = progress.done - progress.unchanged
        let rate = elapsed > 0 ? Double(rendered) / elapsed : 0
        let remaining = rate > 0 ? Double(progress.total - progress.done) / rate : 0
        let width = 28
        let filled = progress.total > 0 ? width * progress.done / progress.total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        var line = "\r\(bar) \(progress.done)/\(progress.total) cards"
        line += String(format: " · %.1f/s", rate)
        if !finished, rate > 0 { line += String(format: " · %.0f s left", remaining) }
        console.writeError(line + "\u{1B}[K" + (finished ? "\n" : ""))
    }

    /// Ends a bar left unfinished (an interrupted build).
    func close() {
        if isLive { console.writeError("\n") }
    }
}
