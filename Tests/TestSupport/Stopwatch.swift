public import Foundation

/// Wall-clock and CPU time of a block, so a figure taken on a busy machine still
/// says how much work the code did.
public struct Stopwatch {
    public var wall: Duration
    public var cpu: Duration

    public static func measure(_ body: () throws -> Void) rethrows -> Stopwatch {
        let clock = ContinuousClock()
        let cpuStart = threadCPUTime()
        let wall = try clock.measure(body)
        return Stopwatch(wall: wall, cpu: threadCPUTime() - cpuStart)
    }

    public var description: String {
        "\(wall.formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1)))) wall, "
            + "\(cpu.formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1)))) CPU"
    }

    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
