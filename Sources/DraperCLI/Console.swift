import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics
/// and progress. Tests swap in a recording console.
public struct Console: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (live progress) or a pipe/file (one-line summaries).
    public var errorIsTerminal: Bool
    /// Why standard output, and why standard error, could not be written, if a write failed.
    var failures: @Sendable () -> (output: String?, error: String?) = { (nil, nil) }

    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        errorIsTerminal: Bool
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own standard output and error; a write that fails is remembered for
    /// `exitStatus(after:)`, never a crash.
    public static let standard: Console = {
        let (output, error) = (StandardStream.output, StandardStream.error)
        var console = Console(
            writeOutput: { output.write($0) }, writeError: { error.write($0) },
            errorIsTerminal: isatty(STDERR_FILENO) == 1)
        console.failures = { (output.failureReason, error.failureReason) }
        return console
    }()

    func print(_ line: String) { writeOutput(line + "\n") }
    func printError(_ line: String) { writeError(line + "\n") }

    /// A command's exit status once a failed write is taken into account: a command that
    /// succeeded but could not write all it had to say failed (1), and says so on standard
    /// error if that still works. A failure status of its own (a usage error's 64) stays.
    func exitStatus(after status: Int32) -> Int32 {
        let (output, error) = failures()
        if let output, error == nil {
            printError("error: cannot write to standard output: \(output)")
        }
        guard output != nil || failures().error != nil else { return status }
        return status == 0 ? 1 : status
    }
}
