import Synchronization
import Testing

@testable import Site

@Suite("Memory kept until the process exits")
struct MemoryKeptUntilExitTests {
    private final class Flag: Sendable {
        let raised = Mutex(false)
    }

    private final class Tracked: Sendable {
        let freed: Flag
        init(_ freed: Flag) { self.freed = freed }
        deinit { freed.raised.withLock { $0 = true } }
    }

    @Test("what a finished build hands over is never freed; what it does not is")
    func keptValuesAreNotFreed() {
        let kept = Flag(), other = Flag()
        do {
            MemoryKeptUntilExit.keep(Tracked(kept))
            _ = Tracked(other)
        }
        #expect(!kept.raised.withLock { $0 })
        #expect(other.raised.withLock { $0 })
    }
}
