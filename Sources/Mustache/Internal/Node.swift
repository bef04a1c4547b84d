/// The parsed form of a template: what the renderer walks.
enum Node: Sendable {
    /// Literal text, copied to the output.
    case text(String)
    /// The start of a template line. Inside an indented partial or block this is
    /// where the indentation goes, if the output is at the start of a line.
    case lineStart
    case variable(Variable)
    case section(Section)
    /// A partial (`{{>name}}`) or a parent (`{{<name}}…{{/name}}`) with its block arguments.
    case inclusion(Inclusion)
    /// A block (`{{$name}}…{{/name}}`) that a child template may override.
    case block(Block)
}

struct Variable: Sendable {
    var path: ValuePath
    var isEscaped: Bool
    var position: Position
}

struct Section: Sendable {
    var path: ValuePath
    var isInverted: Bool
    var nodes: [Node]
}

struct Inclusion: Sendable {
    var name: String
    /// Blocks passed by a parent tag, by name.
    var arguments: [String: [Node]]
    /// For a standalone tag, the whitespace before it, added to every line of the included template.
    var indentation: String?
    var position: Position
}

struct Block: Sendable {
    var name: String
    var defaultNodes: [Node]
    /// Added to every line of an overriding block's content.
    var indentation: String
    /// Whether the block's opening tag stood alone on its line, so that its own
    /// indentation was removed and the first overriding line must get it back.
    var isStandalone: Bool
    var position: Position
}

/// A dotted name (`a.b.c`) split once at parse time; no parts means `.`.
struct ValuePath: Sendable {
    var name: String
    var parts: [String]

    init(_ name: String) {
        self.name = name
        self.parts = name == "." ? [] : name.split(separator: ".").map(String.init)
    }
}

/// A `{{>name}}` or `{{<name}}` in a template, for checking that every one resolves.
struct Reference: Sendable {
    var name: String
    var position: Position
}
