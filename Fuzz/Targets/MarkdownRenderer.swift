// libFuzzer target: Markdown to safe HTML and to plain text, through cmark. Fuzz/fuzz.sh
// compiles this file into the Markdown module.

/// The elements cmark writes for CommonMark; raw HTML is removed, so nothing else may appear.
private let allowedElements: Set<String> = [
    "p", "em", "strong", "a", "img", "code", "pre", "blockquote", "ul", "ol", "li", "hr", "br",
    "h1", "h2", "h3", "h4", "h5", "h6",
]
private let allowedAttributes: Set<String> = ["href", "src", "alt", "title", "start", "class"]

/// Properties checked on every input: the HTML holds only cmark's own elements and
/// attributes, no link or image URL with a scheme other than http, https or mailto, and no
/// `<` that does not start one of those tags.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let html = try? Markdown.renderHTML(source) else { preconditionFailure("renderHTML failed") }
    guard (try? Markdown.renderPlainText(source)) != nil else { preconditionFailure("renderPlainText failed") }
    // By Unicode scalars, as browsers read: a combining mark after `>` must not hide it.
    var rest = Substring(html).unicodeScalars[...]
    while let open = rest.firstIndex(of: "<") {
        guard let close = rest[open...].firstIndex(of: ">") else { preconditionFailure("an unclosed tag") }
        let tag = String(rest[rest.index(after: open)..<close])
        rest = rest[rest.index(after: close)...]
        let name = String(tag.unicodeScalars.prefix { $0 != " " && $0 != "/" }).lowercased()
        let bare = tag.hasPrefix("/") ? String(tag.unicodeScalars.dropFirst()) : name
        precondition(allowedElements.contains(bare), "element <\(bare)>")
        for attribute in attributes(in: String(tag.unicodeScalars.dropFirst(name.unicodeScalars.count))) {
            precondition(allowedAttributes.contains(attribute.name), "attribute \(attribute.name)")
            if attribute.name == "href" || attribute.name == "src" {
                let scheme = schemeOf(attribute.value)
                precondition(scheme.isEmpty || ["http", "https", "mailto"].contains(scheme), "URL \(attribute.value)")
            }
        }
    }
    return 0
}

/// `name="value"` pairs; cmark always double-quotes and escapes `"` inside values.
private func attributes(in text: String) -> [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    var rest = Substring(text).unicodeScalars[...]
    while let equals = rest.firstIndex(of: "=") {
        let name = String(String.UnicodeScalarView(rest[..<equals].filter { $0 != " " && $0 != "/" }))
        let afterEquals = rest.index(after: equals)
        guard afterEquals < rest.endIndex, rest[afterEquals] == "\"",
            let end = rest[rest.index(after: afterEquals)...].firstIndex(of: "\"")
        else { preconditionFailure("an unquoted attribute") }
        result.append((name, decodeEntities(String(rest[rest.index(after: afterEquals)..<end]))))
        rest = rest[rest.index(after: end)...]
    }
    return result
}

private func decodeEntities(_ text: String) -> String {
    var result = text
    for (entity, character) in [("&quot;", "\""), ("&#x27;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
        result = result.replacingEntity(entity, with: character)
    }
    return result
}

/// The scheme as a browser reads it (WHATWG URL): controls and spaces around the URL, and tabs
/// and line breaks anywhere, ignored; a letter, then letters, digits, `+`, `-` or `.`, then `:`.
/// Anything else is a relative URL: no scheme.
private func schemeOf(_ url: String) -> String {
    var scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
    while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
    var scheme = ""
    for scalar in scalars {
        if scalar == ":" { return scheme.lowercased() }
        let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        let allowed = isLetter || (!scheme.isEmpty && (("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)))
        guard allowed else { return "" }
        scheme.unicodeScalars.append(scalar)
    }
    return ""
}

extension String {
    fileprivate func replacingEntity(_ entity: String, with replacement: String) -> String {
        split(separator: entity, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
