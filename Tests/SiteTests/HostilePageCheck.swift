import Foundation
import Testing

@testable import Site

/// The checks on one HTML document: at most the theme's own script, no event handlers, no
/// script URLs, no elements that only an injection would bring, the JSON attribute parses;
/// sealed door content is opened and checked the same way.
struct HostilePageCheck {
    let path: String
    /// The theme script a whole page must load (its output path), or nil for fragments, which have none.
    let script: String?

    static let forbiddenElements: Set<String> = [
        "svg", "math", "iframe", "frame", "object", "embed", "base", "form", "applet",
    ]
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "data", "xlink:href", "background",
    ]

    func check(document html: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let tokens = HTMLScanner.tokens(html)
        var scripts: [HTMLScanner.Tag] = []
        for token in tokens {
            switch token {
            case .startTag(let tag):
                if tag.name == "script" { scripts.append(tag) }
                try check(tag, sourceLocation: sourceLocation)
            case .rawText(element: "script", let code):
                #expect(
                    code.isEmpty, "\(path): inline script \(code.prefix(80).debugDescription)",
                    sourceLocation: sourceLocation)
            default:
                break
            }
        }
        if let script {
            #expect(scripts.count == 1, "\(path): \(scripts.count) script elements", sourceLocation: sourceLocation)
            let source = scripts.first?.attribute("src") ?? ""
            #expect(
                source.hasSuffix(script) && !source.contains(":"), "\(path): script from \(source)",
                sourceLocation: sourceLocation)
        } else {
            #expect(scripts.isEmpty, "\(path): \(scripts.count) script elements", sourceLocation: sourceLocation)
        }
    }

    private func check(_ tag: HTMLScanner.Tag, sourceLocation: Testing.SourceLocation) throws {
        // The search page's own form, exactly as the theme writes it, is the one form allowed.
        let isSearchForm =
            path == SitePaths.search && tag.name == "form" && tag.attribute("action") == "index.html"
            && tag.attribute("method") == "get"
        #expect(
            !Self.forbiddenElements.contains(tag.name) || isSearchForm, "\(path): <\(tag.name)>",
            sourceLocation: sourceLocation)
        for (name, value) in tag.attributes {
            #expect(!name.hasPrefix("on"), "\(path): <\(tag.name) \(name)=…>", sourceLocation: sourceLocation)
            if Self.urlAttributes.contains(name) || name == "srcset" {
                let scheme = Self.scheme(of: value)
                #expect(
                    !["javascript", "vbscript", "data"].contains(scheme),
                    "\(path): <\(tag.name) \(name)=\(value.debugDescription)>", sourceLocation: sourceLocation)
            }
            if name == "http-equiv" {
                #expect(value.lowercased() != "refresh", "\(path): a meta refresh", sourceLocation: sourceLocation)
            }
            if name == "data-shuffle" {
                #expect(throws: Never.self, "\(path): \(name) is not JSON", sourceLocation: sourceLocation) {
                    try JSONSerialization.jsonObject(with: Data(value.utf8))
                }
            }
        }
        if tag.name == "template", let sealed = tag.attribute("data-sealed"), let key = tag.attribute("data-key") {
            let opened = try #require(
                Seal.unseal(sealed, key: key), "\(path): sealed content does not open", sourceLocation: sourceLocation)
            try HostilePageCheck(path: "\(path) (sealed)", script: nil).check(
                document: opened, sourceLocation: sourceLocation)
        }
    }

    /// The scheme a browser sees (WHATWG URL): controls and spaces around the URL, and tabs
    /// and line breaks anywhere, ignored; a letter, then letters, digits, `+`, `-` or `.`, then
    /// `:`, lower-cased. Anything else is a relative URL, with no scheme.
    static func scheme(of url: String) -> String {
        var scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        var scheme = ""
        for scalar in scalars {
            if scalar == ":" { return scheme.lowercased() }
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let allowed =
                isLetter || (!scheme.isEmpty && (("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)))
            guard allowed else { return "" }
            scheme.unicodeScalars.append(scalar)
        }
        return ""
    }
}
