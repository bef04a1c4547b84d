import Glibc

/// Reading a file a user gave Draper, so that no file can make Draper block, run out of
/// memory or publish something from outside the folder it belongs to.
///
/// - The kind is checked with `stat(2)` before anything opens the path, so a FIFO or a
///   device is refused without blocking; the file is then opened non-blocking and checked
///   again on the descriptor, so it cannot be swapped for one in between.
/// - With a `root`, the path with every symbolic link resolved must still be inside it.
/// - The size is checked before reading, against a limit.
public enum InputFile {
    /// Checks that `path` is a regular file (inside `root`, if given) and returns its size.
    public static func check(_ path: String, inside root: Root? = nil) throws(InputFileError) -> Int {
        let kind = FileKind(path: path)
        switch kind {
        case .missing: throw .missing
        case .regular: break
        default: throw .notRegular(kind)
        }
        if let root, !root.contains(resolving: path) { throw .outside(rootName: root.name) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(lastError()) }
        return Int(info.st_size)
    }

    /// The whole file at `path`, after the checks of `check`, if it is at most `limit` bytes.
    public static func read(_ path: String, inside root: Root? = nil, limit: Int) throws(InputFileError) -> [UInt8] {
        let size = try check(path, inside: root)
        guard size <= limit else { throw .tooLarge(bytes: size, limit: limit) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(lastError()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(lastError()) }
        guard FileKind(mode: info.st_mode) == .regular else { throw .notRegular(FileKind(mode: info.st_mode)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(lastError())
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            // A file that grew since it was measured is still held to the limit.
            guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count, limit: limit) }
        }
        return bytes
    }

    /// A folder that files must stay inside once their symbolic links are resolved.
    public struct Root: Sendable {
        /// The folder's path with its own links resolved.
        public let resolvedPath: String
        /// What to call it in a message: "project folder".
        public let name: String

        /// `nil` if the folder does not exist.
        public init?(path: String, name: String = "project folder") {
            guard let resolved = InputFile.resolved(path) else { return nil }
            resolvedPath = resolved
            self.name = name
        }

        /// Whether `path`, with every link resolved, is this folder or inside it.
        public func contains(resolving path: String) -> Bool {
            guard let resolved = InputFile.resolved(path) else { return false }
            return Self.isSame(resolved, orInside: resolvedPath)
        }

        static func isSame(_ path: String, orInside folder: String) -> Bool {
            path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
    }

    /// `path` with every symbolic link and `..` resolved, or nil if it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
