public import CivilTime

extension PublishedRecord {
    /// An author's page the site published (`pages/<path>.md` at `<path>/`), with the title it
    /// showed, so that its address keeps answering when the file is removed or renamed.
    public struct Page: Hashable, Sendable {
        public var path: String
        public var title: String
        /// The day a build found no such page in `pages/`; nil while there is one.
        public var until: LocalDate?
        /// The page it became, found when it went: a page of the same title new with that build.
        public var movedTo: String?

        public init(path: String, title: String, until: LocalDate? = nil, movedTo: String? = nil) {
            self.path = path
            self.title = title
            self.until = until
            self.movedTo = movedTo
        }
    }

    /// The record with `current` as the author's pages published now (path → title), on
    /// `today`: each is recorded with its title; one recorded before and not among them is
    /// gone from today; one that comes back is live again. A page that goes is moved to the
    /// one page new with this build that has its title (the file renamed), if there is one.
    /// Returns the paths that went, and those that came back, with this build.
    public mutating func recordPages(_ current: [String: String], today: LocalDate) -> (gone: [String], back: [String])
    {
        var newlyGone: [Int] = []
        var back: [String] = []
        var recorded = Set<String>()
        for index in pages.indices {
            let path = pages[index].path
            recorded.insert(path)
            if let title = current[path] {
                pages[index].title = title
                if pages[index].until != nil { back.append(path) }
                pages[index].until = nil
                pages[index].movedTo = nil
            } else if pages[index].until == nil {
                pages[index].until = today
                newlyGone.append(index)
            }
        }
        var fresh = back
        for (path, title) in current where !recorded.contains(path) && QuoteSlug.isValid(path) {
            pages.append(Page(path: path, title: title))
            fresh.append(path)
        }
        for index in newlyGone {
            let namesakes = fresh.filter { current[$0] == pages[index].title }
            if namesakes.count == 1 { pages[index].movedTo = namesakes[0] }
        }
        let gone = newlyGone.map { pages[$0].path }
        pages.sort { $0.path < $1.path }
        return (gone.sorted(), back.sorted())
    }
}
