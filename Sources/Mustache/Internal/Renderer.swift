/// Walks parsed nodes against a context stack and writes the output.
///
/// Indentation of standalone partials and blocks is applied lazily: a
/// `lineStart` node *owes* the current indentation when the output is at the
/// start of a line, and the next write pays it. Nothing is owed for blank
/// lines, so indented partials never leave trailing whitespace.
struct Renderer {
    /// How deep partials and overriding blocks may nest before rendering assumes endless recursion.
    static let maximumDepth = 200

    private let templates: [String: Template]
    private let missingPartials: MissingPartialPolicy
    private(set) var output = ""
    private var contexts: [MustacheValue]
    private var indentation = ""
    private var owedIndentation: String?
    private var depth = 0

    /// A block's replacement content, with the file it came from for error messages.
    struct Override {
        var nodes: [Node]
        var file: String
    }

    init(templates: [String: Template], missingPartials: MissingPartialPolicy, context: MustacheValue) {
        self.templates = templates
        self.missingPartials = missingPartials
        self.contexts = [context]
    }

    mutating func render(_ template: Template) throws(TemplateError) {
        try render(template.nodes, file: template.file, overrides: [:])
    }

    private mutating func render(_ nodes: [Node], file: String, overrides: [String: Override]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                write(text)
            case .lineStart:
                if !indentation.isEmpty && isAtLineStart { owedIndentation = indentation }
            case .variable(let variable):
                try interpolate(variable, file: file)
            case .section(let section):
                try render(section, file: file, overrides: overrides)
            case .inclusion(let inclusion):
                try include(inclusion, file: file, overrides: overrides)
            case .block(let block):
                if let override = overrides[block.name] {
                    // An override that holds its own block would otherwise apply itself forever.
                    guard depth < Self.maximumDepth else {
                        throw TemplateError(
                            file: file, line: block.position.line, column: block.position.column,
                            reason: .blocksTooDeep(name: block.name, limit: Self.maximumDepth))
                    }
                    depth += 1
                    try indented(by: block.indentation, owingFirstLine: block.isStandalone) {
                        renderer throws(TemplateError) in
                        try renderer.render(override.nodes, file: override.file, overrides: overrides)
                    }
                    depth -= 1
                } else {
                    try render(block.defaultNodes, file: file, overrides: overrides)
                }
            }
        }
    }

    private mutating func interpolate(_ variable: Variable, file: String) throws(TemplateError) {
        let value = lookUp(variable.path) ?? .null
        guard let text = value.interpolatedText else {
            let kind = if case .list = value { "a list" } else { "a dictionary" }
            throw TemplateError(
                file: file,
                line: variable.position.line,
                column: variable.position.column,
                reason: .notInterpolatable(name: variable.path.name, kind: kind)
            )
        }
        if variable.isEscaped {
            write(text.escapingHTML())
        } else {
            write(text)
        }
    }

    private mutating func render(_ section: Section, file: String, overrides: [String: Override]) throws(TemplateError)
    {
        let value = lookUp(section.path) ?? .null
        if section.isInverted {
            if !value.isTruthy { try render(section.nodes, file: file, overrides: overrides) }
        } else if case .list(let items) = value {
            for item in items {
                contexts.append(item)
                try render(section.nodes, file: file, overrides: overrides)
                contexts.removeLast()
            }
        } else if value.isTruthy {
            contexts.append(value)
            try render(section.nodes, file: file, overrides: overrides)
            contexts.removeLast()
        }
    }

    private mutating func include(_ inclusion: Inclusion, file: String, overrides: [String: Override])
        throws(TemplateError)
    {
        func error(_ reason: TemplateError.Reason) -> TemplateError {
            TemplateError(file: file, line: inclusion.position.line, column: inclusion.position.column, reason: reason)
        }
        guard let template = templates[inclusion.name] else {
            if missingPartials == .error { throw error(.unknownPartial(inclusion.name)) }
            return
        }
        guard depth < Self.maximumDepth else {
            throw error(.partialsTooDeep(name: inclusion.name, limit: Self.maximumDepth))
        }

        // The outermost template's blocks win over those its parents pass further up.
        var scoped = overrides
        for (name, nodes) in inclusion.arguments where scoped[name] == nil {
            scoped[name] = Override(nodes: nodes, file: file)
        }
        depth += 1
        let indentation = inclusion.indentation ?? ""
        try indented(by: indentation, owingFirstLine: inclusion.indentation != nil) { renderer throws(TemplateError) in
            try renderer.render(template.nodes, file: template.file, overrides: scoped)
        }
        depth -= 1
    }

    /// Renders with extra indentation at every line start. A standalone tag's own
    /// line was removed, so its first line owes the indentation too.
    private mutating func indented(
        by extra: String,
        owingFirstLine: Bool,
        _ body: (inout Renderer) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        let savedIndentation = indentation
        let savedOwed = owedIndentation
        let savedLength = output.utf8.count
        indentation += extra
        if owingFirstLine { owedIndentation = indentation }
        try body(&self)
        indentation = savedIndentation
        // If nothing was written, what the caller owed is still owed; otherwise it was
        // paid, and whatever the inner template owes ends with it.
        owedIndentation = output.utf8.count == savedLength ? savedOwed : nil
    }

    // MARK: - Output

    private var isAtLineStart: Bool {
        guard let last = output.utf8.last else { return true }
        return last == .lineFeed
    }

    private mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        if let owed = owedIndentation {
            owedIndentation = nil
            let first = text.utf8.first
            if first != .lineFeed && first != .carriageReturn { output += owed }
        }
        output += text
    }

    // MARK: - Context

    /// Resolves a dotted name: the first part against the whole context stack,
    /// innermost first; every further part only inside the value found so far.
    private func lookUp(_ path: ValuePath) -> MustacheValue? {
        guard let first = path.parts.first else { return contexts.last }
        var found: MustacheValue?
        for context in contexts.reversed() {
            if case .dictionary(let dictionary) = context, let value = dictionary[first] {
                found = value
                break
            }
        }
        guard var value = found else { return nil }
        for part in path.parts.dropFirst() {
            guard case .dictionary(let dictionary) = value, let next = dictionary[part] else { return nil }
            value = next
        }
        return value
    }
}
