import Diagnostics
import Foundation
import Project

/// Finds and loads the project a command works on, printing the loader's warnings.
enum ProjectLocator {
    static func load(_ path: String?, context: CommandContext) throws(DiagnosticError) -> Project {
        let root = context.url(for: path ?? ".")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticError(.error("no such project folder", at: SourceLocation(file: path ?? ".")))
        }
        let (project, warnings) = try ProjectLoader.loadOrThrow(at: root)
        for warning in warnings { context.console.printError(warning.description) }
        return project
    }
}
