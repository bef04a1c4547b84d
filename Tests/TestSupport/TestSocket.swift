import Foundation

/// A TCP connection to a loopback port with a receive timeout, closed on deinit.
public final class TestSocket {
    private let descriptor: Int32
    private var buffered: [UInt8] = []

    public init(port: UInt16, timeout: Duration = .seconds(10)) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTP.Failure("socket: \(String(cString: strerror(errno)))") }
        var time = timeval(
            tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw RawHTTP.Failure("connect to port \(port): \(message)")
        }
    }

    deinit {
        close(descriptor)
    }

    public func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw RawHTTP.Failure("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Everything until the peer closes; throws when the receive timeout passes first.
    public func readToEnd() throws -> [UInt8] {
        var result = buffered
        buffered = []
        while let chunk = try readSome() { result += chunk }
        return result
    }

    /// The next line (without CR LF), or nil at the end of the stream.
    public func readLine() throws -> String? {
        while true {
            if let newline = buffered.firstIndex(of: 10) {
                var line = Array(buffered[..<newline])
                buffered.removeFirst(newline + 1)
                if line.last == 13 { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard let chunk = try readSome() else { return nil }
            buffered += chunk
        }
    }

    /// Some bytes, or nil when the peer closed the connection.
    private func readSome() throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            throw RawHTTP.Failure(
                errno == EAGAIN || errno == EWOULDBLOCK
                    ? "timed out waiting for the server" : "recv: \(String(cString: strerror(errno)))")
        }
        return count == 0 ? nil : Array(chunk[..<count])
    }
}
