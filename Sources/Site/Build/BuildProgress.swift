/// Counts for a progress display while cards render.
public struct BuildProgress: Sendable {
    public var total: Int
    public var done: Int
    /// Cards that were up to date and not rendered again.
    public var unchanged: Int
}
