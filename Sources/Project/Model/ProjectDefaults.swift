public import Foundation
public import Typesetting

/// Every default value of `site.json` and `data/advent.json`, in one place.
///
/// The model initialisers, the loader and the scaffold all read from here, so a
/// default changes in one line. Each constant is named after the key it fills
/// (`cards.overlay` → `overlay`, `notifications.weekly.weekday` →
/// `weeklyNotificationWeekday`); the `…Range` constants are the values the loader accepts.
public enum ProjectDefaults {
    // MARK: Limits
    /// The largest data file (`site.json`, a dataset, the calendar) read: about 300,000 quotes
    /// of CSV; checked before reading, so a hostile file costs no memory.
    public static let maximumDataFileBytes = 64_000_000
    /// The longest text value (a quote, a door's message): some 15,000 words, far more than
    /// any card holds; cards set only the part that can fit (the typesetter bounds its work),
    /// so a long text costs milliseconds, and a hostile one is refused here.
    public static let maximumValueBytes = 100_000
    /// The most quotes in one dataset: every quote costs a few kilobytes of plans and pages
    /// in a build, so this bounds what a hostile file can make a build hold (about 500 MB).
    public static let maximumQuotes = 100_000
    /// The most pages of the author's own (`pages/*.md`): each is in every page's navigation.
    public static let maximumPages = 200
    /// The largest page of the author's own, in bytes of Markdown.
    public static let maximumPageBytes = 1_000_000

    // MARK: Site
    public static let description = ""
    /// The longest `shortName`, in characters as a reader counts them: what a phone's home
    /// screen shows under an icon before it cuts the name. Neither the Web App Manifest
    /// specification nor Chromium's installability check sets a limit (Chromium asks only
    /// for a non-empty `name` or `short_name`); 12 is the length Chrome's documentation and
    /// Lighthouse's old `short_name` audit recommend so that launchers do not truncate.
    public static let maximumShortNameLength = 12
    public static let language = LanguageTag(uncheckedTag: "en")
    public static let timeZone = TimeZone(identifier: "UTC") ?? .gmt
    public static let reveal = RevealMode.client

    // MARK: Cards
    /// A site's cards: the link-preview size only. Square and story cards are one word each
    /// in `cards.sizes`, at about 200 and 330 KB a quote more (see docs/publishing.md).
    public static let cardSizes: [CardSize] = [.og]
    /// A site's formats: AVIF for the pages (at several widths), JPEG for link previews,
    /// sharing and browsers without AVIF; about 220 KB a quote on noisy photos. `draper card`
    /// and `draper cards` make PNG unless told otherwise.
    public static let cardFormats: [ImageFormat] = [.avif, .jpg]
    /// Opacity of the dark layer between photo and text.
    public static let overlay = 0.55
    /// WCAG contrast ratio the text must reach against the image behind it.
    public static let minimumContrast = 4.5
    public static let font = "League Spartan Bold"
    public static let fallbackFonts = [
        "Noto Sans Bold", "Noto Sans CJK JP Bold", "Noto Sans Arabic Bold", "Noto Sans Hebrew Bold", "Noto Color Emoji",
        "Symbola",
    ]
    /// Fraction of the card's shorter side left empty around the text.
    public static let margin = 0.08
    public static let lineHeight = 1.15
    public static let alignment = TextAlignment.center
    public static let smartQuotes = true
    public static let shadow = true
    public static let pngLevel = 6
    public static let jpegQuality = 80
    public static let webpQuality = 82
    public static let avifQuality = 50

    // MARK: Notifications
    public static let dailyNotificationsEnabled = true
    public static let dailyNotificationTime = LocalTime(uncheckedHour: 9, minute: 0)
    public static let weeklyNotificationsEnabled = true
    public static let weeklyNotificationTime = LocalTime(uncheckedHour: 9, minute: 0)
    public static let weeklyNotificationWeekday = Weekday.monday

    // MARK: Email
    public static let emailMaxImageBytes = 200_000
    public static let emailImageFormat = ImageFormat.jpg

    // MARK: Publishing
    /// 30 cards a page: a phone scrolls them in a minute, and the page stays near 40 KB.
    public static let pageSize = 30
    /// The latest 50 entries: readers poll feeds often, and 50 covers seven weeks of daily quotes.
    public static let feedEntries = 50
    public static let galleryInNavigation = false

    // MARK: Advent calendar
    public static let adventDays = 25
    /// The month and day an advent calendar starts when only `year` is given.
    public static let adventStartMonth = 12
    public static let adventStartDay = 1
    public static let adventUnlockTime = LocalTime.midnight
    public static let adventReminderTime = LocalTime(uncheckedHour: 21, minute: 0)
    public static let adventTarget = "Christmas"
    public static let adventTimeZone = CalendarTimeZone.local

    // MARK: Ranges of valid values
    public static let overlayRange = 0.0...1.0
    /// From no contrast (1:1) to black on white (21:1).
    public static let minimumContrastRange = 1.0...21.0
    public static let marginRange = 0.0...0.4
    public static let lineHeightRange = 0.5...3.0
    public static let pngLevelRange = 1...12
    public static let jpegQualityRange = 1...100
    public static let webpQualityRange = 1...100
    public static let avifQualityRange = 1...100
    public static let emailMaxImageBytesRange = 1_000...25_000_000
    public static let adventDaysRange = 1...366
    public static let pageSizeRange = 6...500
    public static let feedEntriesRange = 1...10_000
}
