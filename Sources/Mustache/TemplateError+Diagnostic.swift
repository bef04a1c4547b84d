public import Diagnostics

extension TemplateError {
    /// The error as a diagnostic, for reporting next to other build problems.
    public var diagnostic: Diagnostic {
        .error(reason.description, at: SourceLocation(file: file, line: line, column: column))
    }
}
