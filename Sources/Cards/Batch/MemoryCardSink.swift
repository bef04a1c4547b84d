import Synchronization

/// Keeps a batch's files in memory; nothing is ever up to date, so every card is rendered.
public final class MemoryCardSink: CardSink {
    private let files = Mutex<[String: [UInt8]]>([:])

    public init() {}

    public func keepIfUpToDate(_ files: [(path: String, key: String)]) -> [[String]]? { nil }

    public func mayKeep(_ files: [(path: String, key: String)]) -> Bool { false }

    public func store(_ bytes: [UInt8], at relativePath: String, key: String, warnings: [String])
        throws(CardSinkError)
    {
        files.withLock { $0[relativePath] = bytes }
    }

    /// The bytes stored at `relativePath`, if a card was.
    public func contents(of relativePath: String) -> [UInt8]? {
        files.withLock { $0[relativePath] }
    }
}
