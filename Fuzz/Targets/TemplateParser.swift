// libFuzzer target: the Mustache lexer, parser and renderer. Fuzz/fuzz.sh compiles this file
// into the Mustache module.

/// Data with every kind of value, so sections, inverted sections and dotted names all have
/// something to walk.
private let context: MustacheValue = [
    "title": "<b>Quotes</b> & \"more\"",
    "count": 3,
    "empty": "",
    "none": .null,
    "yes": true,
    "no": false,
    "list": [1, "two", ["name": "three"], [], .null],
    "nested": ["a": ["b": ["c": "deep"]]],
]

/// Up to three templates separated by NUL bytes, named `a`, `b` and `c`, so partials and
/// parents can refer to each other (and to themselves). Every input must end in a template,
/// a syntax error or a rendering error, never a crash or a hang; and interpolated text is
/// always escaped.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let escaped = source.escapingHTML()
    precondition(!escaped.contains(where: { $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" }), "escaping left markup")
    var library = TemplateLibrary(missingPartials: .renderEmpty)
    for (name, part) in zip(["a", "b", "c"], source.split(separator: "\u{0}", maxSplits: 2, omittingEmptySubsequences: false)) {
        guard let template = try? Template(String(part), name: name) else { return 0 }
        library.add(template)
    }
    _ = library.unresolvedReferences()
    _ = try? library.render("a", with: context)
    return 0
}
