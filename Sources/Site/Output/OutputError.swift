/// Writing the built site failed, or the output folder is one Draper must not write into.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable {
        case forbiddenLocation(String)
        case writeFailed(String)
        case manifestUnreadable(String)
    }

    public var path: String
    public var reason: Reason

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        switch reason {
        case .forbiddenLocation(let why): "\(path): refusing to write the site here: \(why)"
        case .writeFailed(let why): "\(path): cannot write: \(why)"
        case .manifestUnreadable(let why): "\(path): cannot read the build manifest: \(why)"
        }
    }
}
