import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics
/// and progress. Tests swap in a recording console.
public struct Console: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (live progress) or a pipe/file (one-line summaries).
    public var errorIsTerminal: Bool

    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        errorIsTerminal: Bool
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own standard output and error.
    public static let standard = Console(
        writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        errorIsTerminal: isatty(STDERR_FILENO) == 1
    )

    func print(_ line: String) { writeOutput(line + "\n") }
    func printError(_ line: String) { writeError(line + "\n") }
}
