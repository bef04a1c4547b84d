import Foundation

/// A bare HTTP/1.x client over a TCP socket, for tests that must send requests exactly as
/// written (URLSession would normalise `..` and percent-escapes away) and see every byte
/// of the answer.
public enum RawHTTP {
    /// A parsed response.
    public struct Response: Sendable {
        public var status: Int
        /// Header lines in order, names as sent.
        public var headers: [(name: String, value: String)]
        public var body: [UInt8]

        /// The first header called `name`, compared case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Sends `method path` with `headers` (and `Connection: close`) to the loopback port and
    /// reads the whole answer.
    public static func request(
        _ method: String = "GET", _ path: String, port: UInt16, headers: [(String, String)] = [],
        timeout: Duration = .seconds(10)
    ) throws -> Response {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return try send(text + "\r\n", port: port, timeout: timeout, isHead: method == "HEAD")
    }

    /// Sends `raw` verbatim and reads until the server closes the connection.
    public static func send(_ raw: String, port: UInt16, timeout: Duration = .seconds(10), isHead: Bool = false) throws
        -> Response
    {
        let socket = try TestSocket(port: port, timeout: timeout)
        try socket.write(Array(raw.utf8))
        return try parse(socket.readToEnd(), isHead: isHead)
    }

    static func parse(_ bytes: [UInt8], isHead: Bool) throws -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else {
            throw Failure("no end of headers in \(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self))")
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure("bad status line in \(head)")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw Failure("bad header line '\(line)'") }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = Response(status: status, headers: headers, body: Array(bytes[end.upperBound...]))
        if !isHead, response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            response.body = try dechunk(response.body)
        }
        return response
    }

    static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        let crlf: [UInt8] = [13, 10]
        while true {
            guard let lineEnd = bytes[index...].firstRange(of: crlf) else { throw Failure("truncated chunk size") }
            let sizeText =
                String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText, radix: 16) else { throw Failure("bad chunk size '\(sizeText)'") }
            index = lineEnd.upperBound
            if size == 0 { return result }
            guard index + size <= bytes.count else { throw Failure("truncated chunk") }
            result += bytes[index..<(index + size)]
            index += size + 2
        }
    }
}
