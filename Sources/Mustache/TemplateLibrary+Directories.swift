public import Diagnostics
import Foundation

extension TemplateLibrary {
    /// Loads every `.mustache` file below each directory; a later directory's
    /// template replaces an earlier one of the same name.
    ///
    /// - Throws: Every problem at once: unreadable files, syntax errors (also in
    ///   templates that are replaced), missing required directories and, with
    ///   ``MissingPartialPolicy/error``, references to missing templates.
    public init(directories: [TemplateDirectory], missingPartials: MissingPartialPolicy = .error)
        throws(DiagnosticError)
    {
        self.init(missingPartials: missingPartials)
        var errors: [TemplateError] = []
        var failedNames: Set<String> = []
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.url.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                if !directory.isOptional {
                    errors.append(TemplateError(file: directory.displayPath, reason: .missingDirectory))
                }
                continue
            }
            let paths: [String]
            do {
                paths = try Self.templatePaths(in: directory.url)
            } catch {
                errors.append(
                    TemplateError(file: directory.displayPath, reason: .unreadableFile(error.localizedDescription)))
                continue
            }
            for path in paths {
                let name = String(path.dropLast(Self.fileExtension.count))
                do throws(TemplateError) {
                    add(
                        try Self.loadTemplate(
                            named: name, at: directory.url.appending(path: path),
                            file: "\(directory.displayPath)/\(path)"))
                } catch {
                    errors.append(error)
                    failedNames.insert(name)
                }
            }
        }
        try finishLoading(errors, failedNames: failedNames)
    }

    private static let fileExtension = ".mustache"

    /// Paths of the template files below `url`, relative to it and sorted, so loading is deterministic.
    private static func templatePaths(in url: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: url.path)
            .filter { path in
                path.hasSuffix(fileExtension) && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            }
            .sorted()
    }

    private static func loadTemplate(named name: String, at url: URL, file: String) throws(TemplateError) -> Template {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TemplateError(file: file, reason: .unreadableFile(error.localizedDescription))
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw TemplateError(file: file, reason: .invalidEncoding)
        }
        return try Template(source, name: name, file: file)
    }
}
