import Foundation

/// Listens to a `text/event-stream` the way a browser's `EventSource` does, over HTTP/1.0
/// (so the stream arrives unchunked).
public final class EventStreamClient {
    public struct Event: Equatable, Sendable, CustomStringConvertible {
        public var name: String
        public var data: String

        public init(name: String, data: String) {
            self.name = name
            self.data = data
        }

        public var description: String { "\(name): \(data)" }
    }

    private let socket: TestSocket
    /// The response's status line and headers.
    public private(set) var head: [String] = []

    public init(port: UInt16, path: String, timeout: Duration = .seconds(10)) throws {
        socket = try TestSocket(port: port, timeout: timeout)
        try socket.write(Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".utf8))
        while let line = try socket.readLine(), !line.isEmpty { head.append(line) }
    }

    /// The next event (comments and `retry:` skipped); throws on timeout, nil at the end of
    /// the stream.
    public func next() throws -> Event? {
        var name = "message"
        var data: [String] = []
        while let line = try socket.readLine() {
            if line.isEmpty {
                // As in browsers, a block without any data field is no event.
                if !data.isEmpty { return Event(name: name, data: data.joined(separator: "\n")) }
                name = "message"
                continue
            }
            if line.hasPrefix(":") { continue }
            let field: Substring, value: Substring
            if let colon = line.firstIndex(of: ":") {
                field = line[..<colon]
                var rest = line[line.index(after: colon)...]
                if rest.first == " " { rest = rest.dropFirst() }
                value = rest
            } else {
                field = Substring(line)
                value = ""
            }
            switch field {
            case "event":
                name = String(value)
            case "data":
                data.append(String(value))
            default:
                break
            }
        }
        return nil
    }

    /// Skips events until one called `name` arrives.
    public func next(named name: String) throws -> Event {
        while let event = try next() {
            if event.name == name { return event }
        }
        throw RawHTTP.Failure("the event stream ended before a '\(name)' event")
    }
}
