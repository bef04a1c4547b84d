/// Answers requests for a static site: files, folders' `index.html`, redirects to a
/// folder's slash form, the site's `404.html`, conditional requests, and (when live reload
/// is on) the event stream and the script that listens to it.
///
/// Pure decision-making over the file system; the HTTP library only carries the answer, and
/// does the waiting when the answer is to wait for a file the build is about to write.
struct RequestHandler: Sendable {
    /// What to do with a request.
    enum Answer {
        case reply(Reply)
        /// Ask again, without waiting, once `isSettled(waitingFor:)` holds or `fileWait` has passed.
        case waitForFile(RequestPath)
    }

    let folder: SiteFolder
    /// Nil when live reload is off: HTML is then sent exactly as it is on disk.
    let hub: EventHub?
    /// A page of the site sent with every 404 (`404.html`), if it exists.
    let notFoundPage: String?
    /// The site's path on the server, as segments (`["cal"]` for a site at `/cal/`); the
    /// site's absolute links (its 404 page's) then work as they will when published.
    var basePath: [String] = []
    var status = BuildStatus(hasBuilt: true)
    /// Asked, while a build runs, about a file that is not there yet: whether the build will
    /// write it (and writes it next), so the request waits for it instead of failing.
    var fileRequested: (@Sendable (String) -> Bool)?
    /// Told about requests for the site under another path than `basePath`.
    var misplaced: MisplacedRequests?
    /// How long a request waits for a file the build is writing.
    static let fileWait: Duration = .seconds(60)

    static let allowedMethods = "GET, HEAD"
    /// When a page refused an event stream (too many are open) may try again; the live-reload
    /// script waits as long.
    static let eventStreamRetrySeconds = 10

    /// What to do with `request`: reply, or (when `mayWait`) wait for a file the build is
    /// about to write.
    func answer(_ request: Request, mayWait: Bool) -> Answer {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .reply(.text(405, "405 Method Not Allowed", headers: [("Allow", Self.allowedMethods)]))
        }
        let path: RequestPath
        do {
            path = try RequestPath(request.target)
        } catch {
            return .reply(.text(400, "400 Bad Request: \(error)"))
        }
        if let hub, path.segments.first == "__draper" {
            return .reply(respondToLiveReload(path, hub: hub, request: request))
        }
        var sitePath = path
        if !basePath.isEmpty {
            guard path.segments.starts(with: basePath) else {
                if path.segments.isEmpty {
                    return .reply(Self.redirect(to: "/" + basePath.joined(separator: "/") + "/"))
                }
                misplaced?.check(path, in: folder)
                return .reply(notFound(request))
            }
            sitePath.segments.removeFirst(basePath.count)
            if sitePath.segments.isEmpty, !path.hasTrailingSlash {
                return .reply(Self.redirect(to: "/" + basePath.joined(separator: "/") + "/"))
            }
        }
        switch folder.lookup(sitePath) {
        case .file(let file):
            return .reply(serve(file, status: 200, request: request))
        case .folderWithoutSlash:
            // Empty segments collapsed: `//quotes` must not become `//quotes/`, a protocol-
            // relative URL that a browser follows to the host named `quotes`.
            var location = "/" + path.raw.split(separator: "/").joined(separator: "/") + "/"
            if let query = request.query { location += "?" + query }
            return .reply(.text(301, "301 Moved Permanently: \(location)", headers: [("Location", location)]))
        case .notFound:
            if basePath.isEmpty { misplaced?.check(sitePath, in: folder) }
            return missing(sitePath, request: request, mayWait: mayWait)
        case .outside:
            return .reply(.text(403, "403 Forbidden: the path leads outside the served folder"))
        }
    }

    /// Whether a request waiting for the file at `path` (relative to the site) can be answered:
    /// the file is there, or no build is running that could write it.
    func isSettled(waitingFor path: RequestPath) -> Bool {
        if case .file = folder.lookup(path) { return true }
        return !status.current.isBuilding
    }

    /// A file that is not there: the build may be about to write it, or (before any build has
    /// finished) the page may not exist yet.
    private func missing(_ path: RequestPath, request: Request, mayWait: Bool) -> Answer {
        if mayWait, status.current.isBuilding, let fileRequested, fileRequested(path.segments.joined(separator: "/")) {
            return .waitForFile(path)
        }
        let latest = status.current
        guard !latest.hasBuilt, !(latest.isBuilding && latest.hasPages), Self.isPage(path) else {
            return .reply(notFound(request))
        }
        let failure = latest.isBuilding ? nil : latest.failure
        var page = BuildingPage.html(progress: latest.progress, failure: failure)
        if hub != nil { page = LiveReload.inject(into: page) }
        return .reply(
            Reply(
                status: failure == nil ? 200 : 503,
                headers: [
                    ("Content-Type", ContentType.html), ("Cache-Control", "no-store"),
                    ("X-Content-Type-Options", "nosniff"),
                ],
                body: .bytes(page)))
    }

    /// A folder, an `.html` file or a name without an extension: what a browser navigates to.
    static func isPage(_ path: RequestPath) -> Bool {
        guard let last = path.segments.last, !path.hasTrailingSlash else { return true }
        let lowered = last.lowercased()
        return !lowered.contains(".") || lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
    }

    private static func redirect(to location: String) -> Reply {
        .text(302, "302 Found: \(location)", headers: [("Location", location)])
    }

    private func notFound(_ request: Request) -> Reply {
        if let notFoundPage, let page = folder.openFile(relativePath: notFoundPage) {
            return serve(page, status: 404, request: request)
        }
        return .text(404, "404 Not Found")
    }

    /// A file with its validators; `304` when the browser's copy is current (only for 200s:
    /// a 404 page must never turn into "not modified").
    private func serve(_ file: OpenFile, status: Int, request: Request) -> Reply {
        let type = ContentType.forFile(named: file.path.split(separator: "/").last ?? "")
        let injects = hub != nil && ContentType.isHTML(type)
        var tag = file.entityTag
        // The page sent differs from the file (it carries the script), so its tag must too.
        if injects { tag.opaque += "-live" }
        let lastModified = HTTPDate.format(secondsSince1970: file.modifiedSeconds)
        let validators = [
            (name: "ETag", value: tag.headerValue), (name: "Last-Modified", value: lastModified),
            (name: "Cache-Control", value: "no-cache"),
        ]
        if status == 200, Self.isNotModified(request, tag: tag, lastModified: lastModified) {
            return Reply(status: 304, headers: validators)
        }
        let headers =
            [(name: "Content-Type", value: type), (name: "X-Content-Type-Options", value: "nosniff")] + validators
        guard injects else { return Reply(status: status, headers: headers, body: .file(file)) }
        do {
            return Reply(status: status, headers: headers, body: .bytes(LiveReload.inject(into: try file.readAll())))
        } catch {
            return .text(500, "500 Internal Server Error: \(error)")
        }
    }

    /// RFC 9110 §13.2.2: `If-None-Match` wins over `If-Modified-Since`. The date is compared
    /// exactly, as browsers send back the `Last-Modified` they were given.
    static func isNotModified(_ request: Request, tag: EntityTag, lastModified: String) -> Bool {
        if let ifNoneMatch = request.ifNoneMatch { return tag.isMatched(byIfNoneMatch: ifNoneMatch) }
        if let ifModifiedSince = request.ifModifiedSince { return ifModifiedSince == lastModified }
        return false
    }

    private func respondToLiveReload(_ path: RequestPath, hub: EventHub, request: Request) -> Reply {
        switch "/" + path.segments.joined(separator: "/") {
        case LiveReload.eventsPath:
            let subscription: EventSubscription
            do {
                subscription = try hub.subscribe()
            } catch {
                switch error {
                case .closed:
                    return .text(503, "503 Service Unavailable: the server is stopping")
                case .full:
                    // Streams of tabs that have gone are found out meanwhile (EventHub).
                    return .text(
                        503,
                        "503 Service Unavailable: \(hub.maximumSubscribers) pages are already listening for reloads",
                        headers: [("Retry-After", String(Self.eventStreamRetrySeconds))])
                }
            }
            return Reply(
                status: 200,
                headers: [("Content-Type", ContentType.eventStream), ("Cache-Control", "no-cache")],
                body: .events(subscription))
        case LiveReload.scriptPath:
            let tag = EntityTag(opaque: "live-reload-" + hub.instance)
            if tag.isMatched(byIfNoneMatch: request.ifNoneMatch ?? "") {
                return Reply(status: 304, headers: [("ETag", tag.headerValue), ("Cache-Control", "no-cache")])
            }
            return Reply(
                status: 200,
                headers: [
                    ("Content-Type", ContentType.javaScript), ("ETag", tag.headerValue), ("Cache-Control", "no-cache"),
                    ("X-Content-Type-Options", "nosniff"),
                ],
                body: .bytes(Array(LiveReload.script.utf8)))
        default:
            return .text(404, "404 Not Found")
        }
    }
}
