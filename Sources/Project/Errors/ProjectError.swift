public import Diagnostics

/// A problem with a project's files, located in the file that holds it.
///
/// The loader turns each one into a compiler-style `Diagnostic`, so a user sees
/// `data/quotes.json:57:15: error: quotes[12] (id 'q-don-1'): 'lang' is not a valid
/// BCP 47 language tag: 'en_US' (use '-' between subtags)`.
public struct ProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the file relative to the project root, and a line and column when known.
    public var location: SourceLocation
    /// The record the problem belongs to, such as `quotes[12] (id 'q-don-1')`, if any.
    public var subject: String?
    /// What is wrong.
    public var reason: Reason
    /// Where an earlier, conflicting definition is (the first use of a repeated id or day).
    public var firstDefinition: SourceLocation?

    /// An error at `location`, optionally naming the record and pointing at an earlier conflicting definition.
    public init(
        _ reason: Reason,
        at location: SourceLocation,
        subject: String? = nil,
        firstDefinition: SourceLocation? = nil
    ) {
        self.reason = reason
        self.location = location
        self.subject = subject
        self.firstDefinition = firstDefinition
    }

    /// The message without the location: `quotes[3]: 'text' is empty`.
    public var message: String {
        subject.map { "\($0): \(reason)" } ?? reason.description
    }

    public var description: String {
        "\(location): \(reason.severity.rawValue): \(message)"
    }

    /// The diagnostic to print, followed by a note pointing at the first definition if there is one.
    public var diagnostics: [Diagnostic] {
        var result = [Diagnostic(reason.severity, message, at: location)]
        if let firstDefinition {
            result.append(.note("first defined here", at: firstDefinition))
        }
        return result
    }
}
