/// The `Content-Type` of a file, from its extension.
///
/// Text types name UTF-8 because Draper writes nothing else; anything unknown is sent as
/// `application/octet-stream` (with `nosniff`, so a browser never guesses it into HTML).
enum ContentType {
    static let html = "text/html; charset=utf-8"
    static let plainText = "text/plain; charset=utf-8"
    static let javaScript = "text/javascript; charset=utf-8"
    static let eventStream = "text/event-stream; charset=utf-8"
    static let fallback = "application/octet-stream"

    static let byExtension: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": javaScript,
        "mjs": javaScript,
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "txt": plainText,
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "eml": "message/rfc822",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "svg": "image/svg+xml",
        "ico": "image/vnd.microsoft.icon",
        "otf": "font/otf",
        "ttf": "font/ttf",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "pdf": "application/pdf",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
        "wasm": "application/wasm",
    ]

    /// The type for a file name such as `feed.xml` or `CARD.PNG`.
    static func forFile(named name: some StringProtocol) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        return byExtension[pathExtension] ?? fallback
    }

    static func isHTML(_ type: String) -> Bool { type == html }
}
