/// Why an input file was not read; each description is a sentence that follows the file's
/// name: `data/quotes.csv: error: this is a FIFO (named pipe), not a regular file`.
public enum InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case missing
    case notRegular(FileKind)
    case outside(rootName: String)
    case tooLarge(bytes: Int, limit: Int)
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .notRegular(let kind): "this is \(kind), not a regular file; Draper reads only regular files"
        case .outside(let rootName): "this is a symbolic link that leads outside the \(rootName)"
        case .tooLarge(let bytes, let limit):
            "the file is \(Self.size(bytes)); files here may be at most \(Self.size(limit))"
        case .unreadable(let why): "cannot read the file: \(why)"
        }
    }

    /// "64 MB", "1.5 MB", "900 KB": decimal units, as file managers show them.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000 {
            let megabytes = Double(bytes) / 1_000_000
            return megabytes >= 10 || megabytes == megabytes.rounded()
                ? "\(Int(megabytes.rounded())) MB" : "\((megabytes * 10).rounded() / 10) MB"
        }
        return "\(max(1, (bytes + 500) / 1000)) KB"
    }
}
