public import Cards
public import Foundation

/// A loaded Draper project: its configuration, its quotes and its optional advent calendar.
///
/// Create one with `ProjectLoader.load(at:)`, which checks everything and
/// reports every problem it finds.
public struct Project: Hashable, Sendable {
    /// The project folder; every relative path in the data is relative to it.
    public var root: URL
    /// The settings from `site.json`.
    public var config: SiteConfig
    /// The quotes in the order they were added (the published record's order; file order for
    /// quotes added now), each with its published address as `id`.
    public var quotes: [Quote]
    /// The calendar from `data/advent.json`, if the project has one.
    public var advent: AdventCalendar?
    /// The designs `cards.design`, the quotes and the doors name, by the name as written, and
    /// the site's own (classic, unless `cards.design` names another).
    public var designs: [String: CardLayout] = [:]
    /// Where those designs name their fonts, to look them up before a build draws with them.
    public var designFonts: [DesignFile.FontUse] = []
    /// The author's own pages (`pages/*.md`), in navigation order.
    public var pages: [AuthorPage] = []
    /// The project's own words for the interface in the site's language
    /// (`i18n/<language>.json5`, or its primary language's), over the built-in ones.
    public var catalog: MessageCatalog?
    /// What the site has published (`data/published.json5`), with this load's quotes matched in:
    /// new ones not yet dated, gone ones not yet marked (`PublishedRecord.dated(today:)`).
    public var published = PublishedRecord()
    /// The file the quotes were read from (`data/quotes.json` or `data/quotes.csv`).
    public var quotesFile = "data/quotes.json"
    /// What the matching changed since the record was written.
    public var publishedChanges = PublishedChanges()

    /// The design of a quote's cards: its own, else the site's.
    public func design(of quote: Quote?) -> CardLayout {
        design(named: quote?.design)
    }

    /// The design of a door's card: its own, else the site's.
    public func design(of entry: AdventEntry) -> CardLayout {
        design(named: entry.design)
    }

    /// The classic design as the `cards` settings tune it: a locked door's card, which gives
    /// nothing away, looks the same whatever the doors' designs.
    public var classicDesign: CardLayout {
        designs[BuiltInDesigns.defaultName] ?? Self.builtIn(BuiltInDesigns.defaultName, config.cards)
    }

    /// The design `name` names, else the site's; a project made without the loader (a test, a
    /// batch's) draws the built-in ones it names, tuned by its settings.
    private func design(named name: String?) -> CardLayout {
        if let name, let layout = designs[name] { return layout }
        let site = config.cards.design ?? BuiltInDesigns.defaultName
        return designs[site] ?? Self.builtIn(name ?? site, config.cards)
    }

    private static func builtIn(_ name: String, _ settings: CardSettings) -> CardLayout {
        (ProjectLoader.builtInDesign(name, tunedBy: settings)
            ?? ProjectLoader.builtInDesign(
                BuiltInDesigns.defaultName, tunedBy: settings))?.layout ?? CardLayout(name: name, layers: [])
    }

    /// A project; normally made by `ProjectLoader.load(at:)`.
    public init(root: URL, config: SiteConfig, quotes: [Quote], advent: AdventCalendar? = nil) {
        self.root = root
        self.config = config
        self.quotes = quotes
        self.advent = advent
    }

    /// The file URL of a path relative to the project root, such as a quote's `image`.
    public func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Background images; every image path points in here.
    public var imagesDirectory: URL { root.appendingPathComponent("images", isDirectory: true) }
    /// Fonts the project brings along.
    public var fontsDirectory: URL { root.appendingPathComponent("fonts", isDirectory: true) }
    /// Templates overriding the built-in ones.
    public var templatesDirectory: URL { root.appendingPathComponent("templates", isDirectory: true) }
    /// Files published as they are (`CNAME`, `favicon.ico`, `.well-known/…`).
    public var staticDirectory: URL { root.appendingPathComponent("static", isDirectory: true) }
    /// Where the built site goes.
    public var outputDirectory: URL { Self.outputDirectory(of: root) }

    /// Where the project at `root` builds to unless told otherwise: known before the project
    /// is read (the command line starts reading the output's record meanwhile).
    public static func outputDirectory(of root: URL) -> URL {
        root.appendingPathComponent("output", isDirectory: true)
    }

    /// The quote with `id`, if any.
    public func quote(withID id: String) -> Quote? {
        quotes.first { $0.id == id }
    }
}
