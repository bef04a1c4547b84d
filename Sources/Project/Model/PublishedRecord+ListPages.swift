extension PublishedRecord {
    /// The most pages a paginated list has had (`quotes/index-3.html`, …), kept for every list
    /// that has had more than one, so that a page past the end of a list that got shorter (its
    /// quotes removed, or given to another name) keeps answering.
    public struct ListPages: Hashable, Sendable {
        /// The folder of the list's first page: `quotes`, `tags`, `speakers` (the indices of
        /// names), `cards` (the gallery), `tags/<folder>` or `speakers/<folder>`; or
        /// `quotes.json`, the JSON API's files of quotes.
        public var path: String
        /// At least 2: a list of one page has nothing past its first.
        public var pages: Int

        public init(path: String, pages: Int) {
            self.path = path
            self.pages = pages
        }
    }

    /// The JSON API's list of quotes (`quotes.json`, `quotes/quotes-2.json`, …), as it is
    /// recorded.
    public static let apiListPath = "quotes.json"

    /// The lists that are not a tag's or a speaker's: every quote, the indices of tags and
    /// speakers, the gallery, the JSON API's files.
    public static let siteListPaths = ["quotes", "tags", "speakers", "cards", apiListPath]

    /// Whether `path` is a paginated list's folder as Draper writes it.
    public static func isPaginatedListPath(_ path: String) -> Bool {
        siteListPaths.contains(path) || PublishedRecordDecoder.isListPath(path)
    }

    /// The record with `current` as the lists published now (path → its number of pages):
    /// each keeps the most pages it has had. Only ever grows, so a list that shrinks and
    /// grows back changes no line of the record.
    public mutating func recordListPages(_ current: [String: Int]) {
        var byPath: [String: Int] = [:]
        for list in listPages { byPath[list.path] = list.pages }
        var changed = false
        for (path, pages) in current where pages > (byPath[path] ?? 1) && Self.isPaginatedListPath(path) {
            byPath[path] = pages
            changed = true
        }
        guard changed else { return }
        listPages = byPath.map { ListPages(path: $0.key, pages: $0.value) }.sorted { $0.path < $1.path }
    }

    /// The most pages the list at `path` has had, as the record knows it: 1 if none recorded.
    public func mostPages(of path: String) -> Int {
        listPages.first { $0.path == path }?.pages ?? 1
    }
}
