/// Why the preview server could not start or could not read a file, and where:
/// `path` is the address (`127.0.0.1:8000`) for network problems and the file or folder
/// otherwise.
public struct PreviewServerError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// Another program listens on the port.
        case portInUse(UInt16)
        /// The host name does not resolve to an address of this machine.
        case hostUnknown(String)
        /// The address is not one of this machine's.
        case addressUnavailable
        /// Listening on a port below 1024 needs privileges.
        case permissionDenied(UInt16)
        /// A socket call failed; the call and the system's message.
        case socketFailed(call: String, message: String)
        /// libmicrohttpd refused to start; its own message when it gave one.
        case daemonFailed(String)
        /// The folder to serve does not exist or cannot be opened.
        case folderMissing(String)
        /// A file could not be read.
        case readFailed(String)

        public var description: String {
            switch self {
            case .portInUse(let port): "port \(port) is already in use by another program"
            case .hostUnknown(let message): "the host name does not resolve (\(message))"
            case .addressUnavailable: "this address does not belong to this machine"
            case .permissionDenied(let port): "port \(port) needs administrator rights; use a port of 1024 or above"
            case .socketFailed(let call, let message): "\(call) failed: \(message)"
            case .daemonFailed(let message): "libmicrohttpd could not start the server: \(message)"
            case .folderMissing(let message): "the folder to serve cannot be opened: \(message)"
            case .readFailed(let message): "the file cannot be read: \(message)"
            }
        }
    }

    public var reason: Reason
    /// The address or file the problem is about.
    public var path: String

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// `127.0.0.1:8000: error: port 8000 is already in use by another program`
    public var description: String { "\(path): error: \(reason)" }
}
