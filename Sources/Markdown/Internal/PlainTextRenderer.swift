/// Turns the events of a walk over a (sanitized) document into plain text, in time linear
/// in the document.
///
/// Text goes straight into one buffer as it arrives; what a quote or a list item puts in
/// front of its lines (`> `, `- `, `1. ` and the indent under it) is written at the start of
/// each line. Nothing is built per level and copied again by the level around it, which made
/// a door's 100,000 bytes of `>>>>…x` cost about twenty minutes. The containers are kept on
/// an explicit stack, so deep nesting cannot exhaust the call stack either.
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

    /// Quotes and list items nested deeper than this are not indented further: every line
    /// repeats the indent of every level around it, so without a bound a few lines inside a
    /// deep nesting (lazy continuation lines cost the source nothing per level) would be
    /// gigabytes of text.
    static let maximumIndentedDepth = 32

    /// A document, quote, list or list item that is open.
    private struct Container {
        /// Whether its blocks are separated by a line break (a tight list) or a blank line.
        var isTight: Bool
        /// For a list: where its numbering starts (nil for bullets) and its delimiter.
        var numbering: (start: Int?, delimiter: String)?
        /// How many blocks (for a list, items) it has begun.
        var blocks = 0
        /// `linesBegun` when it opened: a quote or item that began no line gets one of its own.
        var linesAtEntry: Int
        /// Whether it writes a prefix (a quote or an item within the depth bound).
        var indents: Bool
    }

    /// What a quote or a list item writes in front of its lines.
    private struct Indent {
        var first: String
        var rest: String
        var hasBegunLine = false
    }

    private var containers: [Container] = []
    /// The prefixes of the indenting containers, outermost first; at most `maximumIndentedDepth`.
    private var indents: [Indent] = []
    /// How many quotes and list items are open, indenting or not.
    private var quoteAndItemDepth = 0
    /// Where the text of each open link starts in `output`.
    private var linkStarts: [Int] = []
    private var output: [UInt8] = []
    private var linesBegun = 0
    private(set) var result = ""
    /// How many bytes were written: the renderer's work, linear in the document.
    private(set) var work = 0

    mutating func handle(_ event: Event, _ element: Element) {
        switch (event, element) {
        case (_, .transparent), (.exit, .paragraph), (.exit, .image), (.enter, .image):
            break
        case (.enter, .document):
            containers.append(Container(isTight: false, linesAtEntry: linesBegun, indents: false))
        case (.enter, .blockQuote):
            openIndenting(first: "> ", rest: "> ", isTight: false)
        case (.enter, .list(let start, let delimiter, let isTight)):
            beginBlock()
            var list = Container(isTight: isTight, linesAtEntry: linesBegun, indents: false)
            list.numbering = (start, delimiter)
            containers.append(list)
        case (.enter, .item):
            let list = containers.last
            let number = list?.numbering?.start.map { "\($0 + (list?.blocks ?? 0))" }
            let marker = number.map { "\($0)\(list?.numbering?.delimiter ?? ".") " } ?? "- "
            openIndenting(
                first: marker, rest: String(repeating: " ", count: marker.utf8.count), isTight: list?.isTight ?? false)
        case (.enter, .paragraph):
            beginBlock()
            beginLine()
        case (.enter, .codeBlock(let code)):
            beginBlock()
            beginLine()
            writeText(code.hasSuffix("\n") ? String(code.dropLast()) : code)
        case (.enter, .thematicBreak):
            beginBlock()
            beginLine()
            write("---")
        case (.enter, .text(let text)):
            writeText(text)
        case (.enter, .softBreak):
            write(" ")
        case (.enter, .lineBreak):
            writeText("\n")
        case (.enter, .link):
            linkStarts.append(output.count)
        case (.exit, .link(let url)):
            finishLink(url: url)
        case (.exit, .document):
            containers.removeAll()
            result = Self.trimmed(output)
        case (.exit, .blockQuote), (.exit, .item):
            closeIndenting()
        case (.exit, .list):
            if containers.count > 1 { containers.removeLast() }
        case (.exit, .codeBlock), (.exit, .thematicBreak), (.exit, .text), (.exit, .softBreak), (.exit, .lineBreak):
            break
        }
    }

    // MARK: - Blocks and lines

    /// A quote or list item opens: a block of the container around it, whose lines it prefixes.
    private mutating func openIndenting(first: String, rest: String, isTight: Bool) {
        beginBlock()
        let indents = quoteAndItemDepth < Self.maximumIndentedDepth
        if indents { self.indents.append(Indent(first: first, rest: rest)) }
        quoteAndItemDepth += 1
        containers.append(Container(isTight: isTight, linesAtEntry: linesBegun, indents: indents))
    }

    private mutating func closeIndenting() {
        guard containers.count > 1, let container = containers.last else { return }
        // An empty quote or item is still a line: `>` or `-`.
        if linesBegun == container.linesAtEntry { beginLine() }
        containers.removeLast()
        if container.indents { indents.removeLast() }
        quoteAndItemDepth -= 1
    }

    /// A block begins in the innermost container: after a line break (tight lists) or a
    /// blank line (everything else) when it is not the first there.
    private mutating func beginBlock() {
        guard let index = containers.indices.last else { return }
        if containers[index].blocks > 0 {
            write("\n")
            if !containers[index].isTight {
                beginLine()
                write("\n")
            }
        }
        containers[index].blocks += 1
    }

    /// Writes the prefixes of the open quotes and items: each one's first line gets its
    /// marker, the others its indent. At most `maximumIndentedDepth` of them.
    private mutating func beginLine() {
        linesBegun += 1
        for index in indents.indices {
            write(indents[index].hasBegunLine ? indents[index].rest : indents[index].first)
            indents[index].hasBegunLine = true
        }
    }

    /// `text (url)`, or only one of them when the other adds nothing.
    private mutating func finishLink(url: String) {
        guard let start = linkStarts.popLast(), start <= output.count, !url.isEmpty else { return }
        let text = output[start...]
        let isURL = text.elementsEqual(url.utf8)
        let isAddress = url.hasPrefix("mailto:") && text.elementsEqual(url.utf8.dropFirst(7))
        if isURL || isAddress { return }
        writeText(text.isEmpty ? url : " (\(url))")
    }

    // MARK: - Writing

    /// Writes text in which a line break begins a new line with its prefixes.
    private mutating func writeText(_ text: String) {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        if let first = lines.popFirst() { write(first) }
        for line in lines {
            write("\n")
            beginLine()
            write(line)
        }
    }

    private mutating func write(_ text: String) {
        write(text.utf8)
    }

    private mutating func write(_ bytes: some Collection<UInt8>) {
        output.append(contentsOf: bytes)
        work += bytes.count
    }

    /// The text without spaces or tabs at the ends of its lines, nor line breaks at its end.
    private static func trimmed(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { trimTrailingBlanks(&text) }
            text.append(byte)
        }
        trimTrailingBlanks(&text)
        while text.last == UInt8(ascii: "\n") { text.removeLast() }
        return String(decoding: text, as: UTF8.self)
    }

    private static func trimTrailingBlanks(_ text: inout [UInt8]) {
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
    }
}
