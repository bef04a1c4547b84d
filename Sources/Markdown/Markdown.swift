/// CommonMark to HTML and to plain text, through cmark, made safe for a site
/// built from files that anyone may have written.
///
/// Raw HTML is dropped, and every link or image whose URL is neither relative
/// nor `http`, `https` or `mailto` is replaced by its text, so `javascript:`,
/// `vbscript:`, `data:` and `file:` URLs never reach the output in any
/// spelling. Smart punctuation is on: straight quotes curl, `--` becomes an
/// en dash, `---` an em dash and `...` an ellipsis.
///
/// ```swift
/// let html = try Markdown.renderHTML("Read *this* [page](https://example.com).")
/// // <p>Read <em>this</em> <a href="https://example.com">page</a>.</p>\n
/// ```
public enum Markdown {
    /// The HTML for `source`.
    ///
    /// - Throws: ``MarkdownError`` only if cmark fails, which its allocator
    ///   prevents by aborting when memory runs out.
    public static func renderHTML(_ source: String) throws(MarkdownError) -> String {
        let document = try CmarkDocument(parsing: source)
        try document.sanitize()
        return try document.renderHTML()
    }

    /// The text of `source` without markup, for a feed summary, an iCalendar
    /// `DESCRIPTION` or the plain-text part of an email.
    ///
    /// Blocks are separated by blank lines, list items start with `- ` or their
    /// number, quotes with `> `, and a link reads `text (url)`, or just the URL
    /// when it is its own text; quotes and lists nested deeper than 32 levels are
    /// not indented further, so the text stays near the source's size. The result
    /// has no trailing newline. Takes time linear in `source`.
    public static func renderPlainText(_ source: String) throws(MarkdownError) -> String {
        let document = try CmarkDocument(parsing: source)
        try document.sanitize()
        return try document.renderPlainText()
    }
}
