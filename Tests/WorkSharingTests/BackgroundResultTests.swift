import Dispatch
import Synchronization
import Testing

@testable import WorkSharing

/// `BackgroundResult` runs its work on another thread and hands the value to every reader.
@Suite("Work done in the background")
struct BackgroundResultTests {
    @Test("the work runs while the caller goes on; every read waits for it and gets its value")
    func valueWaitsForTheWork() {
        // The work cannot finish before the caller lets it: made on the caller's thread, it
        // would never return from the initialiser.
        let callerWentOn = DispatchSemaphore(value: 0)
        let result = BackgroundResult { () -> [Int] in
            callerWentOn.wait()
            return Array(1...3)
        }
        callerWentOn.signal()
        #expect(result.value == [1, 2, 3])
        #expect(result.value == [1, 2, 3], "a second read waited forever or changed")
    }

    @Test("readers on several threads all get the value")
    func concurrentReaders() {
        let start = DispatchSemaphore(value: 0)
        let result = BackgroundResult { () -> String in
            start.wait()
            return "made once"
        }
        start.signal()
        let values = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let value = result.value
            values.withLock { $0.append(value) }
        }
        #expect(values.withLock { $0 } == Array(repeating: "made once", count: 8))
    }

    @Test("callers that are themselves on the shared pool's threads, more of them than cores, all get their values")
    func callersOnPoolThreads() {
        let values = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { number in
            let result = BackgroundResult { number * 2 }
            let value = result.value
            values.withLock { $0.append(value) }
        }
        #expect(values.withLock { $0.sorted() } == (0..<64).map { $0 * 2 })
    }
}
