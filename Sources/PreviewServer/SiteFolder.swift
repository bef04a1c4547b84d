import Glibc

/// The folder being served, and the only way to open files in it.
///
/// A request path is joined to the folder, every symbolic link on the way is resolved, and
/// the result must still lie inside the folder: a link pointing elsewhere on the disk is
/// refused. Names starting with a dot (the build's manifest and scratch files, `.git`) are
/// not served, except `.well-known`.
struct SiteFolder: Sendable {
    /// What a request path leads to.
    enum Lookup {
        /// A regular file, opened.
        case file(OpenFile)
        /// A folder asked for without its trailing slash.
        case folderWithoutSlash
        case notFound
        /// The path resolves (through a symbolic link) to somewhere outside the folder.
        case outside
    }

    /// The folder's canonical path (symbolic links resolved), without a trailing slash.
    let root: String

    /// The folder at `path`, which must exist.
    init(path: String) throws(PreviewServerError) {
        guard let resolved = Self.canonicalPath(path) else {
            throw PreviewServerError(.folderMissing(String(cString: strerror(errno))), path: path)
        }
        root = resolved
    }

    /// Opens what `path` names: a file, or a folder's `index.html`.
    func lookup(_ path: RequestPath) -> Lookup {
        if path.segments.contains(where: { $0.hasPrefix(".") && $0 != ".well-known" }) { return .notFound }
        let joined = path.segments.isEmpty ? root : root + "/" + path.segments.joined(separator: "/")
        switch open(joined) {
        case .directory:
            if !path.hasTrailingSlash && !path.segments.isEmpty { return .folderWithoutSlash }
            switch open(joined + "/index.html") {
            case .file(let file): return .file(file)
            case .outside: return .outside
            case .directory, .missing: return .notFound
            }
        case .file(let file):
            // `/style.css/` names a folder that does not exist.
            return path.hasTrailingSlash ? .notFound : .file(file)
        case .outside:
            return .outside
        case .missing:
            return .notFound
        }
    }

    /// Opens a file by a path relative to the folder (such as `404.html`), if it is a
    /// regular file inside the folder.
    func openFile(relativePath: String) -> OpenFile? {
        if case .file(let file) = open(root + "/" + relativePath) { return file }
        return nil
    }

    private enum Opened {
        case file(OpenFile)
        case directory
        case missing
        case outside
    }

    private func open(_ path: String) -> Opened {
        guard let resolved = Self.canonicalPath(path) else { return .missing }
        guard
            resolved == root
                || (resolved.hasPrefix(root) && resolved.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/"))
        else { return .outside }
        // Non-blocking, so that a FIFO someone left in the folder cannot hang the server.
        let descriptor = Glibc.open(resolved, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return .missing }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return .missing
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .file(OpenFile(descriptor: descriptor, path: resolved, status: status))
        case S_IFDIR:
            close(descriptor)
            return .directory
        default:
            close(descriptor)
            return .missing
        }
    }

    /// `realpath(3)`: absolute, with `.`, `..` and symbolic links resolved; nil if a part
    /// of the path does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
