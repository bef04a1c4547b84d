import Diagnostics
import Foundation
import Project
import SafeFiles

/// The author's files published as they are: everything in `static/` (`CNAME`,
/// `favicon.ico`, `.well-known/…`, hidden files too) at the same path in the site.
///
/// Listed and checked before a build writes anything, so a file that would take the place of
/// one Draper makes is an error, not a silent overwrite either way. Each file is read when it
/// is written, one at a time: a folder of large downloads costs one file's memory.
struct StaticFiles: Sendable {
    struct File: Sendable {
        /// The file in the project.
        var source: URL
        /// Where it goes, relative to the output root (and to `static/`).
        var path: String
    }

    /// The most files `static/` may hold, and the largest one.
    static let maximumCount = 10_000
    static let maximumBytes = 200_000_000

    let files: [File]
    let root: InputFile.Root?

    /// The files of the project's `static/` folder, in path order; every problem (a link, a
    /// device, a file where Draper writes one, a page's path) reported together.
    init(project: Project) throws(DiagnosticError) {
        root = InputFile.Root(path: project.root.path)
        let folder = project.staticDirectory
        let name = ProjectLoader.staticFolder
        switch FileKind(path: folder.path, followingLinks: false) {
        case .missing:
            files = []
            return
        case .directory: break
        case let kind: throw DiagnosticError([.error("must be a folder, not \(kind)", at: SourceLocation(file: name))])
        }
        var problems: [Diagnostic] = []
        var found: [File] = []
        let pages = Set(project.pages.map { SitePaths.authorPage($0.slug) })
        // Not following links: a link is reported, never copied from wherever it points.
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            let source = folder.appendingPathComponent(relative)
            let display = "\(name)/\(relative)"
            switch FileKind(path: source.path, followingLinks: false) {
            case .directory: continue
            case .regular: break
            case let kind:
                // A link to a folder is not walked into: it is reported, like any link.
                if kind == .symbolicLink { walker?.skipDescendants() }
                problems.append(
                    .error(
                        "is \(kind); static/ is published as it is, so it may hold only files and folders",
                        at: SourceLocation(file: display)))
                continue
            }
            if SitePaths.isReserved(relative) {
                problems.append(
                    .error(
                        "names beginning '\(SitePaths.reservedPrefix)' at the top of the site are Draper's own (its scratch files and the records of older versions); rename it",
                        at: SourceLocation(file: display)))
            } else if SitePaths.isDrapers(relative) {
                problems.append(
                    .error(
                        "Draper writes \(relative) itself (or everything in its folder); a static file may not replace it: rename it, or change the page through templates/",
                        at: SourceLocation(file: display)))
            } else if pages.contains(relative) {
                problems.append(
                    .error(
                        "the page pages/\(relative.dropLast("/index.html".count)).md is written here; keep one of them",
                        at: SourceLocation(file: display)))
            } else {
                found.append(File(source: source, path: relative))
            }
            if found.count > Self.maximumCount {
                throw DiagnosticError([
                    .error("holds more than \(Self.maximumCount) files", at: SourceLocation(file: name))
                ])
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        files = found.sorted { $0.path < $1.path }
    }

    /// The bytes of `file`, read now: a regular file inside the project, within the limit.
    func bytes(of file: File) throws(DiagnosticError) -> [UInt8] {
        do {
            return try InputFile.read(file.source.path, inside: root, limit: Self.maximumBytes)
        } catch {
            throw DiagnosticError([
                .error("\(error)", at: SourceLocation(file: "\(ProjectLoader.staticFolder)/\(file.path)"))
            ])
        }
    }
}
