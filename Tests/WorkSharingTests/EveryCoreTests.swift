import Dispatch
import Foundation
import Synchronization
import Testing

@testable import WorkSharing

/// `EveryCore.map` hands back every result in the order of its indices, however it shares them out.
@Suite("Work shared out over the cores")
struct EveryCoreTests {
    @Test("every index once, results in order", arguments: [0, 1, 999, 1_000, 2_001, 10_007])
    func resultsInOrder(count: Int) {
        let indices = Array((0..<count).reversed())
        let made = Mutex<[Int]>([])
        let results = EveryCore.map(indices, minimumShare: 500) { index in
            made.withLock { $0.append(index) }
            return index * 3
        }
        #expect(results == indices.map { $0 * 3 })
        #expect(made.withLock { $0.sorted() } == Array(0..<count))
    }

    /// Index 0 waits until index 200 is made. With one fixed share per core, both are in the
    /// first core's share, after each other: it would wait forever. Shared out in smaller
    /// pieces, another core takes index 200's while the first waits, as it takes the work of
    /// a core held up by anything else.
    @Test(
        "a core held up does not hold back the rest of its share",
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func heldUpCoreDoesNotHoldItsShare() {
        let made200 = DispatchSemaphore(value: 0)
        let results = EveryCore.map(Array(0..<2_000), minimumShare: 500) { index -> Bool in
            if index == 200 { made200.signal() }
            // A bound only so that a failure ends: the wait is over as soon as index 200 is made.
            return index == 0 ? made200.wait(timeout: .now() + 120) == .success : true
        }
        #expect(results.allSatisfy { $0 })
    }

    @Test("a share below the minimum is made on the caller's thread")
    func smallWorkStaysOnTheCaller() {
        let caller = Thread.current
        let threads = Mutex<Set<ObjectIdentifier>>([])
        _ = EveryCore.map(Array(0..<10), minimumShare: 100) { _ in
            threads.withLock { $0.insert(ObjectIdentifier(Thread.current)) }
        }
        #expect(threads.withLock { $0 } == [ObjectIdentifier(caller)])
    }
}
