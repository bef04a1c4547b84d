import Glibc

/// What a path names, as `stat(2)` sees it (following symbolic links) or `lstat(2)` (not).
public enum FileKind: Sendable, Hashable, CustomStringConvertible {
    case regular
    case directory
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case symbolicLink
    case missing
    case other

    /// The kind of what `path` names, following symbolic links unless `followingLinks` is false.
    /// Never opens the path, so a FIFO or a device cannot block or answer.
    public init(path: String, followingLinks: Bool = true) {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else {
            self = .missing
            return
        }
        self.init(mode: info.st_mode)
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a FIFO", "a folder", …: what to call it in a message.
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .symbolicLink: "a symbolic link"
        case .missing: "missing"
        case .other: "a special file"
        }
    }
}
