public import Diagnostics
public import Foundation

/// One door of an advent calendar.
public struct AdventEntry: Hashable, Sendable {
    /// 1 for the first door.
    public var day: Int
    /// The door's heading.
    public var title: String
    /// Markdown source; rendering is the site's job.
    public var message: String
    /// Relative to the project root, such as `images/bg-03.jpg`.
    public var image: String?
    /// An absolute http(s) link shown with the message.
    public var link: URL?
    /// The design of this door's card, when not the site's (a built-in name or a design file).
    public var design: String?
    /// Where the entry's `{` is.
    public var location: SourceLocation
    /// Where each value was written, by key: `day`, `title`, `message`, `image`, `link`.
    public var keyLocations: [String: SourceLocation]

    /// An entry; `location` is where its record starts.
    public init(
        day: Int,
        title: String,
        message: String,
        image: String? = nil,
        link: URL? = nil,
        location: SourceLocation,
        keyLocations: [String: SourceLocation] = [:]
    ) {
        self.day = day
        self.title = title
        self.message = message
        self.image = image
        self.link = link
        self.location = location
        self.keyLocations = keyLocations
    }

    /// Where `key` was written, or the entry's start when it was not.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? location
    }
}
