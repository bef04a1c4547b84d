import Foundation
import PackagePlugin

/// Compiles the repository's `templates/` folder (the built-in theme) into the binary, so
/// `draper` finds its theme wherever it is installed, and a template edit rebuilds it.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let theme = context.package.directoryURL.appendingPathComponent("templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuiltInTheme+Files.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let file as URL in walker
            where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(file)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the built-in theme",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [theme.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
