/// Answers requests for a static site: files, folders' `index.html`, redirects to a
/// folder's slash form, the site's `404.html`, conditional requests, and (when live reload
/// is on) the event stream and the script that listens to it.
///
/// Pure decision-making over the file system; the HTTP library only carries the answer.
struct RequestHandler: Sendable {
    let folder: SiteFolder
    /// Nil when live reload is off: HTML is then sent exactly as it is on disk.
    let hub: EventHub?
    /// A page of the site sent with every 404 (`404.html`), if it exists.
    let notFoundPage: String?

    static let allowedMethods = "GET, HEAD"

    func respond(to request: Request) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 Method Not Allowed", headers: [("Allow", Self.allowedMethods)])
        }
        let path: RequestPath
        do {
            path = try RequestPath(request.target)
        } catch {
            return .text(400, "400 Bad Request: \(error)")
        }
        if let hub, path.segments.first == "__draper" {
            return respondToLiveReload(path, hub: hub, request: request)
        }
        switch folder.lookup(path) {
        case .file(let file):
            return serve(file, status: 200, request: request)
        case .folderWithoutSlash:
            // Empty segments collapsed: `//quotes` must not become `//quotes/`, a protocol-
            // relative URL that a browser follows to the host named `quotes`.
            var location = "/" + path.raw.split(separator: "/").joined(separator: "/") + "/"
            if let query = request.query { location += "?" + query }
            return .text(301, "301 Moved Permanently: \(location)", headers: [("Location", location)])
        case .notFound:
            return notFound(request)
        case .outside:
            return .text(403, "403 Forbidden: the path leads outside the served folder")
        }
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
            guard let subscription = hub.subscribe() else {
                return .text(503, "503 Service Unavailable: the server is stopping")
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
