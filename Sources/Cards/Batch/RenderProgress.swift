/// Counts for a progress display while a batch renders cards.
public struct RenderProgress: Sendable {
    public var total: Int
    public var done: Int
    /// Cards that were up to date and not rendered again.
    public var unchanged: Int

    public init(total: Int, done: Int, unchanged: Int) {
        self.total = total
        self.done = done
        self.unchanged = unchanged
    }
}
