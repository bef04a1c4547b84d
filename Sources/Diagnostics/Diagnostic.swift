import SafeText

/// One problem found in a user's input, printed compiler-style:
/// `data/quotes.csv:14:33: error: quotes[12]: 'speaker' is empty`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// One line, safe to print: characters from data that could drive a terminal, start a
    /// line of their own or reverse the text are written as `\u{…}` escapes.
    public var description: String {
        let prefix = location.map { "\(TerminalText.escaped($0.description)): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(TerminalText.escaped(message))"
    }
}
