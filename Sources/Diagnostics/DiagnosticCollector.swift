/// Gathers every problem of a run instead of stopping at the first one.
///
/// Users fix a spreadsheet faster when they see all of its mistakes at once, so
/// loaders report into a collector and the command decides at the end whether
/// the run failed. A cap keeps a badly broken file from flooding the terminal.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many errors were reported, including those beyond the cap.
    public private(set) var errorCount = 0
    public private(set) var warningCount = 0
    public let errorLimit: Int

    public init(errorLimit: Int = 200) {
        self.errorLimit = errorLimit
    }

    public var hasErrors: Bool { errorCount > 0 }

    /// Whether errors were dropped because the cap was reached.
    public var isTruncated: Bool { errorCount > errorLimit }

    public mutating func report(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error:
            errorCount += 1
            if errorCount > errorLimit { return }
        case .warning:
            warningCount += 1
        case .note:
            break
        }
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation? = nil) {
        report(.error(message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation? = nil) {
        report(.warning(message, at: location))
    }

    public mutating func append(contentsOf other: DiagnosticCollector) {
        for diagnostic in other.diagnostics { report(diagnostic) }
        // Errors the other collector dropped past its own cap still count.
        errorCount += other.errorCount - other.diagnostics.filter { $0.severity == .error }.count
    }

    /// Throws a `DiagnosticError` holding everything collected if any error was reported.
    public func throwIfErrors() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(diagnostics) }
    }

    /// "2 errors, 1 warning" (or "no problems").
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if errorCount > 0 { parts.append(plural(errorCount, "error")) }
        if warningCount > 0 { parts.append(plural(warningCount, "warning")) }
        var text = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        if isTruncated { text += " (only the first \(errorLimit) errors are shown)" }
        return text
    }
}
