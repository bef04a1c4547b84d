public import Foundation

/// What a command may use from its surroundings, passed in so tests can control it.
public struct CommandContext: Sendable {
    public var console: Console
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: URL
    /// Whether the process ends when the command returns (the `draper` executable, not a test
    /// that runs commands in its own process): a build may then leave its memory to the kernel.
    public var processEndsAfterCommand = false

    public init(console: Console, environment: [String: String], currentDirectory: URL) {
        self.console = console
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// Resolves a path the user typed against the current directory.
    func url(for path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return URL(fileURLWithPath: expanded, relativeTo: currentDirectory).standardizedFileURL
    }
}
