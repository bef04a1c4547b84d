import Foundation
import Markdown
import Project

/// `quotes.json` and `advent.json`: the data behind the site, for apps and scripts
/// (the original app fetched its quotes from a hosted database; these files replace it).
/// The format is documented in docs/api.md. Card URLs are absolute when the site has a
/// base URL, otherwise relative to the site root. Keys are written in alphabetical order.
struct JSONAPI {
    let content: SiteContent

    static let version = 1

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
            sizes.append(("email", .object([((email.path as NSString).pathExtension, file(email))])))
            sizes.sort { $0.0 < $1.0 }
        }
        return .object(sizes)
    }

    func quotes() -> String {
        let quotes = content.quotes.map { item -> JSONText in
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
        return JSONText.object([
            ("generated", .string(DateText.iso(content.now))),
            ("quoteOfTheDay", .optional(content.quoteOfTheDay(content.today)?.quote.id)),
            ("quotes", .array(quotes)),
            ("title", .string(content.config.title)),
            ("version", .integer(Self.version)),
        ]).rendered(pretty: true)
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
            ("version", .integer(Self.version)),
        ]).rendered(pretty: true)
    }
}
