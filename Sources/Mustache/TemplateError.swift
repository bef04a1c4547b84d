/// A problem in a template or in using one, located compiler-style:
/// `templates/home.mustache:3:5: error: unclosed section 'quotes'`.
///
/// Line and column are 1-based; columns count Unicode scalars. They are nil
/// only for problems that concern a whole file (it cannot be read) or a
/// template that does not exist.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template's path as shown to people, such as `templates/home.mustache`.
    public var file: String
    public var line: Int?
    public var column: Int?
    public var reason: Reason

    public init(file: String, line: Int? = nil, column: Int? = nil, reason: Reason) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): error: \(reason)"
    }
}
