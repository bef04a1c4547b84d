import Foundation

extension BuildClock {
    /// The command's "now": `--now`, else `SOURCE_DATE_EPOCH`, else the clock.
    static func now(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Date {
        try resolve(arguments[.now], environment: context.environment, arguments: arguments)
    }

    /// Whether the command's clock stands still (`--now` or `SOURCE_DATE_EPOCH` given): a
    /// preview server rebuilding for hours then keeps one date.
    static func isFixed(_ arguments: ParsedArguments, _ context: CommandContext) -> Bool {
        arguments[.now] != nil || !(context.environment["SOURCE_DATE_EPOCH"] ?? "").isEmpty
    }
}
