/// The command line itself is wrong: printed with the command's usage line, exit status 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The command whose usage to show, when known.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    var description: String { message }
}
