/// The answer to one request, before it is handed to the HTTP library.
struct Reply {
    enum Body {
        case empty
        case bytes([UInt8])
        /// Sent by the library straight from the file (`sendfile`).
        case file(OpenFile)
        /// A never-ending `text/event-stream`.
        case events(EventSubscription)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer, for errors that have no page of their own.
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> Reply {
        Reply(
            status: status,
            headers: [
                ("Content-Type", ContentType.plainText), ("Cache-Control", "no-cache"),
                ("X-Content-Type-Options", "nosniff"),
            ]
                + headers,
            body: .bytes(Array((message + "\n").utf8)))
    }

    /// The value of the header `name` (compared case-insensitively), if set.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
