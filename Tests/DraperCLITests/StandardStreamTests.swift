import Foundation
import TestSupport
import Testing

/// A standard stream that cannot be written (a full disk, a reader that left while SIGPIPE is
/// ignored, as under systemd) is an error and exit status 1, never a crash.
@Suite("Standard output and error that cannot be written")
struct StandardStreamTests {
    /// Where the child's standard output or error goes.
    enum Target {
        /// A file of the test's, read after the child exits.
        case captured
        /// `/dev/full`: every write fails with ENOSPC, as on a full disk.
        case full
        /// A pipe whose reading end is closed before the child starts: every write fails with EPIPE.
        case closedPipe
    }

    struct Run {
        var status: Int32
        /// The signal that ended the child, if one did (SIGILL for a trap, SIGPIPE when not ignored).
        var signal: Int32?
        var standardOutput: String
        var standardError: String
    }

    @Test("standard output on a full disk", arguments: [["--version"], ["--help"], ["help", "build"]])
    func fullOutput(arguments: [String]) throws {
        #expect(try Self.run(arguments, output: .captured, error: .captured).status == 0)
        let run = try Self.run(arguments, output: .full, error: .captured)
        #expect(run.signal == nil, "ended by signal \(run.signal ?? 0): \(run.standardError)")
        #expect(run.status == 1)
        #expect(run.standardError == "error: cannot write to standard output: No space left on device\n")
    }

    @Test("standard error on a full disk")
    func fullError() throws {
        let project = try FixtureProject()
        #expect(try Self.run(["check", project.root.path], output: .captured, error: .captured).status == 0)
        let run = try Self.run(["check", project.root.path], output: .captured, error: .full)
        #expect(run.signal == nil, "ended by signal \(run.signal ?? 0)")
        #expect(run.status == 1)
        // Nowhere is left to say so: an error in standard output would corrupt what it holds.
        #expect(run.standardOutput == "")
    }

    @Test("standard output on a pipe its reader closed, SIGPIPE ignored")
    func closedOutputPipe() throws {
        #expect(try Self.run(["--help"], output: .captured, error: .captured).status == 0)
        let run = try Self.run(["--help"], output: .closedPipe, error: .captured)
        #expect(run.signal == nil, "ended by signal \(run.signal ?? 0): \(run.standardError)")
        #expect(run.status == 1)
        #expect(run.standardError == "error: cannot write to standard output: Broken pipe\n")
    }

    @Test("standard error on a pipe its reader closed, SIGPIPE ignored")
    func closedErrorPipe() throws {
        let project = try FixtureProject()
        #expect(try Self.run(["check", project.root.path], output: .captured, error: .captured).status == 0)
        let run = try Self.run(["check", project.root.path], output: .captured, error: .closedPipe)
        #expect(run.signal == nil, "ended by signal \(run.signal ?? 0)")
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
    }

    @Test("a failed write does not hide a usage error's status")
    func usageErrorKeepsItsStatus() throws {
        let run = try Self.run(["no-such-command"], output: .captured, error: .full)
        #expect(run.signal == nil)
        #expect(run.status == 64)
    }

    // MARK: - Running the binary

    /// Runs `draper arguments` through `sh`, which sets SIGPIPE to ignored and then `exec`s
    /// it: an ignored signal stays ignored across exec, whatever the spawning library resets.
    static func run(_ arguments: [String], output: Target, error: Target) throws -> Run {
        let folder = try TemporaryDirectory("streams")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"trap '' PIPE; exec "$0" "$@""#, PackagePaths.draperExecutable.path] + arguments
        var keep: [AnyObject] = []
        func handle(_ target: Target, capturedIn name: String) throws -> FileHandle {
            switch target {
            case .captured:
                let url = folder.appending(name)
                guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                    throw Safety.Failure("cannot create \(url.path)")
                }
                return try FileHandle(forWritingTo: url)
            case .full:
                return try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            case .closedPipe:
                let pipe = Pipe()
                try pipe.fileHandleForReading.close()
                keep.append(pipe)
                return pipe.fileHandleForWriting
            }
        }
        process.standardOutput = try handle(output, capturedIn: "stdout")
        process.standardError = try handle(error, capturedIn: "stderr")
        try process.run()
        process.waitUntilExit()
        withExtendedLifetime(keep) {}
        func captured(_ name: String) -> String {
            let data = FileManager.default.contents(atPath: folder.appending(name).path) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        let signalled = process.terminationReason == .uncaughtSignal
        return Run(
            status: signalled ? -1 : process.terminationStatus, signal: signalled ? process.terminationStatus : nil,
            standardOutput: captured("stdout"), standardError: captured("stderr"))
    }
}
