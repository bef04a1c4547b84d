public import Diagnostics
import SafeFiles

/// Writing the built site failed, or the output folder is one Draper must not write into.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable {
        case forbiddenLocation(String)
        case writeFailed(String)
        case manifestUnreadable(String)
        /// Another build holds the output folder (its process id, if known).
        case busy(holder: Int32?)
        /// A folder of the build state is a symbolic link or a file.
        case stateFolderBlocked
    }

    public var path: String
    public var reason: Reason

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// A step of an atomic write that failed, said as every other failure to write.
    init(writing failure: AtomicFileError, path: String) {
        switch failure {
        case .failed(let why), .folderNotCreated(_, let why): self.init(.writeFailed(why), path: path)
        case .notReplaceable(let kind):
            self.init(.writeFailed("\(kind) is in the way; Draper replaces only regular files"), path: path)
        }
    }

    /// What went wrong, without the path.
    public var message: String {
        switch reason {
        case .forbiddenLocation(let why): "refusing to write here: \(why)"
        case .writeFailed(let why): "cannot write: \(why)"
        case .manifestUnreadable(let why): "cannot read the build record: \(why)"
        case .busy(let holder):
            "another build\(holder.map { " (process \($0))" } ?? "") is writing this output folder; try again when it has finished, or leave out --no-wait to wait for it"
        case .stateFolderBlocked:
            "cannot keep the build's records here: it is not a folder (a symbolic link or a file is in the way)"
        }
    }

    public var description: String { "\(path): \(message)" }

    /// The error at its own file: `output/cards/a.png: error: cannot write: No space left on device`.
    public var diagnostic: Diagnostic { .error(message, at: SourceLocation(file: path)) }
}
