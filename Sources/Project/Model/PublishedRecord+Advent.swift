public import CivilTime

extension PublishedRecord {
    /// The advent calendar a site published: its title and how many doors it has had at most,
    /// so that its addresses (`advent/`, each door's page, its calendar subscription and its
    /// feed) keep answering when `data/advent.json` is removed or loses doors.
    public struct Advent: Hashable, Sendable {
        public var title: String
        /// The most doors the calendar has had: `advent/1/` to `advent/<doors>/`.
        public var doors: Int
        /// The day a build found no calendar in the data; nil while there is one.
        public var until: LocalDate?

        public init(title: String, doors: Int, until: LocalDate? = nil) {
            self.title = title
            self.doors = doors
            self.until = until
        }
    }

    /// How the calendar changed with a build.
    public enum AdventChange: Equatable, Sendable {
        /// The calendar left the data: its addresses now say so.
        case gone
        /// It is in the data again.
        case back
    }

    /// The record with `current` as the calendar published now (its title and number of
    /// doors; nil when the data has none), on `today`. Returns whether it went or came back
    /// with this build. A calendar with fewer doors than before keeps the most it has had:
    /// the pages of the doors it lost say so.
    public mutating func recordAdvent(_ current: (title: String, doors: Int)?, today: LocalDate) -> AdventChange? {
        guard let current else {
            guard var advent, advent.until == nil else { return nil }
            advent.until = today
            self.advent = advent
            return .gone
        }
        let before = advent
        advent = Advent(title: current.title, doors: max(current.doors, before?.doors ?? 0))
        return before?.until != nil ? .back : nil
    }
}
