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
/// A `\` separates folders as `/` does (`images\Kamera alt.jpg`, as a spreadsheet made on
/// Windows writes it) when the value names no file as written; it is then a `/` to every rule
/// above, and one note per file says how such values were read.
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
    /// Each value's outcome, and whether it was found only with `\` read as `/`.
    private var cache: [String: (outcome: Outcome, readWithSlashes: Bool)] = [:]
    private var knownFiles: [String]?
    /// The values read with `\` as `/`, per file, in the order files were met: the first
    /// one's place and spellings, and how many there were.
    private var windowsPaths: [(file: String, first: SourceLocation, value: String, read: String, count: Int)] = []

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

    /// The file `value` names, written at `location`.
    mutating func resolve(_ value: String, at location: SourceLocation) -> Outcome {
        let answer = cache[value] ?? lookUp(value)
        cache[value] = answer
        if answer.readWithSlashes, case .valid(let clean) = answer.outcome {
            noteWindowsPath(value, readAs: clean, at: location)
        }
        return answer.outcome
    }

    /// As written; then, if that names no file and the value holds a `\`, with each `\` a
    /// `/`. A file whose name holds a `\` (allowed on Linux) is still found as written, and
    /// the second spelling passes every check the first does, so it reaches nothing more.
    private mutating func lookUp(_ value: String) -> (outcome: Outcome, readWithSlashes: Bool) {
        let asWritten = check(value, shownAs: value)
        guard value.contains("\\") else { return (asWritten, false) }
        switch asWritten {
        case .invalid(.imageNotFound), .invalid(.imageOutsideProject):
            return (check(value.replacingOccurrences(of: "\\", with: "/"), shownAs: value), true)
        default:
            // Found as written (or something is there, and that is what the value names).
            return (asWritten, false)
        }
    }

    /// One note per file, at its first value read with `\` as `/`, counting the others.
    func reportWindowsPaths(into diagnostics: inout DiagnosticCollector) {
        for entry in windowsPaths {
            let others = entry.count - 1
            diagnostics.note(
                "image '\(entry.value)' was read as '\(entry.read)' ('\\' taken as '/', as Windows writes paths)"
                    + (others > 0
                        ? ", and so \(others == 1 ? "was 1 more image path" : "were \(others) more image paths") in this file"
                        : ""),
                at: entry.first)
        }
    }

    private mutating func noteWindowsPath(_ value: String, readAs clean: String, at location: SourceLocation) {
        if let index = windowsPaths.firstIndex(where: { $0.file == location.file }) {
            windowsPaths[index].count += 1
        } else {
            windowsPaths.append((location.file, location, value, shown(clean), 1))
        }
    }

    /// `path` checked and looked for; messages quote `value`, the user's spelling of it.
    private mutating func check(_ path: String, shownAs value: String) -> Outcome {
        var relative = path
        var folders = searchFolders
        // `C:/…` (a Windows drive) names nothing in the project, wherever it is run.
        if path.hasPrefix("/") || Self.hasDriveLetter(path) {
            guard let inside = rootPaths.lazy.compactMap({ Self.relativePath(of: path, under: $0) }).first else {
                return .invalid(.imageOutsideProject(value))
            }
            relative = inside
            folders = [""]
        }
        // As written it must stay inside the root; elsewhere it is only looked for.
        guard Self.normalized(relative, in: folders[0]) != nil else { return .invalid(.imageOutsideProject(value)) }
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
            case .missing:
                // A link to nothing is there all the same: say where it leads, suggest nothing.
                if FileKind(path: url.path, followingLinks: false) == .symbolicLink {
                    return .invalid(.imageBrokenLink(shown(candidate), target: Self.brokenLinkTarget(url.path)))
                }
                continue
            case .regular: break
            case .directory: return .invalid(.imageNotAFile(shown(candidate)))
            case let kind: return .invalid(.imageNotRegular(shown(candidate), kind))
            }
            let resolved = url.resolvingSymlinksInPath().path
            guard Self.relativePath(of: resolved, under: resolvedRootPath) != nil else {
                return .invalid(.imageLinksOutsideProject(shown(candidate)))
            }
            if confinedToImagesFolder, !imagesFolder.isEmpty, !candidate.hasPrefix(imagesFolder + "/") {
                return .invalid(.imageOutsideImagesFolder(value))
            }
            return .valid(candidate)
        }
        guard !tried.isEmpty else { return .invalid(.imageNotAFile(value)) }
        return .invalid(.imageNotFound(value, tried: tried.map(shown), suggestion: suggestion(for: tried).map(shown)))
    }

    private func shown(_ candidate: String) -> String { displayPrefix + candidate }

    /// What is missing at the end of the broken link at `path` (through any links after it), as
    /// the last link writes it; nil when following it comes back to a link already followed
    /// (the kernel's ELOOP).
    private static func brokenLinkTarget(_ path: String) -> String? {
        let manager = FileManager.default
        var seen: Set<String> = [], current = path, named: String?
        while seen.insert(current).inserted {
            // A link in the chain that cannot be read: the last target known is named.
            guard let target = try? manager.destinationOfSymbolicLink(atPath: current) else { return named }
            named = target
            let next =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
            if FileKind(path: next, followingLinks: false) != .symbolicLink { return target }
            current = URL(fileURLWithPath: next).standardizedFileURL.path
        }
        return nil
    }

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

    /// `C:/…` or `C:` alone: a letter and a colon, as a Windows path begins.
    private static func hasDriveLetter(_ path: String) -> Bool {
        let scalars = Array(path.unicodeScalars.prefix(3))
        guard scalars.count >= 2, scalars[0].isASCII, scalars[0].properties.isAlphabetic, scalars[1] == ":" else {
            return false
        }
        return scalars.count == 2 || scalars[2] == "/"
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
