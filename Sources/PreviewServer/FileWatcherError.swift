/// Why a folder or file could not be watched for changes.
public struct FileWatcherError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The kernel refused an inotify instance (too many open, usually).
        case inotifyUnavailable(String)
        /// The per-user limit of watched folders is reached.
        case watchLimitReached
        /// A folder could not be watched; the system's message.
        case watchFailed(String)

        public var description: String {
            switch self {
            case .inotifyUnavailable(let message): "cannot watch for changes: inotify_init1 failed: \(message)"
            case .watchLimitReached:
                "cannot watch for changes: the system's limit of watched folders is reached (raise fs.inotify.max_user_watches)"
            case .watchFailed(let message): "cannot watch this folder for changes: \(message)"
            }
        }
    }

    public var reason: Reason
    /// The folder involved, relative to the watched root (empty for the root itself).
    public var path: String

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String { "\(path.isEmpty ? "." : path): error: \(reason)" }
}
