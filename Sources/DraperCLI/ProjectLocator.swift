import Diagnostics
import Foundation
import Project

/// Finds and loads the project a command works on, printing the loader's warnings.
enum ProjectLocator {
    static func load(_ path: String?, context: CommandContext) throws(DiagnosticError) -> Project {
        let (project, diagnostics) = try loadReporting(path, context: context)
        guard let project else { throw DiagnosticError(diagnostics.diagnostics) }
        for warning in diagnostics.diagnostics { context.console.printError(warning.description) }
        return project
    }

    /// The project (nil if it has errors) and everything the loader found, unprinted.
    static func loadReporting(
        _ path: String?, context: CommandContext,
        diagnosticsPerFile: Int = DiagnosticCollector.defaultPerFileLimit
    ) throws(DiagnosticError) -> (project: Project?, diagnostics: DiagnosticCollector) {
        let root = context.url(for: path ?? ".")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticError(.error("no such project folder", at: SourceLocation(file: path ?? ".")))
        }
        return ProjectLoader.load(at: root, diagnosticsPerFile: diagnosticsPerFile)
    }
}
