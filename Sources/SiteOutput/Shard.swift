/// One of N machines' share of the cards: `--shard 2/3` is the second of three.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether a file whose input key is `key` belongs to this shard. Keys are hex SHA-256
    /// digests, so their leading bits spread files evenly and the same file always lands on
    /// the same shard, whatever machine runs it.
    public func contains(key: String) -> Bool {
        let prefix = UInt64(key.prefix(12), radix: 16) ?? 0
        return Int(prefix % UInt64(count)) == index - 1
    }

    public var description: String { "\(index)/\(count)" }
}
