import Glibc

/// Which file a path leads to — its device and inode, links followed — so two spellings of
/// one file (`designs/./logo.json5`, a symbolic or hard link to it) are known to be the same.
public struct FileIdentity: Sendable, Hashable {
    private let device: UInt64
    private let inode: UInt64

    /// The identity of what `path` names; nil if nothing is there.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
