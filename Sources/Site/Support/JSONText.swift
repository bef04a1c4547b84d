import SafeText

/// A small JSON writer for the values Draper publishes (strings, numbers, booleans, null,
/// arrays, objects with keys in a fixed order).
///
/// Foundation's `JSONSerialization` boxes every value and was most of the time of a
/// rebuild; this writes UTF-8 directly. Strings are escaped by `JSONString` (with `htmlSafe`,
/// so the output can sit in a `<script>` element or an attribute).
indirect enum JSONText {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONText])
    /// Keys in the order given; write them sorted for stable output.
    case object([(String, JSONText)])

    static func optional(_ value: String?) -> JSONText {
        value.map(JSONText.string) ?? .null
    }

    /// An object without the members whose value is null (optional fields left out).
    static func compactObject(_ members: [(String, JSONText)]) -> JSONText {
        .object(members.filter { if case .null = $0.1 { false } else { true } })
    }

    func rendered(pretty: Bool = false, htmlSafe: Bool = false) -> String {
        var output: [UInt8] = []
        write(into: &output, indent: pretty ? 0 : nil, htmlSafe: htmlSafe)
        if pretty { output.append(10) }
        return String(decoding: output, as: UTF8.self)
    }

    private func write(into output: inout [UInt8], indent: Int?, htmlSafe: Bool) {
        switch self {
        case .string(let text): JSONString.write(text, into: &output, htmlSafe: htmlSafe)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let elements):
            writeContainer(
                open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, into: &output, indent: indent
            ) {
                index, output, inner in
                elements[index].write(into: &output, indent: inner, htmlSafe: htmlSafe)
            }
        case .object(let members):
            writeContainer(
                open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, into: &output, indent: indent
            ) {
                index, output, inner in
                JSONString.write(members[index].0, into: &output, htmlSafe: htmlSafe)
                output.append(contentsOf: (inner == nil ? ":" : ": ").utf8)
                members[index].1.write(into: &output, indent: inner, htmlSafe: htmlSafe)
            }
        }
    }

    private func writeContainer(
        open: UInt8, close: UInt8, count: Int, into output: inout [UInt8], indent: Int?,
        element: (Int, inout [UInt8], Int?) -> Void
    ) {
        output.append(open)
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { Self.newLine(indent: inner, into: &output) }
            element(index, &output, inner)
        }
        if let indent, count > 0 { Self.newLine(indent: indent, into: &output) }
        output.append(close)
    }

    /// A line break and `indent` spaces, copied from one run of them: appending the spaces one
    /// by one was most of the time of writing `quotes.json`.
    private static func newLine(indent: Int, into output: inout [UInt8]) {
        output.append(10)
        var left = indent
        while left > 0 {
            let run = min(left, spaces.count)
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            left -= run
        }
    }

    private static let spaces = [UInt8](repeating: 32, count: 64)
}
