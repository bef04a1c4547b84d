/// What changed in the published record when a project was loaded: addresses whose quote
/// moved to another (its `id` changed), whose quote is gone, or whose quote came back.
public struct PublishedChanges: Hashable, Sendable {
    public var moved: [Move] = []
    public var gone: [String] = []
    public var returned: [String] = []
    /// Whether `data/published.json5` needs writing (the first build writes it too).
    public var recordChanged = false

    public struct Move: Hashable, Sendable {
        public var from: String
        public var to: String
    }

    public init(
        moved: [(from: String, to: String)] = [], gone: [String] = [], returned: [String] = [],
        recordChanged: Bool = false
    ) {
        self.moved = moved.map { Move(from: $0.from, to: $0.to) }
        self.gone = gone
        self.returned = returned
        self.recordChanged = recordChanged
    }
}
