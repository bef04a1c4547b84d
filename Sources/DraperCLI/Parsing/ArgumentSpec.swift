/// A positional argument of a command, declared once and read back as `arguments[.dataset]`.
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

    /// The same argument worded for one command, with that command's default (nil: none).
    func described(_ help: String, default defaultValue: String?) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, isOptional: isOptional, defaultValue: defaultValue)
    }

    var synopsis: String { isOptional ? "[<\(name)>]" : "<\(name)>" }
}
