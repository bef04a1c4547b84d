import Dispatch
import Foundation
import Synchronization
import Testing

@testable import WorkSharing

/// `SpareWork` lets threads with nothing left to do run parts of a busy thread's job.
@Suite("Work offered to idle threads")
struct SpareWorkTests {
    /// Starts `count` threads that help until every busy thread is done (the caller has joined);
    /// `finished` is signalled once by each as it returns.
    private func startHelpers(_ count: Int, of spare: SpareWork<Void>, finished: DispatchSemaphore) {
        for _ in 0..<count {
            Thread {
                spare.join()
                spare.help { part in part.run(with: ()) }
                finished.signal()
            }.start()
        }
    }

    /// Waits until `count` threads are helping: parts are offered only to threads that are.
    private func waitForHelpers(_ count: Int, of spare: SpareWork<Void>) {
        while spare.counts.helping < count { sched_yield() }
    }

    @Test("a part offered to a helping thread runs there while the offering thread is busy")
    func aHelperRunsAnOfferedPart() {
        let spare = SpareWork<Void>()
        spare.join()
        let finished = DispatchSemaphore(value: 0)
        startHelpers(1, of: spare, finished: finished)
        waitForHelpers(1, of: spare)
        // The first part cannot finish before the second has run: if no other thread took the
        // second, this thread would wait in the first for ever.
        let secondRan = DispatchSemaphore(value: 0)
        let order = Mutex<[String]>([])
        let first = SpareWork<Void>.Part { _ in
            secondRan.wait()
            order.withLock { $0.append("first") }
        }
        let second = SpareWork<Void>.Part { _ in
            order.withLock { $0.append("second") }
            secondRan.signal()
        }
        spare.offer([second])
        #expect(first.run(with: ()))
        #expect(!second.run(with: ()), "the offering thread ran a part a helper had already run")
        second.settle()
        spare.forgetClaimed()
        #expect(spare.counts.offered == 0)
        spare.help { part in part.run(with: ()) }
        finished.wait()
        #expect(order.withLock { $0 } == ["second", "first"])
    }

    @Test("each part runs exactly once, whoever takes it, and every thread returns")
    func eachPartRunsOnce() {
        let helpers = 3
        let spare = SpareWork<Void>()
        spare.join()
        let finished = DispatchSemaphore(value: 0)
        startHelpers(helpers, of: spare, finished: finished)
        waitForHelpers(helpers, of: spare)
        let runs = Mutex<[Int]>(Array(repeating: 0, count: 500))
        let parts = (0..<500).map { index in
            SpareWork<Void>.Part { _ in runs.withLock { $0[index] += 1 } }
        }
        spare.offer(Array(parts.dropFirst()))
        var ranHere = 0
        for part in parts where part.run(with: ()) { ranHere += 1 }
        for part in parts { part.settle() }
        spare.forgetClaimed()
        #expect(ranHere >= 1)
        #expect(runs.withLock { $0 } == Array(repeating: 1, count: 500))
        #expect(spare.counts.offered == 0, "claimed parts stayed on offer, keeping what they hold")
        spare.help { part in part.run(with: ()) }
        for _ in 0..<helpers { finished.wait() }
    }

    @Test("while no thread helps nothing is offered, and a part settled unrun never runs")
    func nothingOfferedWithoutHelpers() {
        let spare = SpareWork<Void>()
        spare.join()
        let ran = Mutex(0)
        let parts = (0..<3).map { _ in SpareWork<Void>.Part { _ in ran.withLock { $0 += 1 } } }
        spare.offer(parts)
        #expect(spare.counts.offered == 0)
        #expect(parts[0].run(with: ()))
        parts[1].settle()
        #expect(!parts[1].run(with: ()), "a settled part ran")
        #expect(parts[2].run(with: ()))
        #expect(ran.withLock { $0 } == 2)
        spare.help { _ in Issue.record("nothing was offered, yet something ran") }
    }

    @Test("a thread that starts after the others have finished finds nothing and returns")
    func aLateThreadReturns() {
        // A pool may run its threads one after another on one system thread: none may wait
        // for a thread that has not started.
        let spare = SpareWork<Void>()
        for _ in 0..<3 {
            spare.join()
            spare.help { _ in Issue.record("nothing was offered, yet something ran") }
        }
        #expect(spare.counts.helping == 0)
    }
}
