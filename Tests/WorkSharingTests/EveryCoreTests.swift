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
