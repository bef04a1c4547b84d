import Diagnostics
import SafeText

/// Reads a page of the author's own: optional front matter between `---` lines, one
/// `key: value` per line (`title`, `description`, `menu`, `lang`), then Markdown.
///
/// Written by hand: the front matter is the four keys above, not YAML (no YAML library is
/// among the project's dependencies, and the subset needs none). Values may be quoted.
struct AuthorPageDecoder {
    let file: String
    let slug: String

    static let keys = ["title", "description", "menu", "lang"]

    func decode(_ text: String, into diagnostics: inout DiagnosticCollector) -> AuthorPage? {
        let errorsBefore = diagnostics.errorCount
        // The checks every value of the datasets gets: no invisible controls (tabs and line
        // breaks are text), and bidi controls closed at the end of their line, so a title's
        // override can never turn the site's name that follows it.
        reportControlCharacters(in: text, into: &diagnostics)
        guard diagnostics.errorCount == errorsBefore else { return nil }
        let text = BidiControls.closed(text)
        // "\r\n" is one Character in Swift: both line endings split lines.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var values: [String: (value: String, line: Int, column: Int)] = [:]
        var bodyStart = 0
        if lines.first == "---" {
            guard let end = lines.indices.dropFirst().first(where: { lines[$0] == "---" || lines[$0] == "..." }) else {
                report(.unclosedFrontMatter, line: 1, column: 1, into: &diagnostics)
                return nil
            }
            for index in 1..<end {
                read(lines[index], line: index + 1, into: &values, diagnostics: &diagnostics)
            }
            bodyStart = end + 1
        }
        lines.removeFirst(bodyStart)
        let markdown = lines.joined(separator: "\n")
        var page = AuthorPage(slug: slug, title: "", markdown: markdown, file: file)
        if let title = values["title"] {
            if title.value.isEmpty {
                report(.emptyValue("title"), line: title.line, column: title.column, into: &diagnostics)
            }
            page.title = title.value
        } else if let heading = lines.first(where: { $0.hasPrefix("# ") }) {
            page.title = heading.dropFirst(2).trimmingWhitespace()
            page.titleIsFirstHeading = lines.first { !$0.allSatisfy(\.isWhitespace) } == heading
        }
        if values["title"] == nil, page.title.isEmpty {
            report(.pageWithoutTitle, line: 1, column: 1, into: &diagnostics)
        }
        page.description = values["description"].map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        if let menu = values["menu"] {
            switch menu.value {
            case "false", "no", "none": page.isInMenu = false
            default:
                if let order = Int(menu.value), (-1000...1000).contains(order) {
                    page.menuOrder = order
                } else {
                    report(
                        .outOfRange("menu", value: menu.value, range: "a whole number from -1000 to 1000, or false"),
                        line: menu.line, column: menu.column, into: &diagnostics)
                }
            }
        }
        if let lang = values["lang"] {
            page.language = LanguageTag(lang.value)
            if page.language == nil {
                report(
                    .invalidLanguageTag("lang", value: lang.value), line: lang.line, column: lang.column,
                    into: &diagnostics)
            }
        }
        return diagnostics.errorCount == errorsBefore ? page : nil
    }

    /// One front matter line: blank, a `#` comment, or `key: value`.
    private func read(
        _ line: Substring, line number: Int, into values: inout [String: (value: String, line: Int, column: Int)],
        diagnostics: inout DiagnosticCollector
    ) {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
        guard let colon = line.firstIndex(of: ":") else {
            report(.frontMatterLine, line: number, column: 1, into: &diagnostics)
            return
        }
        let key = line[..<colon].trimmingWhitespace()
        guard Self.keys.contains(key) else {
            report(
                .unknownKey(
                    key,
                    suggestion: Suggestion.closest(to: key, among: Self.keys)
                        ?? EditDistance.closest(to: key, in: Self.keys)),
                line: number, column: 1, into: &diagnostics)
            return
        }
        if let first = values[key] {
            report(.duplicateKey(key, firstLine: first.line), line: number, column: 1, into: &diagnostics)
            return
        }
        let rest = line[line.index(after: colon)...]
        let column = line.distance(from: line.startIndex, to: colon) + 2 + (rest.prefix { $0 == " " }.count)
        var value = rest.trimmingWhitespace()
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        values[key] = (value, number, column)
    }

    /// Every control character but tab, line feed and carriage return, at its line and
    /// column (columns count Unicode scalars, as everywhere).
    private func reportControlCharacters(in text: String, into diagnostics: inout DiagnosticCollector) {
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A:
                line += 1
                column = 0
            case 0x09, 0x0D:
                break
            case 0..<0x20, 0x7F...0x9F:
                report(.controlCharacter(scalar.value), line: line, column: column, into: &diagnostics)
            default:
                break
            }
            column += 1
        }
    }

    private func report(
        _ reason: ProjectError.Reason, line: Int, column: Int, into diagnostics: inout DiagnosticCollector
    ) {
        let error = ProjectError(reason, at: SourceLocation(file: file, line: line, column: column))
        for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
    }
}
