public import Diagnostics
public import Foundation

/// The configuration of a site, read from `site.json`.
public struct SiteConfig: Hashable, Sendable {
    /// The site's name.
    public var title: String
    /// The name under the installed app's icon (the web app manifest's `short_name`), at most
    /// `ProjectDefaults.maximumShortNameLength` characters; nil takes it from the title.
    public var shortName: String?
    public var description: String
    /// The absolute http(s) URL the site is published at, always ending in `/`.
    ///
    /// Without it the build leaves out what needs absolute URLs (feeds, sitemap,
    /// `og:image`); the loader warns once.
    public var baseURL: URL?
    /// The language of the pages; quotes may override it with `lang`.
    public var language: LanguageTag
    /// For feeds and meta tags.
    public var author: String?
    /// The zone that decides which day's quote is shown and dates feed entries.
    public var timeZone: TimeZone
    /// When advent doors open on the published site.
    public var reveal: RevealMode
    /// How share cards look.
    public var cards: CardSettings
    /// Daily and weekly notifications.
    public var notifications: NotificationSettings
    /// The quote-of-the-day email; nil when `site.json` has no `email` object.
    public var email: EmailSettings?
    /// Page sizes, feed lengths and the gallery's place.
    public var publishing: PublishingSettings
    /// Where the configuration starts in `site.json`.
    public var location: SourceLocation
    /// Where each value was written, by key path: `title`, `cards.font`, `notifications.daily.time`.
    public var keyLocations: [String: SourceLocation]

    /// A configuration; every argument but `title` defaults to `ProjectDefaults`.
    public init(
        title: String,
        description: String = ProjectDefaults.description,
        baseURL: URL? = nil,
        language: LanguageTag = ProjectDefaults.language,
        author: String? = nil,
        timeZone: TimeZone = ProjectDefaults.timeZone,
        reveal: RevealMode = ProjectDefaults.reveal,
        cards: CardSettings = CardSettings(),
        notifications: NotificationSettings = NotificationSettings(),
        email: EmailSettings? = nil,
        publishing: PublishingSettings = PublishingSettings(),
        shortName: String? = nil,
        location: SourceLocation = SourceLocation(file: "site.json"),
        keyLocations: [String: SourceLocation] = [:]
    ) {
        self.title = title
        self.shortName = shortName
        self.description = description
        self.baseURL = baseURL
        self.language = language
        self.author = author
        self.timeZone = timeZone
        self.reveal = reveal
        self.cards = cards
        self.notifications = notifications
        self.email = email
        self.publishing = publishing
        self.location = location
        self.keyLocations = keyLocations
    }

    /// Where the value at `keyPath` (such as `cards.font`) was written, or the file when it was not.
    public func location(of keyPath: String) -> SourceLocation {
        keyLocations[keyPath] ?? location
    }
}
