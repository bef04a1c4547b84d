/// Builds the node tree from tokens, one template line at a time, because the
/// whitespace rules of Mustache are rules about lines:
///
/// - A line holding only whitespace and one non-interpolation tag is
///   *standalone*: the whole line disappears except the tag itself, and a
///   standalone partial adds the removed whitespace to every line it includes.
/// - A parent tag pair is standalone when only whitespace precedes its opening
///   tag and only whitespace follows its closing tag, even across lines.
/// - Inside a parent, everything except blocks is ignored, so an argument
///   block's opening tag only needs to end its line, and its closing tag only
///   needs to start one. When the opening tag ends its line, the indentation of
///   the next line is the block's own ("intrinsic") indentation and is removed
///   from every line of the block; the block takes on the indentation of the
///   place that it fills in instead.
struct Parser {
    private let file: String
    private var stack: [Element]
    private(set) var references: [Reference] = []
    /// Whether the current line has not produced a node yet, so that the next
    /// node must be preceded by a `lineStart`.
    private var lineNeedsStart = false

    private struct Element {
        enum Kind {
            case root
            case section(isInverted: Bool)
            /// A parent tag; `leadingWhitespace` is non-nil when only whitespace precedes it on its line.
            case parent(leadingWhitespace: String?)
            /// A block directly inside a parent tag.
            case argument
            /// A block anywhere else: a place a child template may fill in.
            case parameter(indentation: String, isStandalone: Bool)
        }

        var kind: Kind
        var name: String
        var position: Position
        var nodes: [Node] = []
        var arguments: [String: [Node]] = [:]
        /// For an argument block, the indentation removed from each of its lines.
        var intrinsicIndentation: String?
        /// Whether the opening tag ended its line, so the next line's indentation is the block's own.
        var awaitsIndentation = false

        var isParent: Bool {
            if case .parent = kind { return true }
            return false
        }

        var sectionKind: TemplateError.SectionKind {
            switch kind {
            case .root, .section(isInverted: false): .section
            case .section(isInverted: true): .invertedSection
            case .parent: .parent
            case .argument, .parameter: .block
            }
        }
    }

    init(file: String) {
        self.file = file
        self.stack = [Element(kind: .root, name: "", position: Position(line: 1, column: 1))]
    }

    static func parse(_ tokens: [Token], file: String) throws(TemplateError) -> (nodes: [Node], references: [Reference])
    {
        var parser = Parser(file: file)
        var lineStart = tokens.startIndex
        for index in tokens.indices {
            if case .newline(let newline) = tokens[index] {
                try parser.parseLine(tokens[lineStart..<index], newline: newline)
                lineStart = index + 1
            }
        }
        if lineStart < tokens.endIndex {
            try parser.parseLine(tokens[lineStart...], newline: nil)
        }
        if let open = parser.stack.last, parser.stack.count > 1 {
            throw parser.error(.unclosedSection(kind: open.sectionKind, name: open.name), at: open.position)
        }
        return (parser.stack[0].nodes, parser.references)
    }

    // MARK: - Lines

    private mutating func parseLine(_ line: ArraySlice<Token>, newline: String?) throws(TemplateError) {
        var tokens = Array(line)
        adjustIndentation(of: &tokens)
        lineNeedsStart = true

        let tagIndices = tokens.indices.filter { if case .tag = tokens[$0] { true } else { false } }
        if tagIndices.count == 1, case .tag(let tag) = tokens[tagIndices[0]], isPlainStandalone(tag),
            tokens.allSatisfy({ if case .text = $0 { $0.isWhitespaceText } else { true } })
        {
            let leading = tagIndices[0] > 0 ? tokens[0].textValue : ""
            try parseTag(tag, standaloneIndentation: leading, leadingWhitespace: leading)
            return
        }

        // Whether only whitespace follows each token on the line.
        var clearAfter = [Bool](repeating: true, count: tokens.count)
        var clear = true
        for index in tokens.indices.reversed() {
            clearAfter[index] = clear
            clear = clear && tokens[index].isWhitespaceText
        }

        var pendingWhitespace: String?
        var seenContent = false
        var dropsRest = false
        for (index, token) in tokens.enumerated() where !dropsRest {
            guard case .tag(let tag) = token else {
                let text = token.textValue
                if !seenContent && token.isWhitespaceText {
                    pendingWhitespace = text
                } else {
                    flush(&pendingWhitespace)
                    emit(.text(text))
                    seenContent = true
                }
                continue
            }
            let isClearBefore = !seenContent
            let isClearAfter = clearAfter[index]
            seenContent = true
            switch (tag.kind, stack[stack.count - 1].kind) {
            case (.parent, _):
                if isClearBefore {
                    emitLineStart()
                    openParent(tag, leadingWhitespace: pendingWhitespace ?? "")
                    pendingWhitespace = nil
                } else {
                    openParent(tag, leadingWhitespace: nil)
                }
            case (.close, .parent(let leadingWhitespace)):
                let isStandalone = isClearAfter && leadingWhitespace != nil
                try close(tag, standaloneParent: isStandalone)
                dropsRest = isStandalone
            case (.block, .parent):
                pendingWhitespace = nil
                push(Element(kind: .argument, name: tag.name, position: tag.position, awaitsIndentation: isClearAfter))
                dropsRest = isClearAfter
            case (.close, .argument):
                if !isClearBefore { flush(&pendingWhitespace) }
                pendingWhitespace = nil
                try close(tag, standaloneParent: false)
            default:
                let leading = isClearBefore ? pendingWhitespace ?? "" : nil
                flush(&pendingWhitespace)
                try parseTag(tag, standaloneIndentation: nil, leadingWhitespace: leading)
            }
        }
        if !dropsRest {
            flush(&pendingWhitespace)
            if let newline { emit(.text(newline)) }
        }
    }

    /// Removes the intrinsic indentation of the open argument blocks from the
    /// start of the line, and settles the indentation of a block whose opening
    /// tag ended the previous line.
    private mutating func adjustIndentation(of tokens: inout [Token]) {
        for element in stack {
            if let indentation = element.intrinsicIndentation { removePrefix(indentation, from: &tokens) }
        }
        let top = stack.count - 1
        guard stack[top].awaitsIndentation else { return }
        stack[top].awaitsIndentation = false
        let indentation = tokens.first.map { String($0.textValue.prefix(while: { $0 == " " || $0 == "\t" })) } ?? ""
        switch stack[top].kind {
        case .argument:
            stack[top].intrinsicIndentation = indentation
            removePrefix(indentation, from: &tokens)
        case .parameter(_, let isStandalone):
            stack[top].kind = .parameter(indentation: indentation, isStandalone: isStandalone)
        case .root, .section, .parent:
            break
        }
    }

    private func removePrefix(_ prefix: String, from tokens: inout [Token]) {
        guard !prefix.isEmpty, case .text(let text)? = tokens.first, text.hasPrefix(prefix) else { return }
        tokens[0] = .text(String(text.dropFirst(prefix.count)))
    }

    /// Whether the classic rule decides if the tag can stand alone on its line;
    /// parent tags and the blocks directly inside them follow their own rules.
    private func isPlainStandalone(_ tag: Tag) -> Bool {
        let enclosing = stack[stack.count - 1]
        switch tag.kind {
        case .escaped, .unescaped, .parent: return false
        case .block: return !enclosing.isParent
        case .close:
            switch enclosing.kind {
            case .parent, .argument: return false
            case .root, .section, .parameter: return true
            }
        case .section, .inverted, .partial, .comment, .delimiters: return true
        }
    }

    // MARK: - Tags

    /// Handles every tag except the parent and argument-block tags that the line
    /// parser treats itself. `standaloneIndentation` is non-nil when the tag
    /// stands alone on its line; `leadingWhitespace` when only whitespace precedes it.
    private mutating func parseTag(_ tag: Tag, standaloneIndentation: String?, leadingWhitespace: String?)
        throws(TemplateError)
    {
        let isStandalone = standaloneIndentation != nil
        switch tag.kind {
        case .comment, .delimiters:
            break
        case .escaped, .unescaped:
            emit(
                .variable(Variable(path: ValuePath(tag.name), isEscaped: tag.kind == .escaped, position: tag.position)))
        case .section, .inverted:
            if !isStandalone { emitLineStart() }
            push(Element(kind: .section(isInverted: tag.kind == .inverted), name: tag.name, position: tag.position))
        case .partial:
            references.append(Reference(name: tag.name, position: tag.position))
            let inclusion = Inclusion(
                name: tag.name, arguments: [:], indentation: standaloneIndentation, position: tag.position)
            if isStandalone { append(.inclusion(inclusion)) } else { emit(.inclusion(inclusion)) }
        case .parent:
            openParent(tag, leadingWhitespace: nil)
        case .block:
            if !isStandalone { emitLineStart() }
            let kind = Element.Kind.parameter(
                indentation: isStandalone ? "" : leadingWhitespace ?? "", isStandalone: isStandalone)
            push(Element(kind: kind, name: tag.name, position: tag.position, awaitsIndentation: isStandalone))
        case .close:
            try close(tag, standaloneParent: false)
        }
    }

    private mutating func openParent(_ tag: Tag, leadingWhitespace: String?) {
        references.append(Reference(name: tag.name, position: tag.position))
        push(Element(kind: .parent(leadingWhitespace: leadingWhitespace), name: tag.name, position: tag.position))
    }

    private mutating func close(_ tag: Tag, standaloneParent: Bool) throws(TemplateError) {
        guard stack.count > 1 else { throw error(.unexpectedClosingTag(tag.name), at: tag.position) }
        let element = stack.removeLast()
        guard element.name == tag.name else {
            throw error(.mismatchedClosingTag(expected: element.name, found: tag.name), at: tag.position)
        }
        switch element.kind {
        case .root:
            break
        case .section(let isInverted):
            append(.section(Section(path: ValuePath(element.name), isInverted: isInverted, nodes: element.nodes)))
        case .parent(let leadingWhitespace):
            let inclusion = Inclusion(
                name: element.name,
                arguments: element.arguments,
                indentation: standaloneParent ? leadingWhitespace : nil,
                position: element.position
            )
            if !standaloneParent, let leadingWhitespace, !leadingWhitespace.isEmpty {
                append(.text(leadingWhitespace))
            }
            append(.inclusion(inclusion))
        case .argument:
            let top = stack.count - 1
            guard stack[top].arguments[element.name] == nil else {
                throw error(.duplicateBlock(element.name), at: element.position)
            }
            stack[top].arguments[element.name] = element.nodes
        case .parameter(let indentation, let isStandalone):
            let block = Block(
                name: element.name, defaultNodes: element.nodes, indentation: indentation, isStandalone: isStandalone,
                position: element.position)
            append(.block(block))
        }
    }

    // MARK: - Output

    private mutating func push(_ element: Element) {
        stack.append(element)
    }

    private mutating func flush(_ pendingWhitespace: inout String?) {
        if let whitespace = pendingWhitespace, !whitespace.isEmpty { emit(.text(whitespace)) }
        pendingWhitespace = nil
    }

    /// Appends a node that produces output, after the line's `lineStart` if it is the first.
    private mutating func emit(_ node: Node) {
        emitLineStart()
        append(node)
    }

    private mutating func emitLineStart() {
        guard lineNeedsStart else { return }
        lineNeedsStart = false
        append(.lineStart)
    }

    private mutating func append(_ node: Node) {
        let top = stack.count - 1
        if case .text(let text) = node, case .text(let previous)? = stack[top].nodes.last {
            stack[top].nodes[stack[top].nodes.count - 1] = .text(previous + text)
        } else {
            stack[top].nodes.append(node)
        }
    }

    private func error(_ reason: TemplateError.Reason, at position: Position) -> TemplateError {
        TemplateError(file: file, line: position.line, column: position.column, reason: reason)
    }
}

extension Token {
    /// The text of a text or newline token; empty for tags.
    fileprivate var textValue: String {
        switch self {
        case .text(let text), .newline(let text): text
        case .tag: ""
        }
    }
}
