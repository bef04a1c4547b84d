import Foundation
import TestSupport

/// What the data-safety tests need beyond running the binary: special files, digests, the
/// build-state records wherever a build keeps them, and runs measured by the kernel.
enum Safety {
    static let now = "2026-12-02T11:00:00Z"

    static func makeFIFO(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else {
            throw Failure("mkfifo \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    static func isFIFO(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The hexadecimal SHA-256 of a file's bytes, from coreutils (not Draper's own code).
    static func sha256(_ url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    /// Every JSON file a build keeps about its output folder: in the output folder itself
    /// (where builds kept it before), and anywhere under the project's `.draper/`.
    static func stateManifests(project: URL) -> [URL] {
        var found: [URL] = []
        let legacy = project.appendingPathComponent("output/.draper-manifest.json")
        if FileManager.default.fileExists(atPath: legacy.path) { found.append(legacy) }
        let state = project.appendingPathComponent(".draper")
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: state.path)) ?? []
        where path.hasSuffix(".json") {
            found.append(state.appendingPathComponent(path))
        }
        return found
    }

    /// Adds `files` entries to a manifest, in the shape of the entries already there.
    static func inject(_ entries: [String: String], into manifest: URL) throws {
        let data = try Data(contentsOf: manifest)
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var files = object["files"] as? [String: Any], let template = files.values.first as? [String: Any]
        else { throw Failure("\(manifest.path) has no files to imitate") }
        for (path, digest) in entries {
            var entry = template
            entry["digest"] = digest
            entry["key"] = "0"
            files[path] = entry
        }
        object["files"] = files
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
    }

    /// The exit status and the peak resident memory of one run, as the kernel counted them.
    struct MeasuredRun {
        var status: Int32
        var standardError: String
        var peakMegabytes: Int
        var seconds: Double
    }

    /// Runs the binary and reports its peak memory as the kernel counted it, through a small
    /// Python parent: a child forked from this test process would count the test runner's own
    /// pages, which it shares until it runs `exec`, and getrusage(RUSAGE_CHILDREN) here would
    /// mix in every other test's children.
    static func measure(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> MeasuredRun
    {
        let script = """
            import resource, subprocess, sys, time
            started = time.monotonic()
            status = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL).returncode
            print(status if status >= 0 else 128 - status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
                  time.monotonic() - started)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, PackagePaths.draperExecutable.path] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errors = Locked(Data())
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errors.set(error.fileHandleForReading.readDataToEndOfFile())
            done.signal()
        }
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        done.wait()
        process.waitUntilExit()
        let fields = report.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, let status = Int32(fields[0]), let kilobytes = Int(fields[1]),
            let seconds = Double(fields[2])
        else { throw Failure("the measuring parent printed '\(report)'") }
        return MeasuredRun(
            status: status, standardError: String(decoding: errors.get(), as: UTF8.self),
            peakMegabytes: kilobytes / 1024, seconds: seconds)
    }

    /// Runs the binary like `DraperProcess.run`, but kills it after `timeout` seconds (a
    /// regression that blocks must fail the test, not hang the suite).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], timeout: Double = 120
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = PackagePaths.draperExecutable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        let outputData = Locked(Data()), errorData = Locked(Data())
        DispatchQueue.global().async {
            outputData.set(output.fileHandleForReading.readDataToEndOfFile())
            finished.signal()
        }
        DispatchQueue.global().async {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
            finished.signal()
        }
        var timedOut = false
        let deadline = DispatchTime.now() + timeout
        if finished.wait(timeout: deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        finished.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData.get(), as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self), timedOut: timedOut)
    }

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var timedOut: Bool
    }

    final class Locked<Value>: @unchecked Sendable {
        private var value: Value
        private let lock = NSLock()
        init(_ value: Value) { self.value = value }
        func set(_ new: Value) { lock.withLock { value = new } }
        func get() -> Value { lock.withLock { value } }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
