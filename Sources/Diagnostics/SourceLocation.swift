/// A place in a file that a person can jump to: 1-based line and column.
///
/// A location without a line still names the file, so a message such as
/// "images/missing.jpg: error: cannot open file" keeps the compiler-style shape
/// that terminals and editors recognise.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, `file:line` or `file`, depending on what is known.
    public var description: String {
        switch (line, column) {
        case let (line?, column?): return "\(file):\(line):\(column)"
        case let (line?, nil): return "\(file):\(line)"
        default: return file
        }
    }
}
