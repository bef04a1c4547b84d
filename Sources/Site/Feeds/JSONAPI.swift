import Foundation
import Markdown
import Project

/// `quotes.json` and `advent.json`: the data behind the site, for apps and scripts
/// (the original app fetched its quotes from a hosted database; these files replace it).
/// The format is documented in docs/api.md. Card URLs are absolute when the site has a
/// base URL, otherwise relative to the site root.
struct JSONAPI {
    let content: SiteContent

    static let version = 1

    private func url(_ path: String) -> String {
        content.paths.absolute(path) ?? path
    }

    private func cards(_ set: CardSet) -> [String: Any] {
        var sizes: [String: Any] = [:]
        for (size, formats) in set.files {
            var files: [String: Any] = [:]
            for (format, file) in formats {
                files[format] = ["url": url(file.path), "width": file.width, "height": file.height, "type": file.mediaType]
            }
            sizes[size] = files
        }
        if let email = set.email {
            sizes["email"] = [(email.path as NSString).pathExtension: ["url": url(email.path), "width": email.width, "height": email.height, "type": email.mediaType]]
        }
        return sizes
    }

    func quotes() -> String {
        let quotes = content.quotes.map { item -> [String: Any] in
            let quote = item.quote
            var value: [String: Any] = [
                "id": quote.id, "text": quote.text, "speaker": quote.speaker,
                "url": url(SitePaths.quotePage(quote.id)), "cards": cards(item.cards), "tags": quote.tags,
            ]
            value["source"] = quote.source
            value["credit"] = quote.credit
            value["alt"] = quote.alt
            value["lang"] = quote.language?.description
            return value
        }
        return encode([
            "version": Self.version, "title": content.config.title, "generated": DateText.iso(content.now),
            "quoteOfTheDay": content.quoteOfTheDay(content.today).map { $0.quote.id as Any } ?? NSNull(), "quotes": quotes,
        ])
    }

    /// Every door with its date; title, message and cards only for doors opened by build time.
    func advent() throws -> String? {
        guard let calendar = content.project.advent else { return nil }
        let days = try content.days.map { item -> [String: Any] in
            let day = item.day
            var value: [String: Any] = [
                "day": day.number, "date": String(describing: day.date), "open": day.visibility == .open,
                "url": url(SitePaths.adventDayPage(day.number)),
            ]
            switch day.unlock {
            case .instant(let instant): value["unlocksAt"] = DateText.iso(instant)
            case .floating(let date, let time): value["unlocksAtLocalTime"] = DateText.floating(date, time)
            }
            if day.visibility == .open {
                value["title"] = day.entry.title
                value["message"] = day.entry.message
                value["messageHTML"] = try Markdown.renderHTML(day.entry.message)
                value["link"] = day.entry.link?.absoluteString
                if let set = item.cards { value["cards"] = cards(set) }
            }
            return value
        }
        return encode([
            "version": Self.version, "title": calendar.title, "generated": DateText.iso(content.now),
            "start": String(describing: calendar.start), "days": calendar.days, "unlockTime": calendar.unlockTime.description,
            "timezone": calendar.timeZone.description, "target": calendar.target, "doors": days,
        ])
    }

    private func encode(_ value: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
