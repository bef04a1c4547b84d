extension TemplateError {
    /// What went wrong; each description is one sentence fit for the terminal.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// A tag opens but its closing delimiter never comes.
        case unclosedTag(closingDelimiter: String)
        /// A tag holds nothing but whitespace, such as `{{ }}`.
        case emptyTag
        /// A name holds whitespace or empty dotted parts, such as `{{a b}}` or `{{a..b}}`.
        case invalidName(String)
        /// A set-delimiter tag is not two whitespace-separated delimiters, such as `{{=<%=}}`.
        case invalidDelimiters(String)
        /// `{{>*name}}` and `{{<*name}}` (the optional dynamic-names module) are not supported.
        case dynamicName(String)
        /// A section, inverted section, parent or block is still open at the end of the template.
        case unclosedSection(kind: SectionKind, name: String)
        /// `{{/name}}` closes something other than the innermost open section.
        case mismatchedClosingTag(expected: String, found: String)
        /// `{{/name}}` with no open section.
        case unexpectedClosingTag(String)
        /// A parent tag passes the same block twice.
        case duplicateBlock(String)
        /// `{{>name}}` or `{{<name}}` names a template the library does not have.
        case unknownPartial(String)
        /// A template was asked for by name and the library does not have it.
        case unknownTemplate(String)
        /// `{{name}}` found a list or a dictionary, which has no text to insert.
        case notInterpolatable(name: String, kind: String)
        /// Partials include each other deeper than the limit, which means endless recursion.
        case partialsTooDeep(name: String, limit: Int)
        /// A block's override holds the block itself, which would apply the override endlessly.
        case blocksTooDeep(name: String, limit: Int)
        /// Templates that include each other outside any section or block, so that rendering
        /// any of them never ends: the first includes the second, …, the last the first again.
        case endlessInclusion(cycle: [String])
        /// The template file could not be read.
        case unreadableFile(String)
        /// The template file is not UTF-8 text.
        case invalidEncoding
        /// A required template directory does not exist.
        case missingDirectory

        public var description: String {
            switch self {
            case .unclosedTag(let delimiter):
                "unclosed tag: expected '\(delimiter)'"
            case .emptyTag:
                "empty tag: a tag needs a name"
            case .invalidName(let name):
                "'\(name)' is not a valid name (names have no spaces and no empty parts between dots)"
            case .invalidDelimiters(let content):
                "bad delimiter change '\(content)': expected two delimiters separated by a space, like {{=<% %>=}}"
            case .dynamicName(let name):
                "dynamic names like '\(name)' are not supported"
            case .unclosedSection(let kind, let name):
                "unclosed \(kind) '\(name)'"
            case .mismatchedClosingTag(let expected, let found):
                "closing tag '\(found)' does not match the open section '\(expected)'"
            case .unexpectedClosingTag(let name):
                "closing tag '\(name)' has no open section"
            case .duplicateBlock(let name):
                "block '\(name)' is passed twice to the same parent"
            case .unknownPartial(let name):
                "unknown partial '\(name)'"
            case .unknownTemplate(let name):
                "no template named '\(name)'"
            case .notInterpolatable(let name, let kind):
                "'\(name)' is \(kind) and cannot be inserted as text; use a section such as {{#\(name)}}…{{/\(name)}}"
            case .partialsTooDeep(let name, let limit):
                "partial '\(name)' is nested more than \(limit) levels deep; partials probably include each other endlessly"
            case .blocksTooDeep(let name, let limit):
                "block '\(name)' is overridden more than \(limit) levels deep; its override probably contains the block itself"
            case .endlessInclusion(let cycle) where cycle.count == 1:
                "'\(cycle[0])' includes itself wherever it is rendered, so it never ends; include it inside a section that a list or a condition ends, such as {{#children}}…{{/children}}"
            case .endlessInclusion(let cycle):
                "'\(cycle[0])' includes "
                    + cycle.dropFirst().map { "'\($0)'" }.joined(separator: ", which includes ")
                    + ", which includes '\(cycle[0])' again wherever it is rendered, so it never ends; include one of them inside a section that a list or a condition ends, such as {{#children}}…{{/children}}"
            case .unreadableFile(let message):
                "cannot read the template: \(message)"
            case .invalidEncoding:
                "the template is not valid UTF-8 text"
            case .missingDirectory:
                "the template directory does not exist"
            }
        }
    }

    /// The kinds of tag pairs that `{{/name}}` closes.
    public enum SectionKind: String, Hashable, Sendable, CustomStringConvertible {
        case section
        case invertedSection = "inverted section"
        case parent
        case block

        public var description: String { rawValue }
    }
}
