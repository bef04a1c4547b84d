public import Foundation

/// A loaded Draper project: its configuration, its quotes and its optional advent calendar.
///
/// Create one with `ProjectLoader.load(at:)`, which checks everything and
/// reports every problem it finds.
public struct Project: Hashable, Sendable {
    /// The project folder; every relative path in the data is relative to it.
    public var root: URL
    public var config: SiteConfig
    public var quotes: [Quote]
    public var advent: AdventCalendar?

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

    public var imagesDirectory: URL { root.appendingPathComponent("images", isDirectory: true) }
    public var fontsDirectory: URL { root.appendingPathComponent("fonts", isDirectory: true) }
    public var templatesDirectory: URL { root.appendingPathComponent("templates", isDirectory: true) }
    public var outputDirectory: URL { root.appendingPathComponent("output", isDirectory: true) }

    /// The quote with `id`, if any.
    public func quote(withID id: String) -> Quote? {
        quotes.first { $0.id == id }
    }
}
