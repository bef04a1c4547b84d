public import CivilTime

/// What a site has published of its quotes, kept in `data/published.json5` and committed with
/// the data, so that every machine that builds the site — a laptop, a CI runner with a fresh
/// clone — keeps what was published where it was:
///
/// - each quote's **address** (`quotes/<address>/`, `cards/<address>/…`), fixed the first time
///   it is published and kept through edits to its text, speaker or photo, reordering, and
///   other rows coming and going (quotes are known again by a `QuoteFingerprint`);
/// - its **order** in the lists, the order quotes were added, whatever the rows' order;
/// - the day it joined the quote of the day (`since`) and the day it left (`until`), so that
///   adding a quote never changes today or a day before, and removing one only its own days;
/// - the photo a quote without one was given, so a new photo in `images/` moves no card;
/// - addresses whose quote is gone (`until`), moved to another address (`movedTo`), whose
///   pages say so instead of a bare 404;
/// - every tag's and speaker's list ever published (`lists`), so that a renamed or emptied
///   one's address says so too, or leads to its new name;
/// - the advent calendar (`advent`), so that its addresses say so when it is removed;
/// - every author's page (`pages`), so that a removed one's address says so, and a renamed
///   one's leads to its new address;
/// - the quote channels' calendars (`channels`), so that one turned off keeps answering;
/// - the most pages each paginated list has had (`listPages`), so that a page past the end of
///   a list that got shorter keeps answering;
/// - the kinds of card file every quote gets (`cardFiles`), so that a change to the cards'
///   sizes or formats keeps the files emails and link previews already show;
/// - the address the site first published at (`idBase`), under which its feed entries and
///   calendar events keep their ids when the site moves to another address.
public struct PublishedRecord: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var address: String
        public var order: Int
        /// The day the quote joined the rotation; nil: it was there when the record began.
        public var since: LocalDate?
        /// The day it left: the address now says the quote was removed, or moved.
        public var until: LocalDate?
        public var movedTo: String?
        public var fingerprint: QuoteFingerprint?
        /// The photo a quote without one of its own was given.
        public var photo: String?
        /// Added by this load, to be dated by the build (`since`).
        public var isNew = false
        /// Gone since the last record, to be dated by the build (`until`).
        public var isNewlyGone = false

        public init(
            address: String, order: Int, since: LocalDate? = nil, until: LocalDate? = nil, movedTo: String? = nil,
            fingerprint: QuoteFingerprint? = nil, photo: String? = nil
        ) {
            self.address = address
            self.order = order
            self.since = since
            self.until = until
            self.movedTo = movedTo
            self.fingerprint = fingerprint
            self.photo = photo
        }

        /// Whether a quote of the data is at this address now.
        public var isLive: Bool { until == nil && !isNewlyGone }
    }

    /// A tag's or a speaker's list, by the folder of its first page (`tags/work`,
    /// `speakers/ada-lovelace`) and the name it showed last.
    public struct List: Hashable, Sendable {
        public var path: String
        public var name: String
        /// The address of the quote added first of those listed there: when the list goes, the
        /// lists that quote is under now tell where a renamed list went.
        public var first: String?
        /// The day a build found no quote listed there any more; nil while it has some.
        public var until: LocalDate?
        /// The list its quotes went to, found when it went (a tag or a speaker renamed).
        public var movedTo: String?

        public init(
            path: String, name: String, first: String? = nil, until: LocalDate? = nil, movedTo: String? = nil
        ) {
            self.path = path
            self.name = name
            self.first = first
            self.until = until
            self.movedTo = movedTo
        }
    }

    /// A list a build publishes: its name, and the address of the quote added first of those
    /// listed there.
    public struct Listing: Hashable, Sendable {
        public var name: String
        public var first: String?

        public init(name: String, first: String? = nil) {
            self.name = name
            self.first = first
        }
    }

    /// The day the record began; nil until a build dates it.
    public var start: LocalDate?
    /// The site's `baseURL` when the record first saw one: the ids of its feed entries and
    /// calendar events stay under it, so that readers and calendar apps do not take a site
    /// that moved for new entries. Nil until a build with a `baseURL`.
    public var idBase: String?
    /// Every address ever published, live and gone.
    public var entries: [Entry]
    /// Every tag's and speaker's list ever published, by path.
    public var lists: [List]
    /// The advent calendar the site published, if it ever did.
    public var advent: Advent?
    /// Every author's page ever published, by path.
    public var pages: [Page]
    /// Every quote channel's calendar ever published.
    public var channels: [Channel]
    /// The most pages of each list that has had more than one, by path.
    public var listPages: [ListPages]
    /// Every kind of card file to share or email the site has made, by path.
    public var cardFiles: [CardFiles]
    /// Whether the file existed when the project was loaded.
    public var existed: Bool

    public init(
        start: LocalDate? = nil, entries: [Entry] = [], lists: [List] = [], advent: Advent? = nil,
        pages: [Page] = [], channels: [Channel] = [], listPages: [ListPages] = [], cardFiles: [CardFiles] = [],
        existed: Bool = false
    ) {
        self.start = start
        self.entries = entries
        self.lists = lists
        self.advent = advent
        self.pages = pages
        self.channels = channels
        self.listPages = listPages
        self.cardFiles = cardFiles
        self.existed = existed
    }

    /// The record with `current` as the lists published now (by path), on `today`: each is
    /// recorded with its name and first quote; one recorded before and not among them is gone
    /// from today (it keeps the day it went); one that comes back is live again. Returns the
    /// paths that went, and those that came back, with this build.
    ///
    /// A list that goes is moved to where its first quote is listed now (`listedUnder` gives
    /// the list paths a quote address is under): a speaker's list to that quote's speaker's
    /// (a name spelled another way, or its quotes given to another); a tag's to the one tag
    /// list among that quote's that is new with this build (a tag renamed), never to a tag
    /// the quote had besides (a tag dropped). Otherwise it is gone without a destination.
    public mutating func recordLists(
        _ current: [String: Listing], today: LocalDate, listedUnder: (String) -> [String] = { _ in [] }
    ) -> (gone: [String], back: [String]) {
        var newlyGone: [Int] = []
        var back: [String] = []
        var recorded = Set<String>()
        for index in lists.indices {
            let path = lists[index].path
            recorded.insert(path)
            if let listing = current[path] {
                lists[index].name = listing.name
                lists[index].first = listing.first
                if lists[index].until != nil { back.append(path) }
                lists[index].until = nil
                lists[index].movedTo = nil
            } else if lists[index].until == nil {
                lists[index].until = today
                newlyGone.append(index)
            }
        }
        var fresh = Set(back)
        // Only what the record can read back: a path it would refuse would stop every later build.
        for (path, listing) in current where !recorded.contains(path) && PublishedRecordDecoder.isListPath(path) {
            lists.append(List(path: path, name: listing.name, first: listing.first))
            fresh.insert(path)
        }
        for index in newlyGone {
            guard let first = lists[index].first else { continue }
            let folder = lists[index].path.prefix { $0 != "/" } + "/"
            let candidates = listedUnder(first).filter { $0.hasPrefix(folder) && current[$0] != nil }
            let targets = folder == "speakers/" ? candidates : candidates.filter(fresh.contains)
            if targets.count == 1, PublishedRecordDecoder.isListPath(targets[0]) { lists[index].movedTo = targets[0] }
        }
        let gone = newlyGone.map { lists[$0].path }
        lists.sort { $0.path < $1.path }
        return (gone.sorted(), back.sorted())
    }

    /// The record dated by a build on `today`: new quotes join after today, gone ones leave
    /// today; a new record begins today.
    public func dated(today: LocalDate) -> PublishedRecord {
        var record = self
        if record.start == nil { record.start = today }
        for index in record.entries.indices {
            if record.entries[index].isNew {
                // A record that begins now holds what was there all along.
                record.entries[index].since = existed ? today : nil
                record.entries[index].isNew = false
            }
            if record.entries[index].isNewlyGone {
                record.entries[index].until = today
                record.entries[index].isNewlyGone = false
            }
        }
        return record
    }

}
