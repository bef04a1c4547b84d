import DraperCLI
import Foundation

// The thin executable: everything testable lives in DraperCLI; only this file exits.
let context = CommandContext(
    console: .standard, environment: ProcessInfo.processInfo.environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
DraperCommandLine.installInterruptionHandlers()
exit(DraperCommandLine.run(Array(CommandLine.arguments.dropFirst()), context: context))
