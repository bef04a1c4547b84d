import Synchronization

/// What a process keeps until it exits, never freed: a one-shot build of 10,000 quotes spent
/// a twentieth of its time freeing what it had planned, object by object, memory the kernel
/// takes back at once when the process ends. Only for a process that ends after its build
/// (the command line), never for one that builds again (`draper serve`).
public enum MemoryKeptUntilExit {
    private static let kept = Mutex<[any Sendable]>([])

    public static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
