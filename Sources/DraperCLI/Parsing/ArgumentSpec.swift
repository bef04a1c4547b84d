/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional: Bool
    var defaultValue: String?

    static func required(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, isOptional: false)
    }

    static func optional(_ name: String, help: String, default defaultValue: String? = nil) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, isOptional: true, defaultValue: defaultValue)
    }

    var synopsis: String { isOptional ? "[<\(name)>]" : "<\(name)>" }
}
