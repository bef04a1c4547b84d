import Foundation
import SafeFiles

/// Checks image paths from the data and turns them into clean paths relative to the project root.
///
/// Every image must be a file inside `images/`, and must not reach outside the
/// project, neither through `..`, nor as an absolute path, nor through a symbolic
/// link: a site build must never publish a file from elsewhere on the machine.
/// Quotes share a handful of images, so answers are cached per path.
struct ImageResolver {
    enum Outcome {
        case valid(String)
        case invalid(ProjectError.Reason)
    }

    private let rootPaths: [String]
    private let resolvedRootPath: String
    private let root: URL
    /// The folder (relative to the root) images must be in; empty for anywhere under the root.
    private let imagesFolder: String
    private var cache: [String: Outcome] = [:]

    init(root: URL, imagesFolder: String = "images") {
        self.imagesFolder = imagesFolder
        self.root = root.standardizedFileURL
        let rootPath = Self.withoutTrailingSlash(self.root.path)
        resolvedRootPath = Self.withoutTrailingSlash(self.root.resolvingSymlinksInPath().path)
        rootPaths = [rootPath, resolvedRootPath]
    }

    mutating func resolve(_ path: String) -> Outcome {
        if let cached = cache[path] { return cached }
        let outcome = check(path)
        cache[path] = outcome
        return outcome
    }

    private func check(_ path: String) -> Outcome {
        var relative = path
        if path.hasPrefix("/") {
            guard let inside = rootPaths.lazy.compactMap({ Self.relativePath(of: path, under: $0) }).first else {
                return .invalid(.imageOutsideProject(path))
            }
            relative = inside
        }
        var components: [Substring] = []
        for component in relative.split(separator: "/") where component != "." {
            if component == ".." {
                guard components.popLast() != nil else { return .invalid(.imageOutsideProject(path)) }
            } else {
                components.append(component)
            }
        }
        let inFolder =
            imagesFolder.isEmpty ? !components.isEmpty : components.count >= 2 && components[0] == imagesFolder
        guard inFolder else {
            return .invalid(.imageOutsideImagesFolder(path))
        }
        let clean = components.joined(separator: "/")
        let url = root.appendingPathComponent(clean)
        // By type, from stat: opening a FIFO to find out would block.
        switch FileKind(path: url.path) {
        case .regular: break
        case .missing: return .invalid(.imageNotFound(clean))
        case .directory: return .invalid(.imageNotAFile(clean))
        case let kind: return .invalid(.imageNotRegular(clean, kind))
        }
        let resolved = url.resolvingSymlinksInPath().path
        guard Self.relativePath(of: resolved, under: resolvedRootPath) != nil else {
            return .invalid(.imageLinksOutsideProject(clean))
        }
        return .valid(clean)
    }

    private static func relativePath(of path: String, under root: String) -> String? {
        guard path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root.count + 1))
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
