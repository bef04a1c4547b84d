import Diagnostics
public import Foundation

/// Creates a new, loadable Draper project: what `draper new DIR` does.
///
/// The project gets a commented `site.json`, three quotes, a five-day advent
/// calendar ending on Christmas Day, and README files in `templates/` and
/// `fonts/`. Every quote and the last advent door use one sample image, which
/// the caller writes into `images/` afterwards (Draper draws it with its imaging
/// code, which this module does not depend on).
public enum ProjectScaffold {
    /// Writes the project into `directory`, creating it if needed.
    ///
    /// - Parameters:
    ///   - directory: a folder that does not exist yet or is empty.
    ///   - year: the advent calendar's year, normally the current one.
    ///   - sampleImage: the file name of the image the caller will write into `images/`, such as `sample.jpg`.
    /// - Returns: the paths written, relative to `directory`, sorted.
    /// - Throws: `ProjectError` if the folder is not empty, a file cannot be written,
    ///   `sampleImage` is not a plain file name, or `year` is outside 1…9999.
    @discardableResult
    public static func create(at directory: URL, year: Int, sampleImage: String) throws(ProjectError) -> [String] {
        let folder = SourceLocation(file: directory.path)
        guard isPlainFileName(sampleImage) else {
            throw ProjectError(.invalidImageFileName(sampleImage), at: folder)
        }
        guard let christmasEve = LocalDate(year: year, month: 12, day: 21) else {
            throw ProjectError(.outOfRange("year", value: String(year), range: "from 1 to 9999"), at: folder)
        }
        try requireEmptyFolder(directory)
        let image = "images/" + sampleImage
        let files: [(path: String, contents: String)] = [
            ("site.json", ScaffoldFiles.site),
            ("data/quotes.json", ScaffoldFiles.quotes(image: image)),
            ("data/advent.json", ScaffoldFiles.advent(start: christmasEve, image: image)),
            ("templates/README.md", ScaffoldFiles.templatesReadme),
            ("fonts/README.md", ScaffoldFiles.fontsReadme),
            // What builds make: the site, and the records Draper keeps of it.
            (".gitignore", "output/\n.draper/\n"),
        ]
        try createFolder(directory.appendingPathComponent("images", isDirectory: true), named: "images")
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try createFolder(url.deletingLastPathComponent(), named: file.path)
            do {
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw ProjectError(.cannotWrite(error.localizedDescription), at: SourceLocation(file: file.path))
            }
        }
        return files.map(\.path).sorted()
    }

    private static func requireEmptyFolder(_ directory: URL) throws(ProjectError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }
        let contents =
            isDirectory.boolValue ? (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) : nil
        guard contents?.isEmpty == true else {
            throw ProjectError(.folderNotEmpty, at: SourceLocation(file: directory.path))
        }
    }

    private static func createFolder(_ url: URL, named name: String) throws(ProjectError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ProjectError(.cannotWrite(error.localizedDescription), at: SourceLocation(file: name))
        }
    }

    /// A name without folders, quotes or control characters, so it can go into JSON and a path as is.
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && !name.unicodeScalars.contains {
                $0 == "/" || $0 == "\\" || $0 == "\"" || $0.value < 0x20 || $0.value == 0x7F
            }
    }
}
