import CCmark
import Foundation

/// Owns one cmark document tree and frees it exactly once. The tree's pointers
/// never leave this type and the walks it runs.
struct CmarkDocument: ~Copyable {
    private let root: OpaquePointer

    init(parsing source: String) throws(MarkdownError) {
        // withCString hands over the whole UTF-8 buffer; cmark reads `count` bytes and
        // replaces any NUL inside with U+FFFD.
        let root = source.withCString { cmark_parse_document($0, source.utf8.count, CMARK_OPT_SMART) }
        guard let root else { throw MarkdownError(.cmarkFailed(function: "cmark_parse_document")) }
        self.root = root
    }

    deinit {
        cmark_node_free(root)
    }

    // MARK: - Sanitizing

    /// Removes raw HTML, and replaces every link and image whose URL is not
    /// allowed by its content, so the text stays and the URL goes.
    func sanitize() throws(MarkdownError) {
        var removals: [OpaquePointer] = []
        var unwraps: [OpaquePointer] = []
        // The tree is only read while iterating and edited afterwards, as cmark's
        // iterator does not survive edits around the current node.
        try walk { node, event in
            guard event == CMARK_EVENT_ENTER else { return }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                removals.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if !Markdown.allowsURL(Self.string(cmark_node_get_url(node))) { unwraps.append(node) }
            default:
                break
            }
        }
        // Removed nodes are leaves, and unwrapped nodes lose their children before
        // they are freed, so every collected pointer stays valid to the end.
        for node in removals {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        for node in unwraps {
            while let child = cmark_node_first_child(node) {
                guard cmark_node_insert_before(node, child) == 1 else {
                    throw MarkdownError(.cmarkFailed(function: "cmark_node_insert_before"))
                }
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        try removeEmptyParagraphs()
    }

    /// A paragraph that held only raw HTML would otherwise render as `<p></p>`.
    private func removeEmptyParagraphs() throws(MarkdownError) {
        var empty: [OpaquePointer] = []
        try walk { node, event in
            if event == CMARK_EVENT_ENTER, cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH,
                cmark_node_first_child(node) == nil
            {
                empty.append(node)
            }
        }
        for node in empty {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    // MARK: - Rendering

    func renderHTML() throws(MarkdownError) -> String {
        // The default options keep cmark's own safe mode as a second line of defence.
        guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else {
            throw MarkdownError(.cmarkFailed(function: "cmark_render_html"))
        }
        defer { free(html) }
        return String(cString: html)
    }

    func renderPlainText() throws(MarkdownError) -> String {
        var renderer = PlainTextRenderer()
        try walk { node, event in
            renderer.handle(event == CMARK_EVENT_ENTER ? .enter : .exit, Self.element(node))
        }
        return renderer.result
    }

    // MARK: - Walking

    /// Calls `visit` for every node in document order: leaves once, containers on entry and exit.
    private func walk(_ visit: (OpaquePointer, cmark_event_type) throws(MarkdownError) -> Void) throws(MarkdownError) {
        guard let iterator = cmark_iter_new(root) else { throw MarkdownError(.cmarkFailed(function: "cmark_iter_new")) }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            guard event != CMARK_EVENT_DONE, event != CMARK_EVENT_NONE else { return }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            try visit(node, event)
        }
    }

    /// The Swift view of one node, copied out of the tree for the plain-text renderer.
    private static func element(_ node: OpaquePointer) -> PlainTextRenderer.Element {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            let isOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            return .list(
                start: isOrdered ? Int(cmark_node_get_list_start(node)) : nil,
                delimiter: cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? ")" : ".",
                isTight: cmark_node_get_list_tight(node) == 1
            )
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING: return .paragraph
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT, CMARK_NODE_CODE: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_LINK: return .link(url: string(cmark_node_get_url(node)))
        case CMARK_NODE_IMAGE: return .image
        default: return .transparent
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
