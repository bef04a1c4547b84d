import Foundation
import Imaging

@testable import Site
@testable import SiteOutput

/// Checks that a built output folder is usable as a website: what its pages point at
/// exists, its images decode, and every file in it is one Draper knows it made.
struct OutputInspection {
    let root: URL

    /// Where the build keeps its records of this folder: the project (the output's parent) has it.
    var state: BuildStateFolder {
        BuildStateFolder(
            base: root.deletingLastPathComponent(), output: root.standardizedFileURL.resolvingSymlinksInPath())
    }

    /// Paths (relative to the root) of every regular file, hidden ones included.
    func files() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var paths: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths.sorted()
    }

    /// `"page: target"` for each local link, image, stylesheet or script (sealed door content
    /// included) whose file does not exist, on every page a visitor can reach.
    ///
    /// Visitors enter at the home page, the 404 page and any page the last completed build
    /// published (they may have bookmarked it), and follow links from there. Pages of an
    /// unfinished build that nothing links to yet are not reachable, so not checked.
    func brokenReferences() throws -> [String] {
        var broken: [String] = []
        var queue = ["index.html", "404.html"] + recordedPaths().filter { $0.hasSuffix(".html") }.sorted()
        var seen = Set(queue)
        while let page = queue.popLast() {
            let file = root.appendingPathComponent(page)
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let html = String(decoding: data, as: UTF8.self)
            var documents = [html]
            for tag in HTMLScanner.startTags(html) where tag.name == "template" {
                if let sealed = tag.attribute("data-sealed"), let key = tag.attribute("data-key") {
                    documents.append(Seal.unseal(sealed, key: key) ?? "")
                }
            }
            for document in documents {
                for reference in Self.localReferences(in: document) {
                    guard let target = resolve(reference, from: page) else {
                        broken.append("\(page): \(reference)")
                        continue
                    }
                    if target.hasSuffix(".html"), seen.insert(target).inserted { queue.append(target) }
                }
            }
        }
        for path in try files() where path.hasSuffix(".css") {
            let css = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for reference in Self.cssURLs(in: css) where resolve(reference, from: path) == nil {
                broken.append("\(path): \(reference)")
            }
        }
        return broken
    }

    /// The paths the record of the last completed build lists (its changes applied).
    func recordedPaths() -> Set<String> {
        guard let record = try? BuildManifest.load(from: state.manifest(shard: nil))?.manifest else { return [] }
        return Set(record.files.keys)
    }

    /// `"path: error"` for each PNG, JPEG or WebP file that does not decode. Files named in
    /// `verified` (by path, size and modification time) decoded before and are skipped; the
    /// ones that decode now are added.
    func undecodableImages(verified: inout Set<String>) throws -> [String] {
        var failures: [String] = []
        let decoder = ImageDecoder()
        for path in try files()
        where ["png", "jpg", "jpeg", "webp"].contains((path as NSString).pathExtension.lowercased()) {
            let url = root.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let identity = "\(path)|\(attributes[.size] ?? 0)|\(attributes[.modificationDate] ?? 0)"
            guard !verified.contains(identity) else { continue }
            do {
                _ = try decoder.decode(contentsOf: url.path)
                verified.insert(identity)
            } catch {
                failures.append("\(path): \(error)")
            }
        }
        return failures
    }

    /// Files neither recorded in the manifest or journal, nor in `userFiles`: leftovers such
    /// as temporary files (which belong in the build-state folder, never in the output).
    func unknownFiles(userFiles: Set<String>) throws -> [String] {
        let known = userFiles.union(recordedPaths()).union(OutputJournal.read(state.journal(shard: nil)).files.keys)
        return try files().filter { !known.contains($0) }
    }

    // MARK: - References

    /// Relative URLs in `href`, `src` and `srcset` attributes: the ones that must resolve
    /// inside the output folder. Absolute URLs, fragments, `mailto:` and the like are skipped.
    static func localReferences(in html: String) -> [String] {
        var targets: [String] = []
        for tag in HTMLScanner.startTags(html) {
            for (name, value) in tag.attributes {
                switch name {
                case "href", "src": targets.append(value)
                case "srcset":
                    targets += value.split(separator: ",").compactMap {
                        $0.split(separator: " ").first.map(String.init)
                    }
                default: break
                }
            }
        }
        return targets.filter(isLocal)
    }

    static func cssURLs(in css: String) -> [String] {
        css.components(separatedBy: "url(").dropFirst().compactMap { rest in
            rest.split(separator: ")").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }
        }.filter(isLocal)
    }

    private static func isLocal(_ url: String) -> Bool {
        !url.isEmpty && !url.hasPrefix("#") && !url.hasPrefix("/") && !url.contains(":")
    }

    /// The output path `reference` on `page` points at, if that file exists.
    private func resolve(_ reference: String, from page: String) -> String? {
        var target = Substring(reference)
        if let cut = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = target[..<cut] }
        let folder = root.appendingPathComponent(page).deletingLastPathComponent()
        let url = folder.appendingPathComponent(String(target)).standardizedFileURL
        let prefix = root.standardizedFileURL.path + "/"
        guard url.path.hasPrefix(prefix) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        return String(url.path.dropFirst(prefix.count))
    }
}
