import Mustache
import Project

/// The view model of `follow.html`: every way to have the quotes come to the reader — the
/// calendars that act as notifications, the feeds — said in plain words, so that no other
/// page needs to show a reader a file format.
struct FollowPage {
    let context: PageContext
    var content: SiteContent { context.content }

    func page() -> MustacheValue {
        let path = SitePaths.follow
        let words = content.interface
        let dates = DateText(language: content.config.language.description)
        let notifications = content.config.notifications
        var calendars: [MustacheValue] = []
        func calendar(_ heading: String, _ text: String, file: String) {
            calendars.append([
                "heading": .string(heading), "text": .string(text),
                // Calendar apps subscribe to webcal:// and poll it; the file is for the others.
                "subscribe": .optional(content.paths.absolute(file).map(AdventPages.webcal)),
                "download": .string(SitePaths.link(from: path, to: file)),
            ])
        }
        if content.publishes.daily {
            calendar(
                words.text("follow.daily"),
                words.text("follow.dailyText", ["time": dates.time(notifications.daily.time)]),
                file: "quotes/daily.ics")
        }
        if content.publishes.weekly {
            let weekly = notifications.weekly
            let today = content.today
            let sample = today.adding(days: -QuoteChannels.daysFromMostRecent(weekly.weekday, to: today))
            calendar(
                words.text("follow.weekly"),
                words.text("follow.weeklyText", ["weekday": dates.weekday(sample), "time": dates.time(weekly.time)]),
                file: "quotes/weekly.ics")
        }
        if let advent = content.project.advent {
            calendar(
                words.line("follow.advent", ["calendar": advent.title]),
                words.text("follow.adventText", ["time": content.adventReminderTime ?? ""]), file: "advent/advent.ics")
        }
        var feeds: [MustacheValue] = []
        if content.publishes.feed {
            feeds.append([
                "label": .string(words.text("follow.quoteFeed")),
                "url": .string(SitePaths.link(from: path, to: "feed.xml")),
            ])
            if let advent = content.project.advent {
                feeds.append([
                    "label": .string(words.line("follow.adventFeed", ["calendar": advent.title])),
                    "url": .string(SitePaths.link(from: path, to: "advent/feed.xml")),
                ])
            }
        }
        let title = words.line("follow.heading", ["site": content.config.title])
        let page = PageContext.Page(
            path: path, kind: "follow", title: words.title(words.text("follow.title"), site: content.config.title),
            description: words.text("follow.intro"), nav: "follow")
        return context.context(
            page,
            [
                "heading": .string(title),
                "calendars": .list(calendars),
                "feeds": .list(feeds),
                "hasFeeds": .bool(!feeds.isEmpty),
                "api": .string(SitePaths.link(from: path, to: "quotes.json")),
            ])
    }
}

extension FollowPage: PageSource {
    static let templates = ["follow"]

    static func pages(of site: SitePages) -> [PageSpec] {
        [
            PageSpec(path: SitePaths.follow, template: "follow", noindex: false) {
                FollowPage(context: site.context).page()
            }
        ]
    }
}
