public import CivilTime

extension PublishedRecord {
    /// A quote channel's calendar the site published (`quotes/daily.ics`,
    /// `quotes/weekly.ics`), with the name it had, so that its subscribers' apps keep getting
    /// an answer when the channel is turned off.
    public struct Channel: Hashable, Sendable {
        public var path: String
        public var name: String
        /// The day a build found the channel off; nil while it is published.
        public var until: LocalDate?

        public init(path: String, name: String, until: LocalDate? = nil) {
            self.path = path
            self.name = name
            self.until = until
        }
    }

    /// The paths a channel's calendar may have.
    public static let channelPaths = ["quotes/daily.ics", "quotes/weekly.ics"]

    /// The record with `current` as the channels published now (path → name), on `today`:
    /// one recorded before and not among them ended today (it keeps that day); one that is
    /// published again is live. Returns the paths that ended, and those back, with this build.
    public mutating func recordChannels(_ current: [String: String], today: LocalDate)
        -> (ended: [String], back: [String])
    {
        var ended: [String] = []
        var back: [String] = []
        for index in channels.indices {
            let path = channels[index].path
            if let name = current[path] {
                channels[index].name = name
                if channels[index].until != nil { back.append(path) }
                channels[index].until = nil
            } else if channels[index].until == nil {
                channels[index].until = today
                ended.append(path)
            }
        }
        let recorded = Set(channels.map(\.path))
        for (path, name) in current where !recorded.contains(path) && Self.channelPaths.contains(path) {
            channels.append(Channel(path: path, name: name))
        }
        channels.sort { $0.path < $1.path }
        return (ended.sorted(), back.sorted())
    }
}
