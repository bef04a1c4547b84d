/// A parsed Mustache template, ready to render any number of times.
///
/// Parse each template once per build and keep it in a ``TemplateLibrary``,
/// which supplies the partials and parents it refers to:
///
/// ```swift
/// let page = try Template("<h1>{{title}}</h1>", name: "page")
/// var library = TemplateLibrary()
/// library.add(page)
/// let html = try library.render("page", with: ["title": "Quotes"])
/// ```
///
/// Supported: interpolation, sections, inverted sections, comments, set
/// delimiters, partials (with standalone indentation) and inheritance
/// (`{{<parent}}` with `{{$block}}` overrides). Lambdas and dynamic names,
/// optional in the specification, are not.
public struct Template: Sendable {
    /// The name partials and parents use to refer to this template.
    public let name: String
    /// The path errors show, such as `templates/home.mustache`.
    public let file: String

    let nodes: [Node]
    let references: [Reference]

    /// Parses `source`.
    ///
    /// - Parameters:
    ///   - name: The name other templates use for it, usually the file name without `.mustache`.
    ///   - file: The path shown in errors; defaults to `name`.
    /// - Throws: The first syntax error, with its line and column.
    public init(_ source: String, name: String, file: String? = nil) throws(TemplateError) {
        let file = file ?? name
        let tokens = try Lexer.tokenize(source, file: file)
        (nodes, references) = try Parser.parse(tokens, file: file)
        self.name = name
        self.file = file
    }

    /// The names of the partials and parents this template refers to, in order of appearance.
    public var referencedTemplateNames: [String] {
        references.map(\.name)
    }
}
