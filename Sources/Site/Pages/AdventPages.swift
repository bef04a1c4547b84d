import Cards
import Diagnostics
import Foundation
import Markdown
import Mustache
import Project

/// The view models of `advent/index.html` and `advent/<day>/index.html`.
struct AdventPages {
    let context: PageContext
    let calendar: AdventCalendar
    let theme: Theme
    var content: SiteContent { context.content }
    var dates: DateText { DateText(language: content.config.language.description) }
    var words: Interface { content.interface }

    /// The "5 days left to Christmas!" strings the page and the script share.
    func daysLeft() -> MustacheValue { .dictionary(daysLeftValues()) }

    private func daysLeftValues() -> [String: MustacheValue] {
        let target = content.adventTarget
        let left = calendar.end.daysSince1970 - content.today.daysSince1970
        let today = words.text("advent.today", ["target": target]), after = words.text("advent.after")
        let now = left >= 1 ? words.count("advent.daysLeft", left, ["target": target]) : left == 0 ? today : after
        // The script picks the form for the day it runs on (Intl.PluralRules); templates written
        // before the catalogue read the "many" and "one" texts.
        let forms = words.formsJSON("advent.daysLeft", ["target": target])
        return [
            "targetDate": .string(String(describing: calendar.end)),
            "timezone": .string(calendar.timeZone.description),
            "textForms": .string(forms),
            "textMany": .string(words.text("advent.daysLeft", ["target": target])),
            "textOne": .string(words.count("advent.daysLeft", 1, ["target": target])),
            "textToday": .string(today), "textAfter": .string(after),
            "daysLeftText": .string(now),
        ]
    }

    private func unlockAttributes(_ day: AdventDay) -> [String: MustacheValue] {
        switch day.unlock {
        case .instant(let instant): ["unlock": .string(DateText.iso(instant)), "unlockLocal": .null]
        case .floating(let date, let time): ["unlock": .null, "unlockLocal": .string(DateText.floating(date, time))]
        }
    }

    private func lockedTexts(_ day: AdventDay) -> [String: MustacheValue] {
        [
            "dateText": .string(dates.dayAndMonth(day.date)),
            "lockedText": .string(words.text("advent.opens", ["date": dates.dayAndMonth(day.date)])),
            // {days} and {clock} are filled in by the script as the door counts down.
            "countdownDays": .string(words.text("advent.opensIn")),
            "countdownClock": .string(words.text("advent.opensInClock")),
        ]
    }

    private func sealKey(_ day: AdventDay) -> String { "door-\(day.number)-\(day.date)" }

    func calendarPage() throws(DiagnosticError) -> MustacheValue {
        let path = SitePaths.advent
        let cover =
            content.days.first { $0.day.visibility == .open }?.cards?.socialImage
            ?? content.days.first?.lockedCard
        let page = PageContext.Page(
            path: path, kind: "advent", title: words.title(calendar.title, site: content.config.title),
            description: words.text("advent.description", ["target": content.adventTarget]),
            backdrop: content.days.first?.backdrop,
            social: cover.map {
                PageContext.Social(
                    type: "website", title: calendar.title,
                    description: words.text("advent.socialDescription", ["target": content.adventTarget]),
                    image: $0, imageAlt: calendar.title)
            },
            nav: "advent")
        var advent = daysLeftValues().merging([
            "title": .string(calendar.title),
            "intro": .string(
                words.text(
                    "advent.intro",
                    [
                        "start": dates.dayAndMonth(calendar.start), "end": dates.dayAndMonth(calendar.end),
                        "time": dates.time(calendar.reminderTime),
                    ])),
            "calendarURL": .string("advent.ics"),
            "calendarWebcal": .optional(content.paths.absolute("advent/advent.ics").map(Self.webcal)),
            "feedURL": .optional(content.publishes.feed ? "feed.xml" : nil),
        ]) { _, new in new }
        var doors: [MustacheValue] = []
        for item in content.days {
            let day = item.day
            var values = unlockAttributes(day).merging(lockedTexts(day)) { _, new in new }
            values["day"] = .string(String(day.number))
            values["url"] = .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(day.number)))
            values["isOpen"] = .bool(day.visibility == .open)
            values["stateClass"] = .string(day.visibility == .open ? "is-open" : "is-locked")
            var open = values
            open["isOpen"] = true
            open["stateClass"] = "is-open"
            open["title"] = .string(day.entry.title)
            open["thumbnail"] = .optional(item.doorPhoto.map { SitePaths.link(from: path, to: $0.path) })
            open["thumbnailAVIF"] = .optional(
                item.doorPhoto?.alternatives.first { $0.mediaType == "image/avif" }.map {
                    SitePaths.link(from: path, to: $0.path)
                })
            let openLabel = words.text(
                "advent.doorTitled", ["number": words.number(day.number), "title": day.entry.title])
            open["label"] = .string(openLabel)
            switch day.visibility {
            case .open:
                values = open
            case .sealed:
                // Rendered as this page renders an open door (the page's keys, the calendar's,
                // the door's), so the door the script opens is the door a build opens.
                let key = sealKey(day)
                let html = try theme.render("door-face", context.context(page, advent.merging(open) { _, new in new }))
                values["sealedFace"] = .string(Seal.seal(html, key: key))
                values["sealedLabel"] = .string(Seal.seal(openLabel, key: key))
                values["sealKey"] = .string(key)
                values["label"] = .string(
                    words.text(
                        "advent.doorOpens", ["number": words.number(day.number), "date": dates.dayAndMonth(day.date)]))
            case .hidden:
                values["label"] = .string(
                    words.text(
                        "advent.doorOpens", ["number": words.number(day.number), "date": dates.dayAndMonth(day.date)]))
            }
            doors.append(.dictionary(values))
        }
        advent["doors"] = .list(doors)
        return context.context(page, ["advent": .dictionary(advent)])
    }

    /// `webcal://` makes calendar apps offer to subscribe rather than import once.
    static func webcal(_ url: String) -> String {
        if url.hasPrefix("https://") { return "webcal://" + url.dropFirst("https://".count) }
        if url.hasPrefix("http://") { return "webcal://" + url.dropFirst("http://".count) }
        return url
    }

    func dayPage(_ index: Int, googleCalendarURL: String?) throws(DiagnosticError) -> (
        path: String, context: MustacheValue
    ) {
        let item = content.days[index]
        let day = item.day
        let path = SitePaths.adventDayPage(day.number)
        var values = unlockAttributes(day).merging(lockedTexts(day)) { _, new in new }
        values["number"] = .string(String(day.number))
        values["doorTitle"] = .string(words.text("advent.door", ["number": words.number(day.number)]))
        values["isOpen"] = .bool(day.visibility == .open)
        values["stateClass"] = .string(day.visibility == .open ? "is-open" : "is-locked")
        values["calendarURL"] = .string(SitePaths.link(from: path, to: SitePaths.advent))
        if index > 0 {
            let previous = content.days[index - 1].day.number
            values["previous"] = [
                "url": .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(previous))),
                "number": .string(String(previous)),
                "label": .string(words.text("advent.day", ["number": words.number(previous)])),
            ]
        }
        if index + 1 < content.days.count {
            let next = content.days[index + 1].day.number
            values["next"] = [
                "url": .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(next))),
                "number": .string(String(next)),
                "label": .string(words.text("advent.day", ["number": words.number(next)])),
            ]
        }
        let number = words.number(day.number), date = dates.dayAndMonth(day.date)
        var page = lockedDayPage(day, path: path)
        if day.visibility != .hidden, let cards = item.cards {
            let byline = dayByline(day)
            let alt = content.interface.cardAlt(text: day.entry.title, byline: byline, background: nil)
            let messageHTML: String
            do {
                messageHTML = try Markdown.renderHTML(day.entry.message)
            } catch {
                throw DiagnosticError(
                    .error("cannot render the message: \(error)", at: day.entry.location(of: "message")))
            }
            let card = cards.socialImage
            var open = values
            open["isOpen"] = true
            open["stateClass"] = "is-open"
            open.merge([
                "title": .string(day.entry.title),
                "messageHTML": .string(messageHTML),
                "link": .optional(day.entry.link?.absoluteString),
                "googleCalendarURL": .optional(googleCalendarURL),
                "card": context.cardImage(
                    cards, size: cards.mainSize, page: path, alt: alt, lazy: false,
                    sizes: "(max-width: 820px) 100vw, 60vw"),
                "share": ShareLinks.context(
                    content: content, page: path, title: calendar.title,
                    text: words.text(
                        "advent.shareText",
                        ["title": day.entry.title, "calendar": calendar.title, "number": number]),
                    card: card),
            ]) { _, new in new }
            var openPage = PageContext.Page(
                path: path, kind: "advent-day", title: words.title(day.entry.title, site: calendar.title),
                description: words.text(
                    "advent.ofCalendarTitled", ["number": number, "calendar": calendar.title, "title": day.entry.title]),
                backdrop: item.openBackdrop, nav: "advent")
            openPage.social = card.map {
                PageContext.Social(
                    title: words.text("advent.socialTitle", ["calendar": calendar.title, "title": day.entry.title]),
                    description: words.text("advent.ofCalendar", ["number": number, "calendar": calendar.title]),
                    image: $0, imageAlt: alt)
            }
            if day.visibility == .open {
                values = open
                page = openPage
            } else {
                // Rendered as the open page renders them (the page's keys and the day's), so
                // the door the script opens has the words, links and photo a build gives it.
                let key = sealKey(day)
                let openContext = context.context(openPage, open.merging(["day": .dictionary(open)]) { _, new in new })
                values["sealedContent"] = .string(Seal.seal(try theme.render("day-content", openContext), key: key))
                if openPage.backdrop != nil {
                    values["sealedBackdrop"] = .string(Seal.seal(try theme.render("backdrop", openContext), key: key))
                }
                values["sealKey"] = .string(key)
            }
        }
        if page.social == nil, let locked = item.lockedCard {
            page.social = PageContext.Social(
                title: words.text("advent.lockedTitle", ["calendar": calendar.title, "number": number]),
                description: words.text("advent.opensOn", ["number": number, "date": date]),
                image: locked, imageAlt: words.text("advent.doorOpens", ["number": number, "date": date]))
        }
        return (path, context.context(page, ["day": .dictionary(values)]))
    }

    /// A locked day's page: its number and date, the calendar's cover behind it, out of search engines.
    private func lockedDayPage(_ day: AdventDay, path: String) -> PageContext.Page {
        let number = words.number(day.number)
        return PageContext.Page(
            path: path, kind: "advent-day",
            title: words.title(words.text("advent.door", ["number": number]), site: calendar.title),
            description: words.text("advent.opensOn", ["number": number, "date": dates.dayAndMonth(day.date)]),
            noindex: true, backdrop: content.days.first?.backdrop, nav: "advent")
    }

    /// The line under a day card's title.
    func dayByline(_ day: AdventDay) -> String {
        words.text("advent.doorByline", ["number": words.number(day.number), "date": dates.dayAndMonth(day.date)])
    }
}
