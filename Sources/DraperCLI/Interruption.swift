import Foundation
import Synchronization

/// Ctrl-C during a build: the first press asks the build to stop cleanly (the previous
/// output stays as it was); a second press ends the process at once.
///
/// Whatever the process is doing — a long card, a read of a large dataset, a call into a C
/// library that cannot be interrupted — it answers within a second: a watchdog started with
/// the handlers ends it (exit status 130 or 143) if the clean stop has not finished by then.
/// That is as safe as the clean stop: every write is atomic and journaled, so a process
/// ended at any moment leaves the previous output usable, as a `kill -9` would.
///
/// Long-running commands (`draper serve`) sleep in `wait()` until the first press.
enum Interruption {
    private static let requests = Atomic<Int>(0)
    /// The pipe the signal handler writes a byte to (write(2) is safe in a signal handler,
    /// unlike locks and allocation), waking `wait()`.
    private static let wakeRead = Atomic<Int32>(-1)
    private static let wakeWrite = Atomic<Int32>(-1)
    /// The pipe that wakes the watchdog thread.
    private static let watchdogWrite = Atomic<Int32>(-1)
    /// How long a clean stop may take before the watchdog ends the process.
    static let gracePeriod: useconds_t = 800_000

    /// The signal that asked to stop (SIGINT or SIGTERM), 0 while none has.
    private static let signalNumber = Atomic<Int32>(0)
    /// Whether the command has stopped cleanly and said so: the watchdog then ends a process
    /// that takes longer still to exit (a loaded machine) without a second, contradicting error.
    private static let stopReported = Atomic<Bool>(false)

    static var isRequested: Bool { requests.load(ordering: .relaxed) > 0 }

    /// The shell's status for a process stopped by that signal: 130 for Ctrl-C, 143 for SIGTERM.
    static var exitStatus: Int32 { 128 + max(signalNumber.load(ordering: .relaxed), SIGINT) }

    /// `exitStatus`, for a command that has printed why it stopped (its clean stop's error).
    static func stoppedCleanly() -> Int32 {
        stopReported.store(true, ordering: .releasing)
        return exitStatus
    }

    static func install() {
        if wakeWrite.load(ordering: .acquiring) < 0 {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                wakeRead.store(ends[0], ordering: .releasing)
                wakeWrite.store(ends[1], ordering: .releasing)
            }
        }
        startWatchdog()
        signal(SIGINT) { _ in
            Interruption.signalNumber.store(SIGINT, ordering: .relaxed)
            if Interruption.requests.add(1, ordering: .relaxed).newValue > 1 { _exit(130) }
            Interruption.wakeWaiter()
        }
        signal(SIGTERM) { _ in
            Interruption.signalNumber.store(SIGTERM, ordering: .relaxed)
            if Interruption.requests.add(1, ordering: .relaxed).newValue > 1 { _exit(143) }
            Interruption.wakeWaiter()
        }
        // A parent may have started us with these signals blocked (test runners do), which
        // would leave Ctrl-C pending forever; threads started from here on inherit this.
        // Unblocked only now that the handlers are in place, so a signal that came early
        // asks for a clean stop rather than killing the process.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    private static func wakeWaiter() {
        var byte: UInt8 = 1
        _ = write(wakeWrite.load(ordering: .relaxed), &byte, 1)
        _ = write(watchdogWrite.load(ordering: .relaxed), &byte, 1)
    }

    /// A thread that sleeps until the first signal, gives the clean stop `gracePeriod`, then
    /// ends the process with the signal's status. A handler cannot start a thread, so it is
    /// started here, once.
    private static func startWatchdog() {
        guard watchdogWrite.load(ordering: .acquiring) < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let readEnd = ends[0]
        watchdogWrite.store(ends[1], ordering: .releasing)
        let thread = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0, errno == EINTR {}
            usleep(gracePeriod)
            // Said plainly, so a stop that took too long is not a silent exit; unless the clean
            // stop has already said why, and only the exit itself is slow.
            if !stopReported.load(ordering: .acquiring) {
                let message = Array(
                    "error: interrupted before a clean stop; the next run completes or undoes its writes\n".utf8)
                _ = message.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
            _exit(exitStatus)
        }
        thread.start()
    }

    /// Blocks until Ctrl-C (or SIGTERM) arrives; returns at once if it already has.
    /// Call `install()` first.
    static func wait() {
        let descriptor = wakeRead.load(ordering: .acquiring)
        var byte: UInt8 = 0
        while !isRequested {
            if descriptor < 0 {
                // No pipe could be made: fall back to looking now and then.
                usleep(100_000)
                continue
            }
            if read(descriptor, &byte, 1) < 0, errno != EINTR { usleep(100_000) }
        }
    }
}
