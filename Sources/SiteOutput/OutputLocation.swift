public import Foundation

/// Where an output folder may be: never the filesystem root, a home folder, the project
/// itself or a folder containing it, and never one of the project's sources (`data/`,
/// `images/`, `fonts/`, `templates/`, `site.json`, `.draper/`), inside one or around one.
public enum OutputLocation {
    /// The project's sources that no output folder may be, contain or sit inside.
    public static func projectSources(of projectRoot: URL) -> [URL] {
        [
            "site.json", "data", "images", "fonts", "templates", "pages", "static", "designs",
            BuildStateFolder.projectFolderName,
        ].map {
            projectRoot.appendingPathComponent($0)
        }
    }

    /// Throws `.forbiddenLocation` if `root` (resolved) is a place Draper must not write into.
    public static func check(_ root: URL, projectRoot: URL, protectedPaths: [URL]) throws(OutputError) {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        let projectRoot = projectRoot.standardizedFileURL.resolvingSymlinksInPath()
        let path = root.path
        // `~` in a shell is $HOME, which need not be the account's home folder (containers,
        // sudo, a deliberately changed HOME): both are refused.
        let homes = [FileManager.default.homeDirectoryForCurrentUser.path, ProcessInfo.processInfo.environment["HOME"]]
            .compactMap { $0 }.filter { !$0.isEmpty }
            .map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        if path == "/" { throw OutputError(.forbiddenLocation("it is the filesystem root"), path: path) }
        if homes.contains(path) { throw OutputError(.forbiddenLocation("it is your home folder"), path: path) }
        if path == projectRoot.path {
            throw OutputError(
                .forbiddenLocation("it is the project folder itself; use a subfolder such as output/"), path: path)
        }
        if isInside(projectRoot.path, path) {
            throw OutputError(.forbiddenLocation("it contains the project folder"), path: path)
        }
        for source in protectedPaths {
            let source = source.standardizedFileURL.resolvingSymlinksInPath()
            let name = displayName(of: source, relativeTo: projectRoot)
            if path == source.path {
                throw OutputError(.forbiddenLocation("it is the project's \(name)"), path: path)
            }
            if isInside(path, source.path) {
                throw OutputError(.forbiddenLocation("it is inside the project's \(name)"), path: path)
            }
            if isInside(source.path, path) {
                throw OutputError(.forbiddenLocation("it contains the project's \(name)"), path: path)
            }
        }
    }

    /// Whether `path` is strictly inside `folder`.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `url`'s path relative to `base` when inside it (`output`), else the whole path.
    static func displayName(of url: URL, relativeTo base: URL) -> String {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        return isInside(path, basePath) ? String(path.dropFirst(basePath.count + 1)) : path
    }
}
