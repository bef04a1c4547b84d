import Synchronization

/// Notices a site asked for under another path than the one it is served at — `/shelf/assets/
/// draper.css` for a site at `/` — which is how a site built for one address looks when it is
/// published at another: its 404 page, feeds and link previews would point to the wrong place.
/// Each such path is reported once.
final class MisplacedRequests: Sendable {
    /// The longest path put in front of the site that is looked for (`/a/b/c/…`).
    static let deepestPrefix = 3

    private let report: @Sendable (String) -> Void
    private let reported = Mutex<Set<String>>([])
    /// The path the site is served at, for the message (`/`, `/cal/`).
    private let basePath: String

    init(basePath: String, report: @escaping @Sendable (String) -> Void) {
        self.basePath = basePath
        self.report = report
    }

    /// Reports `path` (a request that found nothing) if dropping the first one to three of its
    /// segments leaves a file of `folder`: the site was asked for under those segments.
    func check(_ path: RequestPath, in folder: SiteFolder) {
        let segments = path.segments
        guard segments.count > 1 else { return }
        for count in 1...min(Self.deepestPrefix, segments.count - 1) {
            var rest = path
            rest.segments = Array(segments.dropFirst(count))
            guard case .file = folder.lookup(rest) else { continue }
            let prefix = "/" + segments.prefix(count).joined(separator: "/") + "/"
            guard reported.withLock({ $0.insert(prefix).inserted }) else { return }
            report(
                "\(path.raw) was asked for, but the site is served at \(basePath) (the path of site.json's "
                    + "baseURL): a site published under \(prefix) needs a baseURL that ends in \(prefix), or its "
                    + "404 page, feeds and link previews point to \(basePath)")
            return
        }
    }
}
