public import Foundation
import Hashing

/// A path inside the output folder, as records name it: relative, `/`-separated, with no
/// empty, `.` or `..` component, no NUL and no backslash. Anything else in a record (an
/// absolute path, a `..` that climbs out) names no file of the output and is never followed.
public enum OutputPath {
    public static func isValid(_ path: String) -> Bool {
        // One pass over the bytes: a record's 50,000 paths are each checked when it is read,
        // and splitting them into components was a twentieth of a rebuild.
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= 4096, bytes[0] != UInt8(ascii: "/") else { return false }
            // The current component's length, and how many of its bytes are dots.
            var length = 0, dots = 0
            func componentIsValid() -> Bool { length > 0 && !(length == dots && dots <= 2) }
            for byte in bytes {
                switch byte {
                case 0, UInt8(ascii: "\\"), UInt8(ascii: "\n"):
                    return false
                case UInt8(ascii: "/"):
                    guard componentIsValid() else { return false }
                    (length, dots) = (0, 0)
                case UInt8(ascii: "."):
                    (length, dots) = (length + 1, dots + 1)
                default:
                    length += 1
                }
            }
            return componentIsValid()
        }
    }

    /// The folders on the way to `path`, outermost first: `a`, `a/b` for `a/b/c.png`.
    static func parents(of path: String) -> [String] {
        let components = path.split(separator: "/")
        guard components.count > 1 else { return [] }
        return (1..<components.count).map { components[0..<$0].joined(separator: "/") }
    }

    /// What is at `url`, not following a symbolic link there.
    public static func kind(_ url: URL) -> FileKindOnDisk { kind(atPath: url.path) }

    /// The same from a path: a build asks this of every file it keeps, and building a URL
    /// costs more than the `lstat`.
    static func kind(atPath path: String) -> FileKindOnDisk {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(info.st_size))
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .special
        }
    }

    public enum FileKindOnDisk: Equatable {
        case missing
        case regular(size: Int)
        case directory
        case symbolicLink
        case special

        var isRegular: Bool {
            if case .regular = self { return true }
            return false
        }
    }

    /// The SHA-256 of the regular file at `url`, read without following a final symbolic link
    /// (nil if it cannot be read as one).
    static func digest(of url: URL) -> String? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return hasher.hexDigest()
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
