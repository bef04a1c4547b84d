/// One message of a `text/event-stream` (Server-Sent Events), encoded as the HTML
/// standard's event stream format describes.
///
/// ```swift
/// ServerSentEvent(name: "problem", data: "line 1\nline 2").encoded
/// // "event: problem\ndata: line 1\ndata: line 2\n\n"
/// ```
public struct ServerSentEvent: Hashable, Sendable {
    /// The event type a page listens for with `addEventListener`; nil for plain `message` events.
    public var name: String?
    /// The payload; may span several lines.
    public var data: String

    public init(name: String?, data: String) {
        self.name = name
        self.data = data
    }

    /// The event as it travels on the wire.
    ///
    /// Every line of `data` gets its own `data:` field (CR, LF and CRLF all end a line, as
    /// the parser in the browser treats them) so no line of the payload can pose as a field
    /// of its own; line breaks in the name are dropped for the same reason.
    public var encoded: String {
        var text = ""
        if let name {
            text += "event: " + name.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" } + "\n"
        }
        for line in Self.lines(of: data) {
            text += "data: " + line + "\n"
        }
        return text + "\n"
    }

    /// A comment line: ignored by browsers, it keeps idle connections and proxies awake.
    static let keepAlive = ":keep-alive\n\n"

    private static func lines(of text: String) -> [Substring] {
        // Swift treats "\r\n" as one Character, so splitting on all three forms is one pass.
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }
}
