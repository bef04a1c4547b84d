import Foundation

/// A sendmail-compatible program (`/usr/sbin/sendmail` of Postfix or Exim, msmtp, …) that
/// `draper email --sendmail` hands each recipient's message to: one run of `PROGRAM -i -t`
/// per message, which takes its one recipient from the message's `To:` line (`-t`) and reads
/// it to the end whatever its lines hold (`-i`, so a line with a single dot ends nothing).
///
/// The message reaches the program through an unnamed temporary file rather than a pipe:
/// a program that exits before reading it (a wrong path, a refused account) cannot stop
/// Draper with SIGPIPE, and nothing waits on a pipe that nobody reads.
struct Sendmail {
    let program: URL

    /// Why a message was not sent, as the end of a sentence.
    struct Failure: Error {
        var reason: String
        /// What the program printed, to pass on.
        var output: String
    }

    /// The program `name` stands for: a path (relative to `folder`) when it has a slash, else
    /// the first executable file of that name in `PATH`, as a shell would find it; nil with the
    /// sentence to print when there is none.
    static func find(_ name: String, environment: [String: String], folder: URL) -> Result<Sendmail, Failure> {
        let manager = FileManager.default
        if name.contains("/") {
            let url = URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL
            guard manager.isExecutableFile(atPath: url.path) else {
                return .failure(Failure(reason: "'\(name)' is not a program that can be run", output: ""))
            }
            return .success(Sendmail(program: url))
        }
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                manager.isExecutableFile(atPath: candidate.path)
            {
                return .success(Sendmail(program: candidate))
            }
        }
        return .failure(
            Failure(
                reason: "'\(name)' is not in PATH (\(path)); give its full path, such as /usr/sbin/sendmail",
                output: ""))
    }

    /// Runs the program once with `message` as its input, in `environment`; returns when it
    /// has exited.
    func send(_ message: String, environment: [String: String]) -> Result<Void, Failure> {
        guard let file = tmpfile() else {
            return .failure(Failure(reason: "no temporary file for the message: \(Self.lastError())", output: ""))
        }
        defer { fclose(file) }
        let bytes = Array(message.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count, fflush(file) == 0 else {
            return .failure(Failure(reason: "the message could not be written: \(Self.lastError())", output: ""))
        }
        rewind(file)

        let process = Process()
        process.executableURL = program
        process.arguments = ["-i", "-t"]
        process.environment = environment
        process.standardInput = FileHandle(fileDescriptor: fileno(file), closeOnDealloc: false)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return .failure(
                Failure(reason: "\(program.path) could not be started: \(error.localizedDescription)", output: ""))
        }
        // Process has closed this side's copy of the pipe's write end: reading ends when the program does.
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            return .success(())
        case (.exit, let status):
            return .failure(Failure(reason: "\(program.path) exited with status \(status)", output: printed))
        case (_, let signal):
            return .failure(Failure(reason: "\(program.path) was ended by signal \(signal)", output: printed))
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
