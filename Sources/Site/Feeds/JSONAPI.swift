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
        var sizes: [(String, JSONText)] = set.files.keys.sorted().map { size in
            // The files of the size, and the full-size images of the formats pages show (AVIF, WebP).
            var formats = set.files[size] ?? [:]
            for (name, variants) in set.display[size] ?? [:] { formats[name] = formats[name] ?? variants.last }
            let names = formats.keys.sorted { $0.rawValue < $1.rawValue }
            return (size, .object(names.compactMap { format in formats[format].map { (format.rawValue, file($0)) } }))
        }
        if let email = set.email {
            sizes.append(("email", .object([(Self.fileExtension(email.path), file(email))])))
            sizes.sort { $0.0 < $1.0 }
        }
        return .object(sizes)
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

    /// Every quote file, in order, with its path.
    func quoteFiles() -> [(path: String, text: String)] {
        let items = content.quotes
        let count = max(1, (items.count + Self.quotesPerFile - 1) / Self.quotesPerFile)
        return (1...count).map { number in
            let first = (number - 1) * Self.quotesPerFile
            let quotes = items[first..<min(first + Self.quotesPerFile, items.count)].map(quote)
            let next = number < count ? url(Self.quotesFile(number + 1)) : nil
            var members: [(String, JSONText)]
            if number == 1 {
                members = [
                    ("count", .integer(items.count)),
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
            return (Self.quotesFile(number), JSONText.compactObject(members).rendered(pretty: true))
        }
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
        guard let calendar = content.project.advent else { return nil }
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
}
