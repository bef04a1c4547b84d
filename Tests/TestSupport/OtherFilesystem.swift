public import Foundation

/// A folder on another filesystem than the system's temporary folder (where test projects
/// live): a tmpfs such as `/dev/shm`, or the folder `DRAPER_OTHER_FILESYSTEM` names. Output
/// folders on another disk than the project must work as well as those beside it.
public enum OtherFilesystem {
    /// A fresh folder on another filesystem, or nil if this machine has none to offer.
    public static func temporaryDirectory(_ label: String) throws -> TemporaryDirectory? {
        let candidates = [ProcessInfo.processInfo.environment["DRAPER_OTHER_FILESYSTEM"], "/dev/shm", "/run/shm"]
        let home = FileManager.default.temporaryDirectory
        for candidate in candidates.compactMap({ $0 }) where isWritableFolder(candidate) {
            guard device(of: candidate) != device(of: home.path) else { continue }
            return try TemporaryDirectory(label, under: URL(fileURLWithPath: candidate))
        }
        return nil
    }

    /// Whether a folder on another filesystem can be had; in CI it must.
    public static var isAvailable: Bool {
        (try? temporaryDirectory("draper-probe")).flatMap { $0 } != nil
    }

    private static func isWritableFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            && access(path, W_OK) == 0
    }

    private static func device(of path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }
}
