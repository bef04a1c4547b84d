public import Foundation

/// Where each page lives in the output folder, and links between them that work on any
/// host, under any base path, and straight from disk (`file://`).
///
/// Links are relative and name `index.html` explicitly: a browser opening files from disk
/// does not look for a folder's index. Absolute URLs (feeds, social previews, canonical
/// links) use the configured base URL and the folder form (`quotes/x/`).
public struct SitePaths: Sendable {
    public let baseURL: URL?
    /// `baseURL.absoluteString`, made once: absolute links are made by the ten thousand.
    private let base: String?

    public init(baseURL: URL?) {
        self.baseURL = baseURL
        base = baseURL?.absoluteString
    }

    public static func quotePage(_ id: String) -> String { "quotes/\(id)/index.html" }
    public static func adventDayPage(_ day: Int) -> String { "advent/\(day)/index.html" }
    public static let home = "index.html"
    public static let advent = "advent/index.html"
    public static let gallery = "cards/index.html"
    /// The folders of the lists: all quotes (`quotes/index.html`, `quotes/index-2.html`, …), a tag's
    /// (`tags/<slug>/index.html`), a speaker's, and the indices of tags and speakers.
    public static let quoteList = "quotes"
    public static let tags = "tags"
    public static let speakers = "speakers"
    public static let search = "search/index.html"
    public static let notFound = "404.html"
    /// The web app manifest (name, colours, icons), at the root so its scope is the site.
    public static let manifest = "manifest.webmanifest"
    /// The service worker, at the root so that its scope is the whole site, and under a name
    /// that never changes: a browser looks for updates at the address it registered.
    public static let serviceWorker = "sw.js"
    /// What the service worker may show as notifications until the next build.
    public static let notifications = "notifications.json"
    /// What the service worker shows for a page the device has not kept, offline.
    public static let offline = "offline.html"
    /// Every way to follow the site (calendars, feeds), in plain words: a file at the root, so
    /// that no page of the author's (`<name>/index.html`) can stand in its way.
    public static let follow = "follow.html"
    /// A page of the author's own (`pages/about.md`).
    public static func authorPage(_ slug: String) -> String { "\(slug)/index.html" }

    /// The top-level folders all of whose files are Draper's: neither a page of the author's
    /// nor a file of `static/` may go in them.
    public static let ownFolders = [quoteList, tags, speakers, "advent", "cards", "search", "email", "assets"]
    /// The top-level files Draper writes (and `sitemap-N.xml` beside the sitemap of a big site).
    public static let ownFiles = [
        home, notFound, manifest, serviceWorker, notifications, offline, follow, "feed.xml", "quotes.json",
        "advent.json",
        "robots.txt", "sitemap.xml",
    ]

    /// Whether `path` (relative to the output root) is Draper's to write: in one of its
    /// folders, or one of its files.
    public static func isDrapers(_ path: String) -> Bool {
        let first = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? path
        if ownFolders.contains(first) || ownFiles.contains(path) { return true }
        // sitemap-1.xml, sitemap-2.xml, …
        return path.hasPrefix("sitemap-") && path.hasSuffix(".xml")
            && path.dropFirst("sitemap-".count).dropLast(".xml".count).allSatisfy(\.isNumber)
    }

    /// Whether `path` starts with a name Draper keeps for its own records and scratch files in
    /// the output folder (`.draper-scratch-…` when the output is on another disk; the
    /// records older versions kept there): every top-level name that begins `.draper-`, so
    /// that no file of the author's can ever be taken for one of them.
    public static func isReserved(_ path: String) -> Bool {
        (path.split(separator: "/", maxSplits: 1).first ?? "").hasPrefix(reservedPrefix)
    }

    static let reservedPrefix = ".draper-"

    /// The `../` prefix that leads from `page` back to the site root.
    public static func root(from page: String) -> String {
        String(repeating: "../", count: page.filter { $0 == "/" }.count)
    }

    /// A link from `page` to `target` (both relative to the output root).
    public static func link(from page: String, to target: String) -> String {
        root(from: page) + target
    }

    /// The public absolute URL of an output path (folder form for index pages), or nil
    /// without a base URL.
    public func absolute(_ path: String) -> String? {
        guard let base else { return nil }
        var path = path
        if path == "index.html" {
            path = ""
        } else if path.hasSuffix("/index.html") {
            path.removeLast("index.html".count)
        }
        return base + path
    }
}
