import Diagnostics
import Foundation
import SafeFiles

/// Finds the file an image value names and turns it into a clean path relative to the root.
///
/// One rule for `build` and `cards`: a value is looked up as written (relative to the
/// dataset's folder for `cards`, then to the root), then inside the images folder, so
/// `sea.jpg`, `images/sea.jpg` and `./images/sea.jpg` all name `images/sea.jpg`. Nothing may
/// reach outside the root, neither through `..`, nor as an absolute path, nor through a
/// symbolic link: a site build must never publish a file from elsewhere on the machine. A
/// value that names no file gets an error with the paths tried and the nearest file there is.
/// Quotes share a handful of images, so answers are cached per value.
struct ImageResolver {
    enum Outcome {
        case valid(String)
        case invalid(ProjectError.Reason)
    }

    private let rootPaths: [String]
    private let resolvedRootPath: String
    private let root: URL
    /// Where values are looked up, relative to the root and in order ("" is the root itself);
    /// the first is where a value is "as written", the one `..` is judged from.
    private let searchFolders: [String]
    /// The folder (relative to the root) that holds the images: searched last, and where
    /// suggestions come from.
    private let imagesFolder: String
    /// Whether an image found elsewhere in the root is an error (a site's images live in `images/`).
    private let confinedToImagesFolder: Bool
    /// How the root is named in messages: "" for the project, "site/" for `cards` run above it.
    private let displayPrefix: String
    private var cache: [String: Outcome] = [:]
    private var knownFiles: [String]?

    /// - Parameters:
    ///   - valuesRelativeTo: the folder values are written relative to, inside the root (the
    ///     dataset's, for `draper cards`); nil for the root itself.
    init(
        root: URL, imagesFolder: String = "images", confinedToImagesFolder: Bool = true,
        valuesRelativeTo: String? = nil, displayPrefix: String = ""
    ) {
        self.imagesFolder = imagesFolder
        self.confinedToImagesFolder = confinedToImagesFolder
        self.displayPrefix = displayPrefix
        self.root = root.standardizedFileURL
        let rootPath = Self.withoutTrailingSlash(self.root.path)
        resolvedRootPath = Self.withoutTrailingSlash(self.root.resolvingSymlinksInPath().path)
        rootPaths = [rootPath, resolvedRootPath]
        var folders: [String] = []
        for folder in [valuesRelativeTo ?? "", "", imagesFolder] where !folders.contains(folder) {
            folders.append(folder)
        }
        searchFolders = folders
    }

    mutating func resolve(_ path: String) -> Outcome {
        if let cached = cache[path] { return cached }
        let outcome = check(path)
        cache[path] = outcome
        return outcome
    }

    private mutating func check(_ path: String) -> Outcome {
        var relative = path
        var folders = searchFolders
        if path.hasPrefix("/") {
            guard let inside = rootPaths.lazy.compactMap({ Self.relativePath(of: path, under: $0) }).first else {
                return .invalid(.imageOutsideProject(path))
            }
            relative = inside
            folders = [""]
        }
        // As written it must stay inside the root; elsewhere it is only looked for.
        guard Self.normalized(relative, in: folders[0]) != nil else { return .invalid(.imageOutsideProject(path)) }
        let asWritten = Self.normalized(relative, in: "") ?? ""
        // `images/sea.jpg` is not looked for again as `images/images/sea.jpg`.
        if !imagesFolder.isEmpty, asWritten == imagesFolder || asWritten.hasPrefix(imagesFolder + "/") {
            folders.removeAll { $0 == imagesFolder }
        }
        var tried: [String] = []
        for folder in folders {
            guard let candidate = Self.normalized(relative, in: folder), !candidate.isEmpty else { continue }
            guard !tried.contains(candidate) else { continue }
            tried.append(candidate)
            let url = root.appendingPathComponent(candidate)
            // By type, from stat: opening a FIFO to find out would block.
            switch FileKind(path: url.path) {
            case .missing: continue
            case .regular: break
            case .directory: return .invalid(.imageNotAFile(shown(candidate)))
            case let kind: return .invalid(.imageNotRegular(shown(candidate), kind))
            }
            let resolved = url.resolvingSymlinksInPath().path
            guard Self.relativePath(of: resolved, under: resolvedRootPath) != nil else {
                return .invalid(.imageLinksOutsideProject(shown(candidate)))
            }
            if confinedToImagesFolder, !imagesFolder.isEmpty, !candidate.hasPrefix(imagesFolder + "/") {
                return .invalid(.imageOutsideImagesFolder(path))
            }
            return .valid(candidate)
        }
        guard !tried.isEmpty else { return .invalid(.imageNotAFile(path)) }
        return .invalid(.imageNotFound(path, tried: tried.map(shown), suggestion: suggestion(for: tried).map(shown)))
    }

    private func shown(_ candidate: String) -> String { displayPrefix + candidate }

    // MARK: - Suggestions

    /// The file the user most likely meant: the same path in another case, with `/` for `\`,
    /// with another extension, or else the nearest by edit distance.
    private mutating func suggestion(for tried: [String]) -> String? {
        let files = known()
        guard !files.isEmpty else { return nil }
        let byFolded = Dictionary(files.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let byStem = Dictionary(
            files.map { (Self.stem($0).lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in tried {
            let folded = candidate.replacingOccurrences(of: "\\", with: "/").lowercased()
            if let match = byFolded[folded] { return match }
            if let match = byStem[Self.stem(folded)] { return match }
        }
        // A typo is in the name: compare names, so the threshold is the name's, not the path's.
        guard files.count <= Self.editDistanceLimit else { return nil }
        let names = Dictionary(
            files.map { (Self.name($0).lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in tried {
            if let match = EditDistance.closest(to: Self.name(candidate).lowercased(), in: names.keys.sorted()) {
                return names[match]
            }
        }
        return nil
    }

    /// Comparing every name costs its square; past this many files only exact matches are offered.
    private static let editDistanceLimit = 5000
    /// Listing stops here, so a suggestion never costs a walk of a whole disk.
    private static let listingLimit = 50_000

    /// The regular files under the images folder and directly in the other search folders.
    private mutating func known() -> [String] {
        if let knownFiles { return knownFiles }
        var files: [String] = []
        let manager = FileManager.default
        for folder in searchFolders {
            let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let prefix = folder.isEmpty ? "" : folder + "/"
            if folder == imagesFolder, !folder.isEmpty {
                guard let walker = manager.enumerator(atPath: base.path) else { continue }
                while let name = walker.nextObject() as? String, files.count < Self.listingLimit {
                    if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                        files.append(prefix + name)
                    }
                }
            } else {
                for name in (try? manager.contentsOfDirectory(atPath: base.path)) ?? []
                where files.count < Self.listingLimit {
                    if FileKind(path: base.appendingPathComponent(name).path) == .regular {
                        files.append(prefix + name)
                    }
                }
            }
        }
        let unique = Array(Set(files)).sorted()
        knownFiles = unique
        return unique
    }

    private static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func stem(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
        return String(path[..<dot])
    }

    // MARK: - Paths

    /// `value` inside `folder`, with `.` and `..` resolved; nil if it leaves the root.
    private static func normalized(_ value: String, in folder: String) -> String? {
        var components: [Substring] = []
        for component in (folder.isEmpty ? value : folder + "/" + value).split(separator: "/") where component != "." {
            if component == ".." {
                guard components.popLast() != nil else { return nil }
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    private static func relativePath(of path: String, under root: String) -> String? {
        guard path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root.count + 1))
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
