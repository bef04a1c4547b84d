/// Why a file was not written; each description is a sentence that follows the file's name:
/// `card.png: error: this is a symbolic link; Draper replaces only regular files`.
public enum AtomicFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Something other than a regular file is where the file would go: a rename would replace
    /// it (a link itself, not its target; a FIFO; a device), so it is refused.
    case notReplaceable(FileKind)
    /// A folder on the way to the file could not be made.
    case folderNotCreated(path: String, reason: String)
    /// The system refused a step (open, write, close, rename), with its reason.
    case failed(String)

    public var description: String {
        switch self {
        case .notReplaceable(.directory): "this is a folder; give the name of the file to write, such as card.png"
        case .notReplaceable(.symbolicLink): "this is a symbolic link; Draper replaces only regular files"
        case .notReplaceable(.fifo): "this is a FIFO (named pipe); Draper replaces only regular files"
        case .notReplaceable(.characterDevice), .notReplaceable(.blockDevice):
            "this is a device; Draper replaces only regular files"
        case .notReplaceable: "this is a special file; Draper replaces only regular files"
        case .folderNotCreated(let path, let reason): "cannot create the folder \(path): \(reason)"
        case .failed(let why): "cannot write: \(why)"
        }
    }
}
