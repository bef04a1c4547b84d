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
    /// Where each door stands in the calendar's scene: the same on the calendar, on every
    /// locked door's page, and from one build to the next.
    let layout: DoorLayout
    /// The calendar's date at the build's clock: in its zone, or for `local` in the site's (the
    /// script puts the mark on each visitor's own day).
    let buildDate: LocalDate
    /// Each door's place and date keys, by day number: made once, as every locked door's page
    /// shows every door.
    private let places: [Int: [String: MustacheValue]]
    /// Each door as the calendar on a locked door's page shows it, by day number (but for
    /// `isCurrent`): the same from every day page, which all lie at the same depth. Its
    /// number, place and state, no more — no title, no photo: what a sealed door shows is on
    /// its own page and the calendar's, sealed.
    private let marks: [Int: [String: MustacheValue]]
    var content: SiteContent { context.content }
    var dates: DateText { DateText(language: content.config.language.description) }
    var words: Interface { content.interface }

    init(context: PageContext, calendar: AdventCalendar, theme: Theme) {
        self.context = context
        self.calendar = calendar
        self.theme = theme
        // By the calendar's dates and length alone: editing a door's words moves no door.
        let layout = DoorLayout(days: calendar.days, seed: "\(calendar.start)\n\(calendar.days)")
        let content = context.content
        let buildDate = LocalDate(content.now, in: calendar.timeZone.timeZone ?? content.config.timeZone)
        let dates = DateText(language: content.config.language.description), words = content.interface
        var places: [Int: [String: MustacheValue]] = [:]
        var marks: [Int: [String: MustacheValue]] = [:]
        for item in content.days {
            let day = item.day
            let place =
                layout.doors.indices.contains(day.number - 1)
                ? layout.doors[day.number - 1] : DoorLayout.Door(slot: day.number, shape: .small)
            let values: [String: MustacheValue] = [
                "slot": .string(String(place.slot)),
                "shape": .string(place.shape.rawValue),
                "date": .string(String(describing: day.date)),
                "shortDateText": .string(dates.shortDayAndMonth(day.date)),
                "isToday": .bool(day.date == buildDate),
            ]
            places[day.number] = values
            let number = words.number(day.number), isOpen = day.visibility == .open
            var mark = Self.unlockAttributes(day).merging(values) { _, new in new }
            mark["day"] = .string(String(day.number))
            mark["url"] = .string(
                SitePaths.link(from: SitePaths.adventDayPage(day.number), to: SitePaths.adventDayPage(day.number)))
            mark["isOpen"] = .bool(isOpen)
            mark["stateClass"] = .string(isOpen ? "is-open" : "is-locked")
            mark["openLabel"] = .string(words.text("advent.door", ["number": number]))
            mark["label"] = .string(
                isOpen
                    ? words.text("advent.door", ["number": number])
                    : words.text("advent.doorOpens", ["number": number, "date": dates.dayAndMonth(day.date)]))
            marks[day.number] = mark
        }
        self.layout = layout
        self.buildDate = buildDate
        self.places = places
        self.marks = marks
    }

    /// Door thumbnails past this place in the visual order load lazily: the first four rows
    /// of a desktop's eight columns are on its first screen.
    static let eagerDoorSlots = 32
    /// The longest calendar a locked door's page shows whole (about 8 KB of doors at 25).
    static let mapDoorLimit = 64

    /// The "5 days left to Christmas!" strings the page and the script share.
    func daysLeft() -> MustacheValue { .dictionary(daysLeftValues()) }

    private func daysLeftValues() -> [String: MustacheValue] {
        let target = content.adventTarget
        let left = calendar.end.daysSince1970 - content.today.daysSince1970
        let today = words.line("advent.today", ["target": target]), after = words.text("advent.after")
        let now =
            left >= 1
            ? words.count("advent.daysLeft", left, words.isolated(["target": target])) : left == 0 ? today : after
        // The script picks the form for the day it runs on (Intl.PluralRules); templates written
        // before the catalogue read the "many" and "one" texts.
        let forms = words.formsJSON("advent.daysLeft", words.isolated(["target": target]))
        return [
            "targetDate": .string(String(describing: calendar.end)),
            "timezone": .string(calendar.timeZone.description),
            "textForms": .string(forms),
            "textMany": .string(words.line("advent.daysLeft", ["target": target])),
            "textOne": .string(words.count("advent.daysLeft", 1, words.isolated(["target": target]))),
            "textToday": .string(today), "textAfter": .string(after),
            "daysLeftText": .string(now),
            // The same words with the number apart, for a page that sets it large.
            "daysLeftParts": daysLeftParts(left, target: target),
        ]
    }

    private func daysLeftParts(_ left: Int, target: String) -> MustacheValue {
        guard left >= 1, let parts = words.countParts("advent.daysLeft", left, words.isolated(["target": target]))
        else { return .null }
        return ["before": .string(parts.before), "count": .string(parts.number), "after": .string(parts.after)]
    }

    /// The tile that leads to the door of the day, above the calendar's doors and on a locked
    /// door's page: today's door; before the first date the first door, after the last the last.
    /// The script moves it to the visitor's own day; its texts for that are here too.
    private func doorOfTheDay(from path: String) -> MustacheValue {
        guard let first = content.days.first?.day, let last = content.days.last?.day else { return .null }
        let today = buildDate
        let (door, label, isToday): (AdventDay, String, Bool) =
            if let door = content.days.first(where: { $0.day.date == today })?.day {
                (door, words.text("advent.todaysDoor"), true)
            } else if today < first.date {
                (first, words.text("advent.firstDoor"), false)
            } else {
                (last, words.text("advent.lastDoor"), false)
            }
        return [
            "day": .string(String(door.number)),
            "url": .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(door.number))),
            "label": .string(label), "isToday": .bool(isToday),
            "textToday": .string(words.text("advent.todaysDoor")),
            "textFirst": .string(words.text("advent.firstDoor")),
            "textLast": .string(words.text("advent.lastDoor")),
        ]
    }

    /// The calendar's picture behind its doors: the cover, as the page's backdrop has it (one
    /// file for both), with what the script needs to mark the visitor's day.
    private func scene(from path: String) -> MustacheValue {
        let cover = content.adventCover
        return [
            "photo": .optional(cover.map { SitePaths.link(from: path, to: $0.path) }),
            "photoAVIF": .optional(
                cover?.alternatives.first { $0.mediaType == "image/avif" }.map {
                    SitePaths.link(from: path, to: $0.path)
                }),
            "width": .string(String(cover?.width ?? 0)), "height": .string(String(cover?.height ?? 0)),
            "timezone": .string(calendar.timeZone.description),
        ]
    }

    /// Where door `day` stands in the scene.
    private func place(of day: AdventDay) -> DoorLayout.Door {
        layout.doors.indices.contains(day.number - 1)
            ? layout.doors[day.number - 1] : DoorLayout.Door(slot: day.number, shape: .small)
    }

    /// A door's place in the scene and the words it shows while locked: its short date.
    private func doorPlace(_ day: AdventDay) -> [String: MustacheValue] { places[day.number] ?? [:] }

    private static func unlockAttributes(_ day: AdventDay) -> [String: MustacheValue] {
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
            description: words.line("advent.description", ["target": content.adventTarget]),
            backdrop: content.adventCover,
            social: cover.map {
                PageContext.Social(
                    type: "website", title: calendar.title,
                    description: words.line("advent.socialDescription", ["target": content.adventTarget]),
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
            "scene": scene(from: path),
            "todayDoor": doorOfTheDay(from: path),
        ]) { _, new in new }
        var doors: [MustacheValue] = []
        for item in content.days {
            let day = item.day
            var values = Self.unlockAttributes(day).merging(lockedTexts(day)) { _, new in new }
            values.merge(doorPlace(day)) { _, new in new }
            values["day"] = .string(String(day.number))
            values["url"] = .string(SitePaths.link(from: path, to: SitePaths.adventDayPage(day.number)))
            values["isOpen"] = .bool(day.visibility == .open)
            values["stateClass"] = .string(day.visibility == .open ? "is-open" : "is-locked")
            var open = values
            open["isOpen"] = true
            open["stateClass"] = "is-open"
            open["title"] = .string(day.entry.title)
            open["thumbnail"] = .optional(item.doorPhoto.map { SitePaths.link(from: path, to: $0.path) })
            open["thumbnailLazy"] = .bool(place(of: day).slot > Self.eagerDoorSlots)
            open["thumbnailAVIF"] = .optional(
                item.doorPhoto?.alternatives.first { $0.mediaType == "image/avif" }.map {
                    SitePaths.link(from: path, to: $0.path)
                })
            let openLabel = words.line(
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
        var values = Self.unlockAttributes(day).merging(lockedTexts(day)) { _, new in new }
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
                    text: words.line(
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
                    title: words.doorTitle(day.entry.title, calendar: calendar.title),
                    description: words.line("advent.ofCalendar", ["number": number, "calendar": calendar.title]),
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
        if day.visibility != .open {
            // A locked door's page says when to come back, and shows the calendar to go to
            // another door meanwhile (today's first).
            let comeBack =
                calendar.unlockTime == .midnight
                ? words.text("advent.comeBack", ["date": date])
                : words.text("advent.comeBackAt", ["date": date, "time": dates.time(calendar.unlockTime)])
            values["comeBackText"] = .string(comeBack)
            values["todayDoor"] = doorOfTheDay(from: path)
            // Each locked page holds every door: up to a limit, so pages stay small whatever
            // the calendar's length (a longer one's doors are a link away).
            values["calendar"] =
                content.days.count > Self.mapDoorLimit
                ? .null
                : [
                    "scene": scene(from: path),
                    "doors": .list(
                        content.days.map { item in
                            var mark = marks[item.day.number] ?? [:]
                            mark["isCurrent"] = .bool(item.day.number == day.number)
                            return .dictionary(mark)
                        }),
                ]
        }
        if page.social == nil, let locked = item.lockedCard {
            page.social = PageContext.Social(
                title: words.line("advent.lockedTitle", ["calendar": calendar.title, "number": number]),
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
            noindex: true, backdrop: content.adventCover, nav: "advent")
    }

    /// The line under a day card's title.
    func dayByline(_ day: AdventDay) -> String {
        words.text("advent.doorByline", ["number": words.number(day.number), "date": dates.dayAndMonth(day.date)])
    }
}

extension AdventPages: PageSource {
    static let templates = ["advent", "advent-day"]

    /// The calendar, then a page per door: an open door's may be indexed, a locked or sealed
    /// door's says `noindex` (`lockedDayPage`).
    static func pages(of site: SitePages) -> [PageSpec] {
        guard let calendar = site.content.project.advent else { return [] }
        let pages = AdventPages(context: site.context, calendar: calendar, theme: site.theme)
        let events = AdventCalendarEvents(content: site.content, calendar: calendar)
        let calendarPage = PageSpec(path: SitePaths.advent, template: "advent", noindex: false, precached: true) {
            try pages.calendarPage()
        }
        return [calendarPage]
            + site.content.days.indices.map { index in
                let day = site.content.days[index].day
                return PageSpec(
                    path: SitePaths.adventDayPage(day.number), template: "advent-day", noindex: day.visibility != .open
                ) {
                    try pages.dayPage(index, googleCalendarURL: events.googleCalendarURL(forDayAt: index)).context
                }
            }
    }
}
