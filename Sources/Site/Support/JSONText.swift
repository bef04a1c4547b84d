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
            writeContainer(open: "[", close: "]", count: elements.count, into: &output, indent: indent) {
                index, output, inner in
                elements[index].write(into: &output, indent: inner, htmlSafe: htmlSafe)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, into: &output, indent: indent) {
                index, output, inner in
                JSONString.write(members[index].0, into: &output, htmlSafe: htmlSafe)
                output.append(contentsOf: (inner == nil ? ":" : ": ").utf8)
                members[index].1.write(into: &output, indent: inner, htmlSafe: htmlSafe)
            }
        }
    }

    private func writeContainer(
        open: Character, close: Character, count: Int, into output: inout [UInt8], indent: Int?,
        element: (Int, inout [UInt8], Int?) -> Void
    ) {
        output.append(contentsOf: String(open).utf8)
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner {
                output.append(10)
                output.append(contentsOf: repeatElement(32, count: inner))
            }
            element(index, &output, inner)
        }
        if let indent, count > 0 {
            output.append(10)
            output.append(contentsOf: repeatElement(32, count: indent))
        }
        output.append(contentsOf: String(close).utf8)
    }
}
