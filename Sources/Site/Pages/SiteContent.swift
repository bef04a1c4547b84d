import Foundation
import Project

/// Everything planned for a build that pages, feeds and calendars draw on.
struct SiteContent: Sendable {
    /// A class, not a struct: the lists, keys and feeds read items out of `quotes` by the tens
    /// of thousands, and a copy of the 500-byte struct retained each of its fields (2 % of a
    /// 10,000-quote rebuild); a reference is retained once.
    final class QuoteItem: Sendable {
        let quote: Quote
        let cards: CardSet
        let backdrop: CardFile?
        /// What a list page shows of the quote, as a digest for the page's key (`PageKey.listEntry`).
        let listEntry: String
        /// Every file of `cards` and its version, as a digest for the keys of the quote's page
        /// and of the gallery page it is on (`PageKey.cardReferences`).
        let cardReferences: String

        init(quote: Quote, cards: CardSet, backdrop: CardFile? = nil) {
            self.quote = quote
            self.cards = cards
            self.backdrop = backdrop
            // Made here, on every core while the site is planned, once each: the page keys
            // that need them are made after the cards, and hashed the same fields again.
            listEntry = PageKey.listEntry(quote, cards: cards)
            cardReferences = PageKey.cardReferences(cards)
        }
    }

    struct DayItem: Sendable {
        var day: AdventDay
        /// Present unless the day is hidden at this build.
        var cards: CardSet?
        /// The card social previews show while the day is locked.
        var lockedCard: CardFile?
        /// The photo behind the day's page at this build: its own once open, the calendar's
        /// cover before.
        var backdrop: CardFile?
        /// The photo behind the day's page once open (present unless the day is hidden): a
        /// sealed day's is named only inside its sealed content, for the script to show.
        var openBackdrop: CardFile?
        /// The door's own photo, without text (present unless the day is hidden).
        var doorPhoto: CardFile?
    }

    var project: Project
    var paths: SitePaths
    /// Where the ids of feed entries and calendar events are made: under the address the site
    /// first published at (`PublishedRecord.idBase`), else its `baseURL`, so that a site that
    /// moves keeps them (Atom: an entry's id never changes), and readers do not show its
    /// entries again.
    var idPaths: SitePaths {
        SitePaths(baseURL: published.idBase.flatMap { URL(string: $0) } ?? config.baseURL)
    }
    var now: Date
    var reveal: RevealMode
    var quotes: [QuoteItem]
    var days: [DayItem]
    var stylesheet: String
    var script: String
    var icon: String
    /// Every tag and every speaker with their quotes, ordered by name.
    var tags: [QuoteGroup] = []
    var speakers: [QuoteGroup] = []
    /// The folder under `tags/` of each spelling of each tag, and under `speakers/` of each
    /// speaker (`QuoteGroup.folders`).
    var tagFolders: [String: String] = [:]
    var speakerFolders: [String: String] = [:]

    /// The quote of each day and of each week, as published (`QuoteSchedule`).
    var daily = QuoteSchedule.empty
    var weekly = QuoteSchedule.empty
    /// What the site has published, as this build leaves it (`data/published.json5`).
    var published = PublishedRecord()
    /// The lists (`tags/<folder>`, `speakers/<folder>`) no quote is listed under since this
    /// build, and those that have quotes again, for the author's notes.
    var listsChanged: (gone: [String], back: [String]) = ([], [])
    /// Whether the advent calendar left the data, or came back, with this build.
    var adventChange: PublishedRecord.AdventChange?
    /// The quote channels' calendars turned off with this build, and those back.
    var channelsChanged: (ended: [String], back: [String]) = ([], [])
    /// The kinds of card file the site stopped making with this build, and those made again.
    var cardFilesChanged: (ended: [String], back: [String]) = ([], [])
    /// The author's pages gone with this build, and those back, for the author's notes.
    var pagesChanged: (gone: [String], back: [String]) = ([], [])
    /// The paths of the author's files in `static/`: a page gone from `pages/` leaves its
    /// address to a file of the author's there.
    var staticPaths: Set<String> = []
    /// The calendar's cover (`SiteBuilder.coverPhoto`), darkened as a backdrop: behind the
    /// calendar's doors and every locked door's page. Never a photo only a locked door shows.
    var adventCover: CardFile?
    /// The card a removed quote's address gives link previews, by address (`GonePages`).
    var removedCards: [String: CardFile] = [:]

    /// The interface's words in the site's language.
    var interface: Interface = .english
    /// The app icons (home screen, installed app, tab), for the manifest and every page's head.
    var appIcons: [AppIcons.Icon] = []
    /// The advent reminder's time in the site's language ("21:00", "9:00 PM"), for the
    /// notification settings on every page: formatted once per build.
    var adventReminderTime: String?
    /// Whether search engines may index a page that does not itself say `noindex` (a locked
    /// door, the gallery, the 404 page say so): not on an author's preview (`--reveal all`),
    /// which shows every door. The one rule for a page's `robots` meta, the sitemap and
    /// robots.txt.
    func indexes(pageSayingNoindex noindex: Bool) -> Bool {
        !noindex && reveal != .all
    }

    /// Whether the site gets a service worker: not an author's preview (`--reveal all`), whose
    /// open doors must not stay on a device; a browser that registered one from an earlier
    /// build unregisters it when it is gone.
    var hasServiceWorker: Bool { reveal != .all }

    /// Whether the site's language runs right to left (worked out once: every quote asks).
    var isRightToLeft: Bool { interface.isRightToLeft }

    var config: SiteConfig { project.config }

    /// What the calendar counts down to: its own `target`, else "Christmas" in the site's language.
    var adventTarget: String {
        guard let calendar = project.advent else { return "" }
        return calendar.hasOwnTarget ? calendar.target : interface.text("advent.target")
    }

    /// The family of the card typeface ("League Spartan" for "League Spartan Bold"), for CSS.
    var cardFontFamily: String {
        let name = config.cards.font
        let styles = ["Bold", "SemiBold", "ExtraBold", "Black", "Medium", "Regular", "Light", "Italic"]
        var words = name.split(separator: " ").map(String.init)
        while let last = words.last, styles.contains(last), words.count > 1 { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Which optional files this build publishes, for links in every page.
    var publishes: (feed: Bool, daily: Bool, weekly: Bool) {
        (
            config.baseURL != nil, config.notifications.daily.enabled && !quotes.isEmpty,
            config.notifications.weekly.enabled && !quotes.isEmpty
        )
    }

    /// Today's date in the site's zone, at the build's "now".
    /// Settings for page sizes and feed lengths.
    var publishing: PublishingSettings { config.publishing }

    /// The lists of pages: every quote, each tag, each speaker, the speaker index.
    var allQuotes: Pagination {
        Pagination(folder: SitePaths.quoteList, count: quotes.count, pageSize: publishing.pageSize)
    }
    /// The folder of a tag's pages under `tags/`, and of a speaker's under `speakers/`.
    func tagFolder(_ tag: String) -> String { tagFolders[tag] ?? NameSlug.slug(for: tag) }
    func speakerFolder(_ speaker: String) -> String { speakerFolders[speaker] ?? NameSlug.slug(for: speaker) }

    func pagination(of group: QuoteGroup, in folder: String) -> Pagination {
        Pagination(folder: "\(folder)/\(group.slug)", count: group.quotes.count, pageSize: publishing.pageSize)
    }
    var speakerIndex: Pagination {
        Pagination(folder: SitePaths.speakers, count: speakers.count, pageSize: Self.namesPerPage)
    }
    /// The tags' index: published when some quote has a tag, and kept once the site has
    /// published a tag's list (the gone lists' pages link to it), empty after the last tag.
    var tagIndex: Pagination? {
        guard !tags.isEmpty || published.lists.contains(where: { $0.path.hasPrefix(SitePaths.tags + "/") }) else {
            return nil
        }
        return Pagination(folder: SitePaths.tags, count: tags.count, pageSize: Self.namesPerPage)
    }
    /// The open doors that have cards: the gallery's rows after the quotes. Locked days stay
    /// out, as the gallery is published with the site.
    var galleryDays: [DayItem] { days.filter { $0.day.visibility == .open && $0.cards != nil } }
    /// The gallery's pages (`cards/`): a row for every quote and every open door.
    var gallery: Pagination {
        Pagination(folder: "cards", count: quotes.count + galleryDays.count, pageSize: GalleryPage.rowsPerPage)
    }
    /// Every paginated list this build publishes: what `data/published.json5` keeps the most
    /// pages of (`ShortenedListPages`).
    var paginatedLists: [Pagination] {
        [allQuotes, speakerIndex, gallery] + (tagIndex.map { [$0] } ?? [])
            + tags.map { pagination(of: $0, in: SitePaths.tags) }
            + speakers.map { pagination(of: $0, in: SitePaths.speakers) }
    }
    /// Names are one line each: ten times the cards a page holds.
    static let namesPerPage = 300

    var today: LocalDate { LocalDate(now, in: config.timeZone) }

    /// The quote for a date (quote of the day and the daily channel use the same choice).
    func quoteOfTheDay(_ date: LocalDate) -> QuoteItem? {
        daily.index(for: date.daysSince1970).map { quotes[$0] }
    }

    /// The quote the weekly channel sends in the week `date` is in: the one of the most recent
    /// configured weekday on or before it.
    func quoteOfTheWeek(_ date: LocalDate) -> QuoteItem? {
        let weekday = config.notifications.weekly.weekday
        let sent = date.adding(days: -QuoteChannels.daysFromMostRecent(weekday, to: date))
        return weekly.index(for: QuoteSchedule.week(ofDay: sent.daysSince1970)).map { quotes[$0] }
    }
}
