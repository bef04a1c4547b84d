import BuiltInTheme
public import Diagnostics
public import Foundation
import Hashing
public import Mustache
import SafeFiles

/// The templates and assets a build renders with: the built-in theme, with any file a
/// project puts in its own `templates/` folder taking the built-in file's place by name.
public struct Theme: Sendable {
    public let templates: TemplateLibrary
    /// Text assets (stylesheet, script), parsed as templates, by path under `assets/`.
    let assets: [String: Template]
    /// A hash of every file of the theme, for the input keys of files rendered with it.
    let fingerprint: String

    static let templateExtension = ".mustache"
    /// Far more than any page template or stylesheet needs.
    static let maximumTemplateBytes = 4_000_000

    /// No templates at all, for runs that write no pages (`draper cards`).
    static let empty = Theme(templates: TemplateLibrary(), assets: [:], fingerprint: "")

    /// Loads the theme for the project at `projectRoot`; every syntax error and unknown
    /// partial of an override is reported with its `templates/…:line:col`.
    public static func load(projectRoot: URL) throws(DiagnosticError) -> Theme {
        var sources: [String: (text: String, file: String)] = [:]
        for (path, text) in BuiltInTheme.files {
            sources[path] = (text, "(built-in theme)/\(path)")
        }
        let overrides = projectRoot.appendingPathComponent("templates")
        var problems = DiagnosticCollector()
        let confinement = InputFile.Root(path: projectRoot.path)
        for path in overridePaths(in: overrides) {
            let location = SourceLocation(file: "templates/\(path)")
            do {
                // A regular file inside the project, by type before it is opened (a FIFO would block).
                let bytes = try InputFile.read(
                    overrides.appendingPathComponent(path).path, inside: confinement, limit: maximumTemplateBytes)
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    problems.error("the template is not valid UTF-8; save it with UTF-8 encoding", at: location)
                    continue
                }
                sources[path] = (text, "templates/\(path)")
            } catch {
                problems.error(error.description, at: location)
            }
        }
        var library = TemplateLibrary(missingPartials: .error)
        var assets: [String: Template] = [:]
        // Templates whose own error is reported: not reported again as missing.
        var failed: Set<String> = []
        for path in sources.keys.sorted() {
            guard let (text, file) = sources[path] else { continue }
            let isAsset = path.hasPrefix("assets/")
            guard isAsset || path.hasSuffix(templateExtension) else { continue }
            let name = isAsset ? path : String(path.dropLast(templateExtension.count))
            do throws(TemplateError) {
                if isAsset {
                    assets[String(path.dropFirst("assets/".count))] = try Template(text, name: name, file: file)
                } else {
                    library.add(try Template(text, name: name, file: file))
                }
            } catch {
                problems.report(error.diagnostic)
                failed.insert(name)
            }
        }
        for error in library.unresolvedReferences(ignoring: failed) + library.endlessInclusions() {
            problems.report(error.diagnostic)
        }
        for required in SitePages.requiredTemplates where library[required] == nil && !failed.contains(required) {
            problems.error(
                "the theme has no '\(required)' template",
                at: SourceLocation(file: "templates/\(required)\(templateExtension)"))
        }
        try problems.throwIfErrors()
        var hasher = SHA256()
        for path in sources.keys.sorted() {
            hasher.update(field: path)
            hasher.update(field: sources[path]?.text ?? "")
        }
        return Theme(templates: library, assets: assets, fingerprint: hasher.hexDigest())
    }

    /// Files of a project's template folder, relative to it: templates and assets, not
    /// notes such as README.md.
    private static func overridePaths(in folder: URL) -> [String] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) else { return [] }
        return paths.filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") }
                && (path.hasSuffix(templateExtension)
                    || (path.hasPrefix("assets/") && [".css", ".js", ".svg"].contains { path.hasSuffix($0) }))
        }.sorted()
    }

    func render(_ name: String, _ context: MustacheValue) throws(DiagnosticError) -> String {
        do {
            return try templates.render(name, with: context)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }

    func renderAsset(_ path: String, _ context: MustacheValue) throws(DiagnosticError) -> String? {
        guard let template = assets[path] else { return nil }
        do {
            return try templates.render(template, with: context)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }
}
