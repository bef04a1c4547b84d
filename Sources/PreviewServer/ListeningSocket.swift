import Glibc

/// A TCP socket bound to a host and port and listening, opened by the server itself
/// (rather than by libmicrohttpd) so that a busy port is reported as exactly that, and a
/// port of 0 tells which free port the system picked.
struct ListeningSocket: ~Copyable {
    /// Owned until `handOver()`.
    private var descriptor: Int32
    let port: UInt16
    let isIPv6: Bool

    /// Binds `host` (a name or numeric address) and `port` (0 for any free port).
    init(host: String, port: UInt16) throws(PreviewServerError) {
        let address = Self.address(host: host, port: port)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &results)
        guard status == 0, let first = results else {
            throw PreviewServerError(.hostUnknown(String(cString: gai_strerror(status))), path: address)
        }
        defer { freeaddrinfo(first) }

        var lastError: Int32 = EADDRNOTAVAIL
        var failedCall = "bind"
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            candidate = info.pointee.ai_next
            let family = info.pointee.ai_family
            let socketDescriptor = socket(
                family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.pointee.ai_protocol)
            guard socketDescriptor >= 0 else {
                lastError = errno
                failedCall = "socket"
                continue
            }
            var on: Int32 = 1
            // Lets a restarted server take its port back from connections still in TIME_WAIT.
            setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            if family == AF_INET6 {
                setsockopt(socketDescriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
            }
            if bind(socketDescriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
                lastError = errno
                failedCall = "bind"
                close(socketDescriptor)
                continue
            }
            if listen(socketDescriptor, SOMAXCONN) != 0 {
                lastError = errno
                failedCall = "listen"
                close(socketDescriptor)
                continue
            }
            guard let bound = Self.boundPort(socketDescriptor) else {
                lastError = errno
                failedCall = "getsockname"
                close(socketDescriptor)
                continue
            }
            descriptor = socketDescriptor
            self.port = bound
            isIPv6 = family == AF_INET6
            return
        }
        switch lastError {
        case EADDRINUSE: throw PreviewServerError(.portInUse(port), path: address)
        case EACCES: throw PreviewServerError(.permissionDenied(port), path: address)
        case EADDRNOTAVAIL: throw PreviewServerError(.addressUnavailable, path: address)
        default:
            throw PreviewServerError(
                .socketFailed(call: failedCall, message: String(cString: strerror(lastError))), path: address)
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Gives the descriptor to `start` (libmicrohttpd, which closes it when it stops).
    ///
    /// When `start` fails it may or may not have closed the descriptor already, depending
    /// on how far it got; a duplicate kept meanwhile tells whether the number still names
    /// this socket (a closed number could have been reused by another thread), so it is
    /// closed exactly once either way.
    consuming func handOver<Started>(to start: (Int32) -> Started?) -> Started? {
        let handed = descriptor
        discard self
        let witness = dup(handed)
        defer { if witness >= 0 { close(witness) } }
        if let started = start(handed) { return started }
        if witness >= 0, Self.isSameSocket(handed, witness) { close(handed) }
        return nil
    }

    private static func isSameSocket(_ first: Int32, _ second: Int32) -> Bool {
        var a = stat(), b = stat()
        guard fstat(first, &a) == 0, fstat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// `host:port`, with brackets round IPv6 addresses as in URLs.
    static func address(host: String, port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            }
        default:
            return nil
        }
    }
}
