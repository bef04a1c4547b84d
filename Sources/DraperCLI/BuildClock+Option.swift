import Foundation

extension BuildClock {
    /// `--now`, declared here once for every command with a clock (build, check, serve, email);
    /// each says in its own words what the date decides.
    static func option(help: String, default defaultText: String = "SOURCE_DATE_EPOCH, else the current time")
        -> OptionSpec
    {
        .value(optionName, name: "iso-8601", help: help, default: defaultText)
    }

    private static let optionName = "now"

    /// The command's "now": `--now`, else `SOURCE_DATE_EPOCH`, else the clock.
    static func now(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Date {
        try resolve(arguments.value(optionName), environment: context.environment, arguments: arguments)
    }

    /// Whether the command's clock stands still (`--now` or `SOURCE_DATE_EPOCH` given): a
    /// preview server rebuilding for hours then keeps one date.
    static func isFixed(_ arguments: ParsedArguments, _ context: CommandContext) -> Bool {
        arguments.value(optionName) != nil || !(context.environment["SOURCE_DATE_EPOCH"] ?? "").isEmpty
    }
}
