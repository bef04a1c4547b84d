@testable import Project

extension JSONValue {
    /// Compact JSON with positions, `{a@1:3=1@1:6}`, so tests can compare whole trees as one literal.
    var rendered: String {
        let at = "@\(position.line):\(position.column)"
        switch kind {
        case .null: return "null" + at
        case .bool(let value): return "\(value)" + at
        case .number(let value): return JSONValue.format(value) + at
        case .string(let value): return "\"\(value)\"" + at
        case .array(let elements): return "[" + elements.map(\.rendered).joined(separator: ",") + "]" + at
        case .object(let object):
            let members = object.members.map {
                "\($0.key)@\($0.keyPosition.line):\($0.keyPosition.column)=\($0.value.rendered)"
            }
            return "{" + members.joined(separator: ",") + "}" + at
        }
    }
}
