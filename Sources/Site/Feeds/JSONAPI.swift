import Foundation
import Markdown
import Project

/// `quotes.json` and `advent.json`: the data behind the site, for apps and scripts
/// (the original app fetched its quotes from a hosted database; these files replace it).
/// The format is documented in docs/api.md. Card URLs are absolute when the site has a
/// base URL, otherwise relative to the site root. Keys are written in alphabetical order.
///
/// The quotes come in files of `quotesPerFile`, in the data file's order, so that no file
/// grows with the site: `quotes.json` holds the first ones and says how many there are,
/// `quotes/quotes-2.json`, `quotes/quotes-3.json`, … the rest, each naming the next. Only the
/// first file carries what changes every day (the build's clock, the quote of the day): the
/// others change only when their quotes do, so a rebuild rewrites none of them for an edit
/// elsewhere, and neither do caches and mirrors.
struct JSONAPI {
    let content: SiteContent

    /// `quotes.json`'s format: 2 since the quotes are split into files (1 listed them all).
    static let quotesVersion = 2
    /// `advent.json`'s format.
    static let adventVersion = 1
    static let quotesPerFile = 250

    private func url(_ path: String) -> String {
        content.paths.absolute(path) ?? path
    }

    private func file(_ file: CardFile) -> JSONText {
        .object([
            ("height", .integer(file.height)), ("type", .string(file.mediaType)), ("url", .string(url(file.reference))),
            ("width", .integer(file.width)),
        ])
    }

    private func cards(_ set: CardSet) -> JSONText {
        .object(
            Self.cardEntries(set).map { size, formats in
                (size, .object(formats.map { format, cardFile in (format, file(cardFile)) }))
            })
    }

    /// A card set as `quotes.json` lists it: by size name, then format name, both sorted; each
    /// size's files, and the full-size images of the formats pages show (AVIF, WebP); the
    /// email file as its own size, under its extension. The JSON and its key both read this.
    static func cardEntries(_ set: CardSet) -> [(size: String, formats: [(format: String, file: CardFile)])] {
        var sizes = set.files.keys.sorted().map { size in
            var formats = set.files[size] ?? [:]
            for (name, variants) in set.display[size] ?? [:] { formats[name] = formats[name] ?? variants.last }
            let names = formats.keys.sorted { $0.rawValue < $1.rawValue }
            return (size, names.compactMap { format in formats[format].map { (format.rawValue, $0) } })
        }
        if let email = set.email {
            sizes.append(("email", [(fileExtension(email.path), email)]))
            sizes.sort { $0.0 < $1.0 }
        }
        return sizes
    }

    /// What follows the last dot of the file name (`NSString.pathExtension` bridged the path
    /// for every quote).
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path of quote file `number` (1-based): `quotes.json`, then `quotes/quotes-2.json`, ….
    static func quotesFile(_ number: Int) -> String {
        number == 1 ? "quotes.json" : "\(SitePaths.quoteList)/quotes-\(number).json"
    }

    /// How many quote files the site has: at least `quotes.json`, even without quotes.
    var quoteFileCount: Int { Self.fileCount(quotes: content.quotes.count) }

    /// How many quote files `quotes` quotes take.
    static func fileCount(quotes: Int) -> Int {
        max(1, (quotes + quotesPerFile - 1) / quotesPerFile)
    }

    /// The quote files the site publishes: its own, then those past their end that the site
    /// published before it had fewer quotes (`PublishedRecord.listPages`), each with none, so
    /// that a client holding the address of one gets an empty list, not a 404.
    var publishedFileCount: Int {
        max(quoteFileCount, content.published.mostPages(of: PublishedRecord.apiListPath))
    }

    /// The quotes of file `number` (1-based).
    private func quotes(inFile number: Int) -> ArraySlice<SiteContent.QuoteItem> {
        let first = (number - 1) * Self.quotesPerFile
        return content.quotes[min(first, content.quotes.count)..<min(first + Self.quotesPerFile, content.quotes.count)]
    }

    /// Raise when what a quote file shows changes without its inputs changing.
    static let fileKeyRevision = 1

    /// The manifest key of quote file `number`: a hash of everything `quoteFile(_:)` reads, so
    /// that a rebuild renders only the files whose quotes or cards changed (rendering all
    /// 40 files of 10,000 quotes was the largest part of a one-quote rebuild's syndication).
    func quoteFileKey(_ number: Int) -> String {
        var key = InputKey("quote-file")
        key.add(SiteBuilder.toolVersion)
        let count = quoteFileCount
        key.add("\(Self.quotesVersion) \(Self.fileKeyRevision) \(number) \(number < count ? "next" : "last")")
        key.add(optional: content.paths.absolute(""))
        if number == 1 {
            key.add("\(content.quotes.count) \(count)")
            key.add(DateText.iso(content.now))
            key.add(optional: content.quoteOfTheDay(content.today)?.quote.id)
            key.add(content.config.title)
        }
        let quotes = quotes(inFile: number)
        for index in quotes.indices { Self.addQuote(quotes[index], to: &key) }
        return key.finalized()
    }

    /// What `quote(_:)` reads of a quote; the item is borrowed, not copied.
    private static func addQuote(_ item: SiteContent.QuoteItem, to key: inout InputKey) {
        key.add(item.quote.id)
        key.add(item.quote.text)
        key.add(item.quote.speaker)
        key.add(optional: item.quote.alt)
        key.add(optional: item.quote.credit)
        key.add(optional: item.quote.language?.description)
        key.add(optional: item.quote.source)
        key.add(String(item.quote.tags.count))
        for tag in item.quote.tags { key.add(tag) }
        addCards(item.cards, to: &key)
    }

    /// What `cardEntries` reads of a card set, hashed without making its lists (which cost
    /// more than the hashing): each size's files and its display files' full sizes, and the
    /// email file. A display file of a format the size also has as a file is hashed though
    /// the JSON skips it: at worst a file is made again for nothing, never kept stale.
    private static func addCards(_ set: CardSet, to key: inout InputKey) {
        func add(_ file: CardFile) {
            key.add(file.reference)
            key.add(String(file.width))
            key.add(String(file.height))
            key.add(file.mediaType)
        }
        for size in set.files.keys.sorted() {
            let files = set.files[size] ?? [:], display = set.display[size] ?? [:]
            key.add("\(size) \(files.count) \(display.count)")
            for (format, file) in files.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                key.add(format.rawValue)
                add(file)
            }
            for (format, variants) in display.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                key.add(format.rawValue)
                if let last = variants.last { add(last) } else { key.add(optional: nil) }
            }
        }
        if let email = set.email { add(email) } else { key.add(optional: nil) }
    }

    /// Quote file `number`'s text.
    func quoteFile(_ number: Int) -> String {
        let count = quoteFileCount
        let quotes = quotes(inFile: number).map(quote)
        let next = number < count ? url(Self.quotesFile(number + 1)) : nil
        var members: [(String, JSONText)]
        if number == 1 {
            members = [
                ("count", .integer(content.quotes.count)),
                ("files", .integer(count)),
                ("generated", .string(DateText.iso(content.now))),
                ("next", .optional(next)),
                ("quoteOfTheDay", .optional(content.quoteOfTheDay(content.today)?.quote.id)),
                ("quotes", .array(quotes)),
                ("title", .string(content.config.title)),
                ("version", .integer(Self.quotesVersion)),
            ]
        } else {
            members = [
                ("file", .integer(number)),
                ("next", .optional(next)),
                ("quotes", .array(quotes)),
                ("version", .integer(Self.quotesVersion)),
            ]
        }
        return JSONText.compactObject(members).rendered(pretty: true)
    }

    private func quote(_ item: SiteContent.QuoteItem) -> JSONText {
        let quote = item.quote
        return .compactObject([
            ("alt", .optional(quote.alt)),
            ("cards", cards(item.cards)),
            ("credit", .optional(quote.credit)),
            ("id", .string(quote.id)),
            ("lang", .optional(quote.language?.description)),
            ("source", .optional(quote.source)),
            ("speaker", .string(quote.speaker)),
            ("tags", .array(quote.tags.map(JSONText.string))),
            ("text", .string(quote.text)),
            ("url", .string(url(SitePaths.quotePage(quote.id)))),
        ])
    }

    /// Every door with its date; title, message and cards only for doors opened by build time.
    func advent() throws -> String? {
        guard let calendar = content.project.advent else { return removedAdvent() }
        let doors = try content.days.map { item -> JSONText in
            let day = item.day
            var members: [(String, JSONText)] = [
                ("date", .string(String(describing: day.date))),
                ("day", .integer(day.number)),
                ("open", .bool(day.visibility == .open)),
                ("url", .string(url(SitePaths.adventDayPage(day.number)))),
            ]
            switch day.unlock {
            case .instant(let instant): members.append(("unlocksAt", .string(DateText.iso(instant))))
            case .floating(let date, let time):
                members.append(("unlocksAtLocalTime", .string(DateText.floating(date, time))))
            }
            if day.visibility == .open {
                members += [
                    ("title", .string(day.entry.title)),
                    ("message", .string(day.entry.message)),
                    ("messageHTML", .string(try Markdown.renderHTML(day.entry.message))),
                    ("link", .optional(day.entry.link?.absoluteString)),
                ]
                if let set = item.cards { members.append(("cards", cards(set))) }
            }
            return .compactObject(members.sorted { $0.0 < $1.0 })
        }
        return JSONText.object([
            ("days", .integer(calendar.days)),
            ("doors", .array(doors)),
            ("generated", .string(DateText.iso(content.now))),
            ("start", .string(String(describing: calendar.start))),
            ("target", .string(calendar.target)),
            ("timezone", .string(calendar.timeZone.description)),
            ("title", .string(calendar.title)),
            ("unlockTime", .string(calendar.unlockTime.description)),
            ("version", .integer(Self.adventVersion)),
        ]).rendered(pretty: true)
    }

    /// `advent.json` of a calendar the site published and no longer has: its title, the day
    /// it went and no door, so that a client polling the file learns that instead of getting
    /// a 404 (as the calendar's subscription and feed say so). Dated by the record alone, the
    /// same every later build.
    private func removedAdvent() -> String? {
        guard content.project.advent == nil, let advent = content.published.advent, let removed = advent.until
        else { return nil }
        return JSONText.object([
            ("doors", .array([])),
            ("removed", .string(String(describing: removed))),
            ("title", .string(advent.title)),
            ("version", .integer(Self.adventVersion)),
        ]).rendered(pretty: true)
    }
}
