import Synchronization

/// Keeps a batch's files in memory; nothing is ever up to date, so every card is rendered.
final class MemoryCardSink: CardSink {
    private let files = Mutex<[String: [UInt8]]>([:])

    func isUpToDate(_ relativePath: String, key: String) -> Bool { false }
    func keep(_ relativePath: String) {}
    func recordedWarnings(_ relativePath: String) -> [String] { [] }

    func write(_ bytes: [UInt8], to relativePath: String, key: String, warnings: [String]) throws(OutputError) {
        files.withLock { $0[relativePath] = bytes }
    }

    /// The bytes written to `relativePath`, if a card was.
    func contents(of relativePath: String) -> [UInt8]? {
        files.withLock { $0[relativePath] }
    }
}
