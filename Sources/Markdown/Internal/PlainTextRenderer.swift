/// Turns the events of a walk over a (sanitized) document into plain text.
///
/// It keeps an explicit stack instead of recursing, so deeply nested quotes or
/// lists cannot exhaust the call stack.
struct PlainTextRenderer {
    enum Event {
        case enter, exit
    }

    /// What the renderer needs to know about one node.
    enum Element {
        case document
        case blockQuote
        /// `start` is nil for a bullet list.
        case list(start: Int?, delimiter: String, isTight: Bool)
        case item
        /// A paragraph or a heading.
        case paragraph
        case codeBlock(String)
        case thematicBreak
        /// Text or inline code.
        case text(String)
        case softBreak
        case lineBreak
        case link(url: String)
        case image
        /// Emphasis and anything else whose content is all that matters.
        case transparent
    }

    private struct Frame {
        var element: Element
        var blocks: [String] = []
        var text = ""
    }

    private var stack: [Frame] = []
    private(set) var result = ""

    mutating func handle(_ event: Event, _ element: Element) {
        switch (event, element) {
        case (_, .transparent):
            break
        case (.enter, .document), (.enter, .blockQuote), (.enter, .list), (.enter, .item),
            (.enter, .paragraph), (.enter, .link), (.enter, .image):
            stack.append(Frame(element: element))
        case (.enter, .codeBlock(let code)):
            appendBlock(code.hasSuffix("\n") ? String(code.dropLast()) : code)
        case (.enter, .thematicBreak):
            appendBlock("---")
        case (.enter, .text(let text)):
            appendText(text)
        case (.enter, .softBreak):
            appendText(" ")
        case (.enter, .lineBreak):
            appendText("\n")
        case (.exit, _):
            finishFrame()
        }
    }

    private mutating func finishFrame() {
        guard let frame = stack.popLast() else { return }
        switch frame.element {
        case .document:
            result = frame.blocks.joined(separator: "\n\n")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingTrailingWhitespace() }
                .joined(separator: "\n")
                .trimmingTrailingNewlines()
        case .paragraph:
            appendBlock(frame.text)
        case .blockQuote:
            appendBlock(Self.prefixLines(of: frame.blocks.joined(separator: "\n\n"), first: "> ", rest: "> "))
        case .list(_, _, let isTight):
            appendBlock(frame.blocks.joined(separator: isTight ? "\n" : "\n\n"))
        case .item:
            guard case .list(let start, let delimiter, let isTight)? = stack.last?.element else {
                appendBlock(frame.blocks.joined(separator: "\n\n"))
                return
            }
            let number = stack[stack.count - 1].blocks.count
            let marker = start.map { "\($0 + number)\(delimiter) " } ?? "- "
            let body = frame.blocks.joined(separator: isTight ? "\n" : "\n\n")
            appendBlock(Self.prefixLines(of: body, first: marker, rest: String(repeating: " ", count: marker.count)))
        case .link(let url):
            appendText(Self.linkText(frame.text, url: url))
        case .image:
            appendText(frame.text)
        case .codeBlock, .thematicBreak, .text, .softBreak, .lineBreak, .transparent:
            break
        }
    }

    private mutating func appendBlock(_ block: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].blocks.append(block)
    }

    private mutating func appendText(_ text: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += text
    }

    /// `text (url)`, or only one of them when the other adds nothing.
    private static func linkText(_ text: String, url: String) -> String {
        if url.isEmpty || text == url || "mailto:\(text)" == url { return text }
        if text.isEmpty { return url }
        return "\(text) (\(url))"
    }

    /// Prefixes the first line with `first` and every other non-empty line with `rest`.
    private static func prefixLines(of text: String, first: String, rest: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { index, line in
                if index == 0 { return first + line }
                return line.isEmpty ? rest.trimmingTrailingWhitespace() : rest + line
            }
            .joined(separator: "\n")
    }
}

extension StringProtocol {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    fileprivate func trimmingTrailingNewlines() -> String {
        var text = String(self)
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
