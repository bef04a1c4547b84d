public import Diagnostics

/// Named templates that render each other as partials and parents.
///
/// A site's theme and its project's own `templates/` folder load into one
/// library, the project's files replacing the theme's by name:
///
/// ```swift
/// let library = try TemplateLibrary(directories: [
///     TemplateDirectory(themeTemplatesURL, displayPath: "theme/templates"),
///     TemplateDirectory(projectURL.appending(path: "templates"), displayPath: "templates", isOptional: true),
/// ])
/// let html = try library.render("home", with: context)
/// ```
///
/// With ``MissingPartialPolicy/error`` (the default) loading checks that every
/// `{{>name}}` and `{{<name}}` refers to a template in the library.
public struct TemplateLibrary: Sendable {
    /// What rendering does with a partial or parent the library lacks.
    public var missingPartials: MissingPartialPolicy
    private(set) var templates: [String: Template] = [:]

    /// An empty library; add templates with ``add(_:)``.
    public init(missingPartials: MissingPartialPolicy = .error) {
        self.missingPartials = missingPartials
    }

    /// Parses templates held in memory, keyed by name.
    ///
    /// - Throws: Every syntax error, and with ``MissingPartialPolicy/error`` every
    ///   reference to a missing template, sorted by file and position.
    public init(sources: [String: String], missingPartials: MissingPartialPolicy = .error) throws(DiagnosticError) {
        self.init(missingPartials: missingPartials)
        var errors: [TemplateError] = []
        var failedNames: Set<String> = []
        for (name, source) in sources {
            do throws(TemplateError) {
                add(try Template(source, name: name))
            } catch {
                errors.append(error)
                failedNames.insert(name)
            }
        }
        try finishLoading(errors, failedNames: failedNames)
    }

    /// Adds a template, replacing any template of the same name.
    public mutating func add(_ template: Template) {
        templates[template.name] = template
    }

    /// The template of that name, if the library has one.
    public subscript(name: String) -> Template? {
        templates[name]
    }

    /// The names of all templates, sorted.
    public var names: [String] {
        templates.keys.sorted()
    }

    /// Every `{{>name}}` or `{{<name}}` that names no template in the library,
    /// sorted by file and position.
    public func unresolvedReferences() -> [TemplateError] {
        unresolvedReferences(ignoring: [])
    }

    /// The same, but for references to `failedNames`: templates that failed to parse, whose
    /// own error says what is wrong.
    public func unresolvedReferences(ignoring failedNames: Set<String>) -> [TemplateError] {
        var errors: [TemplateError] = []
        for template in templates.values {
            for reference in template.references
            where templates[reference.name] == nil && !failedNames.contains(reference.name) {
                errors.append(
                    TemplateError(
                        file: template.file,
                        line: reference.position.line,
                        column: reference.position.column,
                        reason: .unknownPartial(reference.name)
                    ))
            }
        }
        return errors.sorted(by: TemplateError.isOrderedBefore)
    }

    /// Throws the collected errors, adding unresolved references when missing
    /// partials are errors. A reference to a template that failed to parse is
    /// not reported again.
    func finishLoading(_ errors: [TemplateError], failedNames: Set<String>) throws(DiagnosticError) {
        var errors = errors
        if missingPartials == .error {
            errors += unresolvedReferences(ignoring: failedNames)
        }
        errors += endlessInclusions()
        if !errors.isEmpty {
            throw DiagnosticError(errors.sorted(by: TemplateError.isOrderedBefore).map(\.diagnostic))
        }
    }

    // MARK: - Rendering

    /// Renders the template called `name`.
    ///
    /// - Throws: ``TemplateError/Reason/unknownTemplate(_:)`` when there is no
    ///   such template, or an error located in the template being rendered.
    public func render(_ name: String, with context: MustacheValue) throws(TemplateError) -> String {
        guard let template = templates[name] else {
            throw TemplateError(file: name, reason: .unknownTemplate(name))
        }
        return try render(template, with: context)
    }

    /// Renders a template, which need not belong to the library, using the
    /// library's templates as its partials and parents.
    public func render(_ template: Template, with context: MustacheValue) throws(TemplateError) -> String {
        var renderer = Renderer(templates: templates, missingPartials: missingPartials, context: context)
        try renderer.render(template)
        return renderer.output
    }
}

extension TemplateError {
    /// Orders errors by file, then line, then column, so reports are deterministic.
    static func isOrderedBefore(_ lhs: TemplateError, _ rhs: TemplateError) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        return (lhs.column ?? 0) < (rhs.column ?? 0)
    }
}
