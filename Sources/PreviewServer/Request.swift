/// What the server needs to know about one HTTP request.
struct Request: Sendable {
    var method: String
    /// The path part of the target exactly as sent, still percent-encoded.
    var target: String
    /// The query exactly as sent (without `?`), if there was one.
    var query: String?
    var ifNoneMatch: String?
    var ifModifiedSince: String?

    init(
        method: String, target: String, query: String? = nil, ifNoneMatch: String? = nil, ifModifiedSince: String? = nil
    ) {
        self.method = method
        self.target = target
        self.query = query
        self.ifNoneMatch = ifNoneMatch
        self.ifModifiedSince = ifModifiedSince
    }
}
